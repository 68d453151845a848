import { parseSearchResultParams, serializeSearchResultParams } from '../../../config/search-params';

/**
 * The results show one card per product (grouped) unless the address says agrupar=0: only the
 * shopper's non-default choice is in the address, like the other choices. An older link's agrupar=1
 * still means grouped.
 */
export const LISTINGS_VALUE = '0';

export function isGroupedView(search: string): boolean {
  return new URLSearchParams(search).get('agrupar') !== LISTINGS_VALUE;
}

/** The results address with the grouped view switched on or off, back on page 1, in the usual order. */
export function withGroupedView(search: string, on: boolean): string {
  const params = parseSearchResultParams(search);
  if (on) delete params.agrupar;
  else params.agrupar = LISTINGS_VALUE;
  if (params.page) params.page = '1';
  const text = serializeSearchResultParams(params);
  return text ? `?${text}` : '';
}

/**
 * What 'N resultados' counts, said beside it: products when grouped (the API's nbHits then counts
 * models), every store's listing otherwise.
 */
export function countedUnit(grouped: boolean): string {
  return grouped ? 'productos' : 'publicaciones';
}
