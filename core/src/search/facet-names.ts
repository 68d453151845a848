import type { Db } from '../db/client';
import { listFacetNames, type FacetNameRows } from './facet-names.repository';
import { normalizeText } from './query-text';
import type { FacetField } from './search-engine';

/**
 * Facet values travel as names (what InstantSearch shows and sends back in facetFilters); engines
 * work with ids. This maps both ways. Names compare case- and accent-insensitively; two stores
 * with one name are one facet value.
 */
export class FacetNames {
  private readonly byName: Record<FacetField, Map<string, number[]>>;
  private readonly byId: Record<FacetField, Map<number, string>>;
  private readonly logos: Map<number, string>;

  constructor(rows: FacetNameRows) {
    const lists: Record<FacetField, { id: number; name: string }[]> = {
      category: rows.categories,
      store: rows.stores,
      province: rows.provinces,
      model: [], // models are named by their specs, not here
    };
    this.byName = { category: new Map(), store: new Map(), province: new Map(), model: new Map() };
    this.byId = { category: new Map(), store: new Map(), province: new Map(), model: new Map() };
    for (const field of Object.keys(lists) as FacetField[]) {
      for (const { id, name } of lists[field]) {
        this.byId[field].set(id, name);
        const key = normalizeText(name).trim();
        this.byName[field].set(key, [...(this.byName[field].get(key) ?? []), id]);
      }
    }
    this.logos = new Map(rows.stores.map((s) => [s.id, s.logo]));
  }

  /** Ids named so (none for an unknown name). */
  ids(field: FacetField, name: string): number[] {
    return this.byName[field].get(normalizeText(name).trim()) ?? [];
  }

  name(field: FacetField, id: number): string | undefined {
    return this.byId[field].get(id);
  }

  logo(storeId: number): string {
    return this.logos.get(storeId) ?? '';
  }

  /** Counts by id → counts by name (stores sharing a name add up). */
  named(field: FacetField, counts: Map<number, number>): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [id, n] of counts) {
      const name = this.name(field, id);
      if (name !== undefined) out[name] = (out[name] ?? 0) + n;
    }
    return out;
  }
}

/** Facet names read at most once per `ttlMs` (stores are renamed rarely; a new one shows within it). */
export function cachedFacetNames(db: Db, ttlMs = 5_000): () => Promise<FacetNames> {
  let current: { at: number; names: Promise<FacetNames> } | undefined;
  return () => {
    if (!current || Date.now() - current.at > ttlMs) {
      const entry = { at: Date.now(), names: listFacetNames(db).then((rows) => new FacetNames(rows)) };
      entry.names.catch(() => {
        if (current === entry) current = undefined;
      });
      current = entry;
    }
    return current.names;
  };
}
