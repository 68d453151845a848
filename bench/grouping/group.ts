import { groupListings, groupListingsInThreads } from '@hardprecios/core/models/group-listings';
import { storeName } from './score';

export interface BenchListing {
  nombre: string;
  tienda?: string;
  sku?: string;
}

const inputs = (listings: BenchListing[]) =>
  listings.map((l) => ({
    name: l.nombre,
    storeName: l.tienda ? storeName(l.tienda) : undefined,
    sku: l.sku,
  }));

/** The grouping under test, as `npm run group-listings` runs it (with the knowledge base when imported). */
export function group(listings: BenchListing[]): { grupo: string; condicion?: string }[] {
  return groupListings(inputs(listings));
}

/** The same, identities read on every core as the catalog's recompute reads them. */
export function groupInThreads(listings: BenchListing[]): Promise<{ grupo: string }[]> {
  return groupListingsInThreads(inputs(listings));
}
