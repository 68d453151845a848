import { useAtom, useAtomValue } from 'jotai';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../api/types';
import { Modal } from '../../../components/ui/modal';
import { BREAKPOINTS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { effectivePageSize } from '../../../lib/page-size';
import { useMaxWidth, useViewportWidth } from '../../../lib/use-media-query';
import { SearchClientContext } from '../api/search-client';
import { useServerSearch } from '../api/server-search';
import type { SearchContext } from '../lib/search-context';
import { createSearchRouting } from '../routing/create-search-routing';
import { PRODUCTS_INDEX } from '../routing/search-indices';
import { createStoreRegistry } from '../routing/store-registry';
import { chosenPageSizeAtom, filtersModalOpenAtom } from '../state/search-atoms';
import { ContextSearchBox } from './context-search-box';
import { FiltersPanel } from './filters-panel';
import { GroupedViewToggle } from './grouped-view-toggle';
import { PageSizeSelect } from './page-size-select';
import { ResultsGrid } from './results-grid';
import { ResultsHeader } from './results-header';
import { ResultsPagination } from './results-pagination';
import { SortSelect } from './sort-select';
import { useSearchContext } from './use-search-context';
import { VirtualWidgets } from './virtual-widgets';

/** Store names learnt from addresses and the API, kept for the whole page load. */
const storeRegistry = createStoreRegistry();

export interface SearchResultsProps {
  renderHit: (hit: SearchHit, index: number) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** The store's info panel when the results are a store's catalogue. */
  storePanel?: ReactNode;
  /** A store the address names only by id (storeWordKeyId without storeName). */
  knownStore?: { id: string; name: string };
  /** Called with what is shown, e.g. to set the page title. */
  onContextChange?: (context: SearchContext) => void;
}

/** The results page: InstantSearch against /api/search, its state kept in the address. */
export function SearchResults({ knownStore, ...props }: SearchResultsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const searchClient = useContext(SearchClientContext);
  const initialResults = useServerSearch();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The address as react-router knows it, updated at once on our own writes.
  const searchRef = useRef(location.search);
  searchRef.current = location.search;
  if (knownStore) storeRegistry.remember(knownStore.id, knownStore.name);
  const [routing] = useState(() =>
    createSearchRouting(
      {
        navigate: (href) => {
          searchRef.current = new URL(href, 'http://local').search;
          navigateRef.current(href);
        },
        readSearch: () => searchRef.current,
      },
      storeRegistry,
    ),
  );
  useEffect(() => routing.router.locationChanged(location.search), [routing, location.search]);
  // Stop writing the address as soon as the screen unmounts (InstantSearch disposes a tick later).
  useLayoutEffect(() => {
    routing.router.start?.();
    return () => routing.router.dispose();
  }, [routing]);

  const results = (
    <InstantSearch
      searchClient={searchClient}
      indexName={PRODUCTS_INDEX}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <ResultsLayout {...props} serverRendered={initialResults !== undefined} />
    </InstantSearch>
  );
  // A page the server rendered starts from the server's answer (src/ssr/).
  return initialResults ? (
    <InstantSearchSSRProvider initialResults={initialResults}>{results}</InstantSearchSSRProvider>
  ) : (
    results
  );
}

function ResultsLayout({
  renderHit,
  renderSkeleton,
  storePanel,
  onContextChange,
  serverRendered,
}: Omit<SearchResultsProps, 'knownStore'> & { serverRendered: boolean }) {
  const navigate = useNavigate();
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const width = useViewportWidth();
  const chosen = useAtomValue(chosenPageSizeAtom);
  const hitsPerPage = effectivePageSize(width, chosen);
  const [filtersOpen, setFiltersOpen] = useAtom(filtersModalOpenAtom);
  const { context } = useSearchContext();
  const goHome = () => navigate(paths.home.getHref());

  const contextKey = JSON.stringify(context);
  useEffect(() => {
    onContextChange?.(JSON.parse(contextKey) as SearchContext);
  }, [contextKey, onContextChange]);

  return (
    <div className="page results-page">
      <VirtualWidgets hitsPerPage={hitsPerPage} />
      <ResultsHeader />
      <div className="with-sidebar">
        {!isMobile && (
          <aside className="sidebar" aria-label="Filtros">
            {context.store && storePanel}
            <ContextSearchBox />
            <FiltersPanel onLeave={goHome} />
          </aside>
        )}
        <section className="results-page__main" aria-label="Productos encontrados">
          {isMobile && context.store && storePanel}
          {isMobile && <ContextSearchBox />}
          <div className="results-toolbar">
            {isMobile && (
              <button
                type="button"
                className="button"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                Filtros
              </button>
            )}
            <SortSelect />
            <PageSizeSelect shown={hitsPerPage} />
            <GroupedViewToggle />
          </div>
          <ResultsGrid
            renderHit={renderHit}
            renderSkeleton={renderSkeleton}
            skeletonCount={hitsPerPage}
            serverRendered={serverRendered}
          />
          <ResultsPagination />
        </section>
      </div>
      {isMobile && filtersOpen && (
        <Modal title="Filtros" onClose={() => setFiltersOpen(false)}>
          <FiltersPanel onLeave={goHome} onDone={() => setFiltersOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
