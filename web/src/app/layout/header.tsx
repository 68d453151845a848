import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BREAKPOINTS, HEADER_SCROLL_THRESHOLD_PX } from '../../config/constants';
import { categoriesMeta } from '../../config/page-meta';
import { assetPaths, CATEGORIES_SECTION_ID, paths } from '../../config/paths';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { WordSearchBox } from '../../features/search/components/word-search-box';
import { useMaxWidth } from '../../lib/use-media-query';
import { useScrolledPast } from '../../lib/use-scrolled-past';

/** Scrolls home to the categories grid (used here and by the home screen on arrival). */
export function scrollToCategories() {
  document.getElementById(CATEGORIES_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

// Only /stores needs the name filter (and jotai); keep both off the other pages' first load.
const StoreNameFilter = lazy(() => import('../../features/stores/components/store-name-filter'));

export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  const { productName } = useSiteInfo();
  const onStores = location.pathname === paths.stores.path;
  // On results the box shows what is searched, whether the page was reached from it or opened directly.
  const searchedText = location.pathname.startsWith(paths.searchResult.path)
    ? (new URLSearchParams(location.search).get('wordKey') ?? undefined)
    : undefined;
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const goToCategories = () => {
    setMenuOpen(false);
    document.title = categoriesMeta(productName).title;
    if (location.pathname === paths.home.path) scrollToCategories();
    else navigate(paths.home.getHref(), { state: { scrollTo: CATEGORIES_SECTION_ID } });
  };

  const nav = (
    <ul className="header__nav-list">
      <li>
        <button type="button" className="header__nav-button" onClick={goToCategories}>
          Categorías
        </button>
      </li>
      <li>
        <Link className="header__nav-button" to={paths.stores.getHref()} onClick={() => setMenuOpen(false)}>
          Tiendas Oficiales
        </Link>
      </li>
      <li>
        <Link className="header__nav-button" to={paths.buildPc.getHref()} onClick={() => setMenuOpen(false)}>
          Armá tu PC
        </Link>
      </li>
    </ul>
  );

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={paths.home.getHref()} className="header__logo" aria-label={`${productName}: inicio`}>
          <img src={assetPaths.logo} alt="" width={180} height={40} />
        </Link>
        <div className="header__search">
          {onStores ? (
            <Suspense fallback={<div className="word-search" />}>
              <StoreNameFilter />
            </Suspense>
          ) : (
            <WordSearchBox
              label="Buscar productos"
              placeholder="Buscá productos, marcas y modelos"
              searchedText={searchedText}
              onSearch={(text) => navigate(paths.searchResult.word(text))}
            />
          )}
          <Link
            to={paths.searchInfo.getHref()}
            className={scrolled ? 'header__tips is-hidden' : 'header__tips'}
            aria-hidden={scrolled || undefined}
            tabIndex={scrolled ? -1 : undefined}
          >
            Tips para una mejor búsqueda
          </Link>
        </div>
        {isMobile ? (
          <nav className="header__nav header__nav--mobile" aria-label="Principal">
            <button
              type="button"
              className="icon-button header__menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label="Menú"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="hamburger" aria-hidden="true" />
            </button>
            <div id={menuId} className="header__menu" hidden={!menuOpen}>
              {nav}
            </div>
          </nav>
        ) : (
          <nav className="header__nav" aria-label="Principal">
            {nav}
          </nav>
        )}
      </div>
    </header>
  );
}
