import { CATEGORIES } from '../../../config/categories';
import { CategoryLink } from './category-link';

/** All 12 categories as links (footer, stores page, categories-mobile). */
export function CategoryList({ label, withImages = false }: { label: string; withImages?: boolean }) {
  return (
    <ul className={withImages ? 'category-list category-list--images' : 'category-list'} aria-label={label}>
      {CATEGORIES.map((category) => (
        <li key={category.id}>
          <CategoryLink category={category}>
            {withImages && <img src={category.imageSrc} alt="" width={40} height={40} loading="lazy" />}
            <span>{category.title}</span>
          </CategoryLink>
        </li>
      ))}
    </ul>
  );
}
