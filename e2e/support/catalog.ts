import type { APIRequestContext } from '@playwright/test';

/** Test data read from the running app's public API (the demo catalog is generated, not hard-coded here). */

export interface PublicStore {
  id: number;
  nombre: string;
  estado?: { nombre: string };
}

export async function publicStores(request: APIRequestContext): Promise<PublicStore[]> {
  const res = await request.get('/api/stores');
  if (!res.ok()) throw new Error(`GET /api/stores answered ${res.status()}`);
  return ((await res.json()) as { data: PublicStore[] }).data;
}

export interface SearchAnswer {
  nbHits: number;
  hits: Array<{
    id: number;
    nombre: string;
    precio: number;
    tienda: string;
    moneda?: 'ARS' | 'USD';
    modeloId?: number | null;
    tiendasCount?: number;
    precioDesde?: number | null;
    veredicto?: { tipo: string; porcentaje: number } | null;
  }>;
  facets: Record<string, Record<string, number>>;
}

/**
 * One query to POST /api/search, as the results page sends it by default: grouped, one hit per product
 * (`distinct: false` for every listing, as with 'Agrupar por producto' unticked). Analytics off: not
 * counted as a search.
 */
export async function searchCatalog(
  request: APIRequestContext,
  params: {
    query?: string;
    facetFilters?: string[][];
    numericFilters?: string[];
    facets?: string[];
    hitsPerPage?: number;
    /** The grouped view, one hit per product (the default); false: every listing. */
    distinct?: boolean;
  },
  /** The results' price order ('menor precio' / 'mayor precio'); relevance without it. */
  sort?: 'asc' | 'desc',
): Promise<SearchAnswer> {
  const indexName = sort ? `productos_precio_${sort}` : 'productos';
  const res = await request.post('/api/search', {
    data: {
      requests: [{ indexName, params: { analytics: false, hitsPerPage: 20, distinct: true, ...params } }],
    },
  });
  if (!res.ok()) throw new Error(`POST /api/search answered ${res.status()}: ${await res.text()}`);
  const answer = ((await res.json()) as { results: SearchAnswer[] }).results[0]!;
  return { ...answer, facets: answer.facets ?? {} };
}
