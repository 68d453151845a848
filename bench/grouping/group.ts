import { groupListings } from '@hardprecios/core/models/group-listings';
import { storeName } from './score';

export interface BenchListing {
  nombre: string;
  tienda?: string;
  sku?: string;
}

/** The grouping under test, as `npm run group-listings` runs it (with the knowledge base when imported). */
export function group(listings: BenchListing[]): { grupo: string; condicion?: string }[] {
  return groupListings(
    listings.map((l) => ({
      name: l.nombre,
      storeName: l.tienda ? storeName(l.tienda) : undefined,
      sku: l.sku,
    })),
  );
}
