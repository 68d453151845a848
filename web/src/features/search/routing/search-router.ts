import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { paths } from '../../../config/paths';
import { parseSearchResultParams, type SearchResultParams } from '../../../config/search-params';

export interface SearchRouterDeps {
  /** Push an in-app address (react-router's navigate). */
  navigate: (href: string) => void;
  /** The current address's query string, e.g. window.location.search. */
  readSearch: () => string;
}

export type SearchRouter = Router<SearchResultParams> & {
  /** Tell InstantSearch the address changed outside it (back/forward, a new search from the header). */
  locationChanged: (search: string) => void;
};

/**
 * An InstantSearch router on top of react-router, so the app has one history: InstantSearch
 * writes through `navigate`, and address changes made elsewhere are handed back to it.
 * A write that means the same search as the current address (e.g. after `searchKey` was read as
 * `wordKey`) pushes nothing, so back/forward never gains extra entries.
 */
export function createSearchRouter(
  deps: SearchRouterDeps,
  mapping: StateMapping<UiState, SearchResultParams>,
): SearchRouter {
  let onUpdate: ((route: SearchResultParams) => void) | null = null;
  let lastSearch = deps.readSearch();
  // Once the results screen goes away InstantSearch tears its widgets down, which looks like a
  // state change; a disposed router must not turn that into a navigation.
  let disposed = false;
  const read = () => parseSearchResultParams(deps.readSearch());
  const createURL = (route: SearchResultParams) => paths.searchResult.getHref(route);
  const canonical = (route: SearchResultParams) =>
    createURL(mapping.stateToRoute(mapping.routeToState(route)));

  return {
    $$type: 'hardprecios.react-router',
    read,
    createURL,
    write(route) {
      if (disposed) return;
      const href = createURL(route);
      if (href === canonical(read())) return;
      lastSearch = new URL(href, 'http://local').search;
      deps.navigate(href);
    },
    onUpdate(callback) {
      onUpdate = callback;
    },
    locationChanged(search) {
      if (disposed || search === lastSearch) return;
      lastSearch = search;
      onUpdate?.(parseSearchResultParams(search));
    },
    start() {
      disposed = false;
    },
    dispose() {
      disposed = true;
    },
  };
}
