import type { IndexUiState, StateMapping, UiState } from 'instantsearch.js';
import { findCategoryById, findCategoryByTitle } from '../../../config/categories';
import type { SearchResultParams } from '../../../config/search-params';
import { FACETS, PRICE_ATTRIBUTE, PRODUCTS_INDEX, SORT_INDICES } from './search-indices';
import type { StoreRegistry } from './store-registry';
import { LISTINGS_VALUE } from '../lib/grouped-view';
import { SPEC_LIST_KEYS, SPEC_RANGE_KEYS } from '../../specs/lib/spec-filters';

/** A spec range in the address: 'min:max' of non-negative numbers, either side may be empty. */
function specRange(value: string | undefined): string | undefined {
  const match = /^(\d+(?:\.\d+)?)?:(\d+(?:\.\d+)?)?$/.exec(value ?? '');
  return match && (match[1] || match[2]) ? `${match[1] ?? ''}:${match[2] ?? ''}` : undefined;
}

/*
 * The /search-result/ address ↔ InstantSearch state. Exactly one context is in the address:
 *   wordKey (or its alias searchKey)            → query
 *   idCategory + title                          → categoria refinement
 *   stores + storeName                          → tienda refinement
 *   storewordKey + storeWordKeyId (+storeName)  → query + tienda refinement
 *   categoryWordKey + categoryWordKeyId         → query + categoria refinement
 *   getAllProducts                              → nothing refined
 * A price range is minPriceKey/maxPriceKey/hasRangeKey in a plain word search, otherwise
 * minPrice/maxPrice/hasRange. A category chosen inside a store adds idCategory + title.
 */

function firstNonEmpty(...values: Array<string | undefined>): string | undefined {
  return values.find((value) => value !== undefined && value.trim() !== '')?.trim();
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function priceBound(value: string | undefined): string {
  if (value === undefined) return '';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

export function routeToIndexState(route: SearchResultParams, stores: StoreRegistry): IndexUiState {
  const state: IndexUiState = {};
  const query = firstNonEmpty(route.wordKey, route.searchKey, route.storewordKey, route.categoryWordKey);
  if (query) state.query = query;

  const categoryId = firstNonEmpty(route.categoryWordKeyId, route.idCategory);
  const category = findCategoryById(categoryId)?.title ?? (route.categoryWordKeyId ? undefined : route.title);
  const storeId = firstNonEmpty(route.storeWordKeyId, route.stores);
  const store = storeId ? (firstNonEmpty(route.storeName) ?? stores.nameOf(storeId)) : undefined;

  const refinementList: Record<string, string[]> = {};
  if (category) refinementList[FACETS.category] = [category];
  if (store) refinementList[FACETS.store] = [store];
  if (route.province) refinementList[FACETS.province] = [route.province];
  // Spec filters only mean something inside a category (they are that category's filters).
  if (category)
    for (const key of SPEC_LIST_KEYS) {
      const value = route[key]?.trim();
      if (value) refinementList[key] = [value];
    }
  if (Object.keys(refinementList).length > 0) state.refinementList = refinementList;

  const isWordSearch = Boolean(query) && !category && !store;
  const [min, max, flag] = isWordSearch
    ? [
        route.minPriceKey ?? route.minPrice,
        route.maxPriceKey ?? route.maxPrice,
        route.hasRangeKey ?? route.hasRange,
      ]
    : [
        route.minPrice ?? route.minPriceKey,
        route.maxPrice ?? route.maxPriceKey,
        route.hasRange ?? route.hasRangeKey,
      ];
  const lower = priceBound(min);
  const upper = priceBound(max);
  if (flag !== 'false' && (lower || upper)) state.range = { [PRICE_ATTRIBUTE]: `${lower}:${upper}` };
  if (category)
    for (const key of SPEC_RANGE_KEYS) {
      const value = specRange(route[key]);
      if (value) state.range = { ...state.range, [key]: value };
    }

  if (route.sort === 'asc' || route.sort === 'desc') state.sortBy = SORT_INDICES[route.sort];
  // The listing view, the non-default choice (VirtualWidgets searches with what the address says).
  if (route.agrupar === LISTINGS_VALUE) state.configure = { distinct: false };
  const page = positiveInt(route.page);
  if (page && page > 1) state.page = page;
  return state;
}

export function indexStateToRoute(state: IndexUiState, stores: StoreRegistry): SearchResultParams {
  const route: SearchResultParams = {};
  const query = state.query?.trim() || undefined;
  const category = state.refinementList?.[FACETS.category]?.[0];
  const store = state.refinementList?.[FACETS.store]?.[0];
  const categoryId = category ? findCategoryByTitle(category)?.id : undefined;
  const storeId = store ? stores.idOf(store) : undefined;

  if (store) {
    if (query) Object.assign(route, { storewordKey: query, storeWordKeyId: storeId, storeName: store });
    else Object.assign(route, { stores: storeId, storeName: store });
    if (category) Object.assign(route, { idCategory: categoryId && String(categoryId), title: category });
  } else if (category) {
    if (query && categoryId)
      Object.assign(route, { categoryWordKey: query, categoryWordKeyId: String(categoryId) });
    else
      Object.assign(route, { idCategory: categoryId && String(categoryId), title: category, wordKey: query });
  } else if (query) {
    route.wordKey = query;
  } else {
    route.getAllProducts = 'true';
  }

  const range = state.range?.[PRICE_ATTRIBUTE];
  if (range) {
    const [lower = '', upper = ''] = range.split(':');
    if (lower || upper) {
      if (query && !store && !category)
        Object.assign(route, { minPriceKey: lower, maxPriceKey: upper, hasRangeKey: 'true' });
      else Object.assign(route, { minPrice: lower, maxPrice: upper, hasRange: 'true' });
    }
  }

  const province = state.refinementList?.[FACETS.province]?.[0];
  if (province) route.province = province;
  if (category) {
    for (const key of SPEC_LIST_KEYS) {
      const value = state.refinementList?.[key]?.[0];
      if (value) route[key] = value;
    }
    for (const key of SPEC_RANGE_KEYS) {
      const value = specRange(state.range?.[key]);
      if (value) route[key] = value;
    }
  }
  if (state.sortBy === SORT_INDICES.asc) route.sort = 'asc';
  if (state.sortBy === SORT_INDICES.desc) route.sort = 'desc';
  // The grouped view is a search parameter (VirtualWidgets sets it from the address); only its
  // non-default state, every listing, is written.
  if ((state.configure as { distinct?: unknown } | undefined)?.distinct === false)
    route.agrupar = LISTINGS_VALUE;
  route.page = String(state.page ?? 1);

  for (const key of Object.keys(route) as Array<keyof SearchResultParams>) {
    if (route[key] === undefined || route[key] === '') delete route[key];
  }
  return route;
}

/** The InstantSearch state mapping over the single products index. */
export function createSearchStateMapping(stores: StoreRegistry): StateMapping<UiState, SearchResultParams> {
  return {
    $$type: 'hardprecios.search-result',
    stateToRoute: (uiState) => indexStateToRoute(uiState[PRODUCTS_INDEX] ?? {}, stores),
    routeToState: (route) => {
      const storeId = route.storeWordKeyId ?? route.stores;
      if (storeId && route.storeName) stores.remember(storeId, route.storeName);
      return { [PRODUCTS_INDEX]: routeToIndexState(route, stores) };
    },
  };
}
