import { Link } from 'react-router-dom';
import { mainMeta } from '../../config/page-meta';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

/** /main is referenced by the spec without content; it points the visitor home. */
export default function MainRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(mainMeta(productName));
  return (
    <div className="page page--center">
      <h1 className="page-title">{productName}</h1>
      <Link className="button button--primary" to={paths.home.getHref()}>
        Ir al inicio
      </Link>
    </div>
  );
}
