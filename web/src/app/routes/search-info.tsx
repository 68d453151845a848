import { useNavigate } from 'react-router-dom';
import { BREAKPOINTS } from '../../config/constants';
import { searchInfoMeta } from '../../config/page-meta';
import { assetPaths, paths } from '../../config/paths';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

const TIPS_ALT =
  'Tips para una mejor búsqueda: escribí al menos 3 letras; usá la marca y el modelo (por ejemplo "ryzen 5 5600"); no hace falta poner tildes; filtrá por categoría, provincia y precio; ordená por mayor o menor precio.';

/** Full-screen tips; closing goes back when there is somewhere to go back to, otherwise home. */
export default function SearchInfoRoute() {
  const navigate = useNavigate();
  const { productName } = useSiteInfo();
  usePageMeta(searchInfoMeta(productName));
  const close = () => {
    if (window.history.length > 2) navigate(-1);
    else navigate(paths.home.getHref());
  };
  return (
    <main id="main" className="search-info" aria-labelledby="search-info-title">
      <h1 id="search-info-title" className="visually-hidden">
        Tips para una mejor búsqueda
      </h1>
      <button type="button" className="icon-button search-info__close" onClick={close} aria-label="Cerrar">
        ✕
      </button>
      <picture>
        <source media={`(max-width: ${BREAKPOINTS.mobile}px)`} srcSet={assetPaths.searchInfoMobile} />
        <img
          className="search-info__image"
          src={assetPaths.searchInfoDesktop}
          alt={TIPS_ALT}
          width={1280}
          height={720}
        />
      </picture>
    </main>
  );
}
