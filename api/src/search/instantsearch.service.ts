import {
  SEARCH_INDEXES,
  SEARCH_LIMITS,
  SPEC_LIST_ATTRIBUTES,
  SPEC_RANGE_ATTRIBUTES,
  type FacetAttribute,
} from '@hardprecios/search-config/instantsearch';
import type { SpecIndex } from '@hardprecios/core/models/specs/spec-index';
import type { FacetNames } from '@hardprecios/core/search/facet-names';
import type {
  FacetField,
  FilterTerm,
  SearchHit,
  SearchParams,
  SearchSort,
} from '@hardprecios/core/search/search-engine';
import type { InstantSearchRequest } from './instantsearch.schema';
import type { ModelFacts, SearchRuntime } from './search-runtime';
import { hiddenProductIds } from './search-runtime';
import { dollarFigures, modelFigures } from './model-figures';
import { PESOS } from '@hardprecios/core/catalog/currency';
import { queryWords } from '@hardprecios/core/search/query-text';
import type { ModelSummary } from '@hardprecios/core/models/model-summaries.repository';

const FIELD: Record<FacetAttribute, FacetField> = {
  categoria: 'category',
  tienda: 'store',
  provincia: 'province',
};
const SORT: Record<InstantSearchRequest['indexName'], SearchSort> = {
  [SEARCH_INDEXES.relevance]: 'relevance',
  [SEARCH_INDEXES.priceAsc]: 'price_asc',
  [SEARCH_INDEXES.priceDesc]: 'price_desc',
};
/** Matches nothing: a facet value no listing has. */
const NO_SUCH_ID = -1;

/**
 * A hit as the web client's result cards read it: its price says its currency (`moneda`), `disponible`
 * whether it is in stock. `tiendasCount`, `precioDesde` and `ofertaDesde` say how many stores offer the
 * listing's model available in pesos and from what price ('3 tiendas desde $X'); `veredicto`, whether
 * that price is a good one (null without enough history). A model offered in dollars alone adds
 * `tiendasDolares` and `precioDesdeDolares` ('N tiendas desde U$S X'). See model-figures.ts.
 */
export function toInstantSearchHit(
  hit: SearchHit,
  names: FacetNames,
  summary?: ModelFacts,
  dollarSummary?: ModelSummary,
) {
  return {
    objectID: String(hit.productId),
    id: hit.productId,
    nombre: hit.name,
    precio: hit.price,
    moneda: hit.currency,
    imagen: hit.image,
    tiendaId: hit.storeId,
    tienda: hit.storeName,
    logoTienda: names.logo(hit.storeId),
    categoria: hit.categoryIds.map((id) => names.name('category', id) ?? ''),
    categoriaIds: hit.categoryIds,
    provincia: names.name('province', hit.provinceId) ?? '',
    provinciaId: hit.provinceId,
    disponible: hit.inStock,
    modeloId: hit.modelId,
    ...modelFigures(
      {
        id: hit.productId,
        storeId: hit.storeId,
        storeName: hit.storeName,
        price: hit.price,
        currency: hit.currency,
        available: hit.inStock,
      },
      summary,
    ),
    ...dollarFigures(dollarSummary),
  };
}

const isSpecList = (a: string) => (SPEC_LIST_ATTRIBUTES as readonly string[]).includes(a);
const isSpecRange = (a: string) => (SPEC_RANGE_ATTRIBUTES as readonly string[]).includes(a);
const modelTerms = (ids: number[]): FilterTerm[] =>
  (ids.length ? ids : [NO_SUCH_ID]).map((id) => ({ field: 'model', id }));

/**
 * The engine's filter groups: facet names become ids; a spec refinement (a group of values of one key)
 * or a spec range becomes the group of models that have it.
 */
function filterTerms(
  request: InstantSearchRequest,
  names: FacetNames,
  specs: SpecIndex | undefined,
): FilterTerm[][] {
  const groups = request.params.facetFilters.map((group) =>
    group.flatMap(({ attribute, value }) => {
      if (isSpecList(attribute)) return modelTerms(specs!.modelsWith(attribute, [value]));
      const field = FIELD[attribute as FacetAttribute];
      const ids = names.ids(field, value);
      return (ids.length ? ids : [NO_SUCH_ID]).map((id) => ({ field, id }));
    }),
  );
  for (const [bound] of request.params.numericFilters)
    if (bound && isSpecRange(bound.attribute))
      groups.push(modelTerms(specs!.modelsWithin(bound.attribute, bound.min, bound.max)));
  return groups;
}

/** Whether a request refines or counts by spec (only then is the spec index read and models counted). */
function usesSpecs(request: InstantSearchRequest, wanted: string[]): boolean {
  const { facetFilters, numericFilters } = request.params;
  return (
    wanted.some((f) => isSpecList(f) || isSpecRange(f)) ||
    facetFilters.some((g) => g.some((f) => isSpecList(f.attribute))) ||
    numericFilters.some(([b]) => b !== undefined && isSpecRange(b.attribute))
  );
}

function priceBounds(request: InstantSearchRequest): { minPrice?: number; maxPrice?: number } {
  let minPrice: number | undefined;
  let maxPrice: number | undefined;
  for (const [bound] of request.params.numericFilters) {
    if (bound?.attribute !== 'precio') continue;
    if (bound?.min !== undefined) minPrice = Math.max(minPrice ?? -Infinity, bound.min);
    if (bound?.max !== undefined) maxPrice = Math.min(maxPrice ?? Infinity, bound.max);
  }
  return { minPrice, maxPrice };
}

/** The params string Algolia echoes back in each result. */
function paramsString(request: InstantSearchRequest): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params)) {
    if (value === undefined) continue;
    out.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out.toString();
}

function topValues(counts: Record<string, number>, max: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, max),
  );
}

/** Answers one request of the batch: the engine's result in Algolia's shape. */
export async function answerInstantSearch(runtime: SearchRuntime, request: InstantSearchRequest) {
  const started = performance.now();
  const { params } = request;
  const [names, rules] = await Promise.all([runtime.facetNames(), runtime.rules()]);
  const wanted = params.facets.includes('*') ? ['categoria', 'tienda', 'provincia', 'precio'] : params.facets;
  const facetAttributes = wanted.filter((f): f is FacetAttribute => f in FIELD);
  const specFacets = wanted.filter(isSpecList);
  const specRanges = wanted.filter(isSpecRange);
  const specs = usesSpecs(request, wanted) ? await runtime.specIndex() : undefined;
  // Like Algolia's paginationLimitedTo: only the first 1000 hits are reachable by paging.
  const offset = params.page * params.hitsPerPage;
  const limit = Math.max(0, Math.min(params.hitsPerPage, SEARCH_LIMITS.maxReachableHits - offset));
  const search: SearchParams = {
    query: params.query,
    filters: filterTerms(request, names, specs),
    ...priceBounds(request),
    priceAbove: rules.priceThreshold,
    excludeIds: hiddenProductIds(rules),
    sort: SORT[request.indexName],
    offset,
    limit,
    facets: [
      ...facetAttributes.map((f) => FIELD[f]),
      ...(specFacets.length || specRanges.length ? (['model'] as const) : []),
    ],
    priceStats: true,
    distinct: params.distinct,
    relaxIfEmpty: params.removeWordsIfNoResults === 'allOptional',
  };
  const result = await runtime.engine.search(search);
  const summaries = await runtime.modelSummaries(
    result.hits.flatMap((h) => (h.modelId === null ? [] : [h.modelId])),
  );
  // Dollar hits of models no store offers in pesos: their stores and lowest price in dollars.
  const dollarOnly = result.hits.flatMap((h) =>
    h.modelId !== null && h.currency !== PESOS && !summaries.has(h.modelId) ? [h.modelId] : [],
  );
  const dollarSummaries = dollarOnly.length
    ? await runtime.dollarSummaries(dollarOnly)
    : new Map<number, ModelSummary>();

  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of facetAttributes) {
    const counts = result.facets[FIELD[attribute]] ?? new Map<number, number>();
    facets[attribute] = topValues(names.named(FIELD[attribute], counts), params.maxValuesPerFacet);
  }
  // InstantSearch reads a facet's stats only when the facet itself is in the answer.
  if (wanted.includes('precio')) facets.precio = {};
  // Spec counts: the listings of each model that has the value (a model's listings share its specs);
  // in the grouped view, the models, as its hits are counted.
  const listingsByModel = result.facets.model ?? new Map<number, number>();
  const modelCounts = params.distinct
    ? new Map([...listingsByModel.keys()].map((id) => [id, 1]))
    : listingsByModel;
  for (const attribute of specFacets)
    facets[attribute] = topValues(specs!.countValues(attribute, modelCounts), params.maxValuesPerFacet);
  const specStats: Record<string, { min: number; max: number }> = {};
  for (const attribute of specRanges) {
    facets[attribute] = {};
    const range = specs!.rangeOf(attribute, modelCounts);
    if (range) specStats[attribute] = range;
  }
  const reachable = Math.min(result.total, SEARCH_LIMITS.maxReachableHits);
  return {
    hits: result.hits.map((hit) =>
      toInstantSearchHit(
        hit,
        names,
        hit.modelId === null ? undefined : summaries.get(hit.modelId),
        hit.modelId === null ? undefined : dollarSummaries.get(hit.modelId),
      ),
    ),
    nbHits: result.total,
    page: params.page,
    nbPages: params.hitsPerPage > 0 ? Math.ceil(reachable / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    facets,
    facets_stats: { ...(result.priceStats ? { precio: result.priceStats } : {}), ...specStats },
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    ...(result.removedWords?.length
      ? { queryAfterRemoval: queryAfterRemoval(params.query, result.removedWords) }
      : {}),
    params: paramsString(request),
    index: request.indexName,
  };
}

/**
 * The query with the words the search left out marked as Algolia marks them ('placa <em>capturadora</em>'):
 * the query's words as search reads them (lower case, no accents), so the marks are plain words.
 */
export function queryAfterRemoval(query: string, removed: string[]): string {
  const left = new Set(removed);
  return queryWords(query)
    .map((w) => (left.has(w) ? `<em>${w}</em>` : w))
    .join(' ');
}
