import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The open real-store catalog of fixtures/data/real-listings (5,936 listings of 8 stores). */
export const CATALOG_PATH = fileURLToPath(
  new URL('../../fixtures/data/real-listings/catalog.jsonl.gz', import.meta.url),
);

export interface CatalogListing {
  id: number;
  tienda: string;
  nombre: string;
  precio?: number;
  sku?: string;
  categoriaTienda?: string;
}

export function readCatalog(path = CATALOG_PATH): CatalogListing[] {
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CatalogListing);
}
