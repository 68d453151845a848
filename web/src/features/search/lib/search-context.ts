import type { IndexUiState } from 'instantsearch.js';
import { FACETS, PRICE_ATTRIBUTE } from '../routing/search-indices';
import { SPEC_LIST_KEYS, SPEC_RANGE_KEYS } from '../../specs/lib/spec-filters';

/** What the results page is showing, read from the InstantSearch state. */
export interface SearchContext {
  query: string;
  category: string | undefined;
  store: string | undefined;
  province: string | undefined;
  hasRange: boolean;
}

export function readSearchContext(state: IndexUiState): SearchContext {
  return {
    query: state.query?.trim() ?? '',
    category: state.refinementList?.[FACETS.category]?.[0],
    store: state.refinementList?.[FACETS.store]?.[0],
    province: state.refinementList?.[FACETS.province]?.[0],
    hasRange: Boolean(state.range?.[PRICE_ATTRIBUTE]),
  };
}

/** True when nothing but (maybe) a price range is chosen: 'Limpiar' then goes home. */
export function hasNoContext(context: SearchContext): boolean {
  return !context.query && !context.category && !context.store;
}

/** The text in 'No se encontraron resultados para la búsqueda "…".' */
export function contextLabel(context: SearchContext): string {
  return context.query || context.category || context.store || '';
}

/** A state change that keeps everything else and returns to the first page. */
export function withRefinement(
  state: IndexUiState,
  attribute: string,
  value: string | undefined,
): IndexUiState {
  const refinementList = { ...state.refinementList };
  if (value === undefined) delete refinementList[attribute];
  else refinementList[attribute] = [value];
  return { ...state, refinementList, page: undefined };
}

/** Without spec filters (they belong to the category they were chosen in). */
export function withoutSpecs(state: IndexUiState): IndexUiState {
  const refinementList = { ...state.refinementList };
  const range = { ...state.range };
  for (const key of SPEC_LIST_KEYS) delete refinementList[key];
  for (const key of SPEC_RANGE_KEYS) delete range[key];
  return { ...state, refinementList, range };
}

export function withoutRange(state: IndexUiState): IndexUiState {
  const range = { ...state.range };
  delete range[PRICE_ATTRIBUTE];
  return { ...state, range, page: undefined };
}

export function withRange(
  state: IndexUiState,
  min: number | undefined,
  max: number | undefined,
): IndexUiState {
  return {
    ...state,
    range: { ...state.range, [PRICE_ATTRIBUTE]: `${min ?? ''}:${max ?? ''}` },
    page: undefined,
  };
}

export function withQuery(state: IndexUiState, query: string): IndexUiState {
  return { ...state, query, page: undefined };
}
