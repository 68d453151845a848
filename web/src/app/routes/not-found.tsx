import { Link } from 'react-router-dom';
import { notFoundMeta } from '../../config/page-meta';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

export default function NotFoundRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(notFoundMeta(productName));
  return (
    <div className="page page--center not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Página no encontrada</h1>
      <p>La página que buscás no existe o fue movida.</p>
      <Link className="button button--primary" to={paths.home.getHref()}>
        Volver al inicio
      </Link>
    </div>
  );
}
