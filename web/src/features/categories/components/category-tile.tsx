import type { Category } from '../../../config/categories';
import { CategoryLink } from './category-link';

export function CategoryTile({ category }: { category: Category }) {
  return (
    <CategoryLink category={category} className="category-tile">
      <img src={category.imageSrc} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <span className="category-tile__title">{category.title}</span>
    </CategoryLink>
  );
}
