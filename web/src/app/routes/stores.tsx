import { storesMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { CategoryList } from '../../features/categories/components/category-list';
import { StoresPage } from '../../features/stores/components/stores-page';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/listing.css';

export default function StoresRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(storesMeta(productName));
  return <StoresPage categoryList={<CategoryList label="Categorías" />} />;
}
