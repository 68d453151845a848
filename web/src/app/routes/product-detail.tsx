import { useParams } from 'react-router-dom';
import { productMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { useProduct } from '../../features/products/api/get-product';
import { ProductDetail } from '../../features/products/components/product-detail';
import { productName as nameOf } from '../../features/products/lib/card-product';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/cards.css';
import '../../styles/detail.css';
import '../../styles/alerts.css';

export default function ProductDetailRoute() {
  const { id = '' } = useParams();
  const { productName } = useSiteInfo();
  const { data } = useProduct(id);
  usePageMeta(data ? productMeta(productName, nameOf(data)) : null);
  return <ProductDetail key={id} id={id} />;
}
