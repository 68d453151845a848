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
    tiendasCount?: number;
    precioDesde?: number | null;
    veredicto?: { tipo: string; porcentaje: number } | null;
  }>;
  facets: Record<string, Record<string, number>>;
}

/** One query to POST /api/search, as InstantSearch sends it (analytics off: not counted as a search). */
export async function searchCatalog(
  request: APIRequestContext,
  params: {
    query?: string;
    facetFilters?: string[][];
    numericFilters?: string[];
    facets?: string[];
    hitsPerPage?: number;
    /** The grouped view: one hit per product. */
    distinct?: boolean;
  },
): Promise<SearchAnswer> {
  const res = await request.post('/api/search', {
    data: {
      requests: [{ indexName: 'productos', params: { analytics: false, hitsPerPage: 20, ...params } }],
    },
  });
  if (!res.ok()) throw new Error(`POST /api/search answered ${res.status()}: ${await res.text()}`);
  const answer = ((await res.json()) as { results: SearchAnswer[] }).results[0]!;
  return { ...answer, facets: answer.facets ?? {} };
}
