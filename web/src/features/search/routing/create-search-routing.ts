import { createSearchStateMapping } from './search-state-mapping';
import { createSearchRouter, type SearchRouterDeps } from './search-router';
import type { StoreRegistry } from './store-registry';

/** The `routing` prop of <InstantSearch>: our router and state mapping, built together. */
export function createSearchRouting(deps: SearchRouterDeps, stores: StoreRegistry) {
  const stateMapping = createSearchStateMapping(stores);
  const router = createSearchRouter(deps, stateMapping);
  return { router, stateMapping };
}
