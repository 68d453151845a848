import { categoriesMobileMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { CategoryList } from '../../features/categories/components/category-list';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

export default function CategoriesMobileRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(categoriesMobileMeta(productName));
  return (
    <div className="page categories-mobile">
      <h1 className="page-title">Categorías</h1>
      <CategoryList label="Categorías" withImages />
    </div>
  );
}
