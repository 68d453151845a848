import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, provinces, stores } from '../db/schema';

export interface FacetNameRows {
  categories: { id: number; name: string }[];
  provinces: { id: number; name: string }[];
  /** Every store (a suspended one may still be named in an old filter); logo for result cards. */
  stores: { id: number; name: string; logo: string }[];
}

/** The names shoppers see for facet values, and the store logos hits carry. */
export async function listFacetNames(db: Db): Promise<FacetNameRows> {
  const [cats, provs, shops] = await Promise.all([
    db.select({ id: categories.id, name: categories.title }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id)),
    db.select({ id: stores.id, name: stores.name, logo: stores.logo }).from(stores).orderBy(asc(stores.id)),
  ]);
  return { categories: cats, provinces: provs, stores: shops };
}
