import type { MatchIndex } from './match-index';

/** Per facet value id, a count (arrays as long as the largest id + 1); undefined: not asked. */
export interface FacetCounters {
  stores?: Int32Array;
  provinces?: Int32Array;
  categories?: Int32Array;
}

/**
 * Counts products, not listings, into the counters (the grouped view): a product is a model, or a
 * listing without one. A model counts once under each store, province and category any of its matching
 * listings has, as the SQL's DISTINCT (value, product) pairs do.
 *
 * Linear in the matches, with no sorting and no hashing. One pass in slot order (reading the index's
 * columns in order, as counting listings does) chains the matches of each model — a head per model
 * ordinal, kept by the index and valid by stamp — and copies each match's store, province and sole
 * category into arrays as long as the matches. Then the products are walked one after the other, each
 * value remembering the last product that counted under it: the walk's jumps stay within those small
 * arrays. A listing without a model is a product of its own, a chain of one.
 */
export function countProducts(index: MatchIndex, slots: Int32Array, counters: FacetCounters): void {
  const { stores, provinces, categories } = counters;
  const { modelOrdinal, storeId, provinceId, soleCategory, categoryStart, categoryIds } = index.columns;
  const { head, stamp, current } = index.productScratch();
  const n = slots.length;
  // next[i]: the previous match of the same product (-1: none); latest[p]: product p's latest match;
  // each match's store, province and only category (-1 for none, -2 for several: read when walked).
  const next = new Int32Array(n);
  const latest = new Int32Array(n);
  const store = new Int32Array(stores ? n : 0);
  const province = new Int32Array(provinces ? n : 0);
  const category = new Int32Array(categories ? n : 0);
  let products = 0;
  for (let i = 0; i < n; i++) {
    const s = slots[i]!;
    if (stores) store[i] = storeId[s]!;
    if (provinces) province[i] = provinceId[s]!;
    if (categories) {
      const sole = soleCategory[s]!;
      category[i] = sole >= 0 || categoryStart[s + 1] === categoryStart[s] ? sole : -2;
    }
    const model = modelOrdinal[s]!;
    if (model >= 0 && stamp[model] === current) {
      const p = head[model]!;
      next[i] = latest[p]!;
      latest[p] = i;
      continue;
    }
    if (model >= 0) {
      stamp[model] = current;
      head[model] = products;
    }
    next[i] = -1;
    latest[products++] = i;
  }
  // The product (from 1) that last counted under each value.
  const lastStore = new Int32Array(stores ? stores.length : 0);
  const lastProvince = new Int32Array(provinces ? provinces.length : 0);
  const lastCategory = new Int32Array(categories ? categories.length : 0);
  for (let p = 1; p <= products; p++) {
    for (let i = latest[p - 1]!; i >= 0; i = next[i]!) {
      if (stores && lastStore[store[i]!] !== p) {
        lastStore[store[i]!] = p;
        stores[store[i]!]!++;
      }
      if (provinces && lastProvince[province[i]!] !== p) {
        lastProvince[province[i]!] = p;
        provinces[province[i]!]!++;
      }
      if (!categories) continue;
      const sole = category[i]!;
      if (sole >= 0) {
        if (lastCategory[sole] !== p) {
          lastCategory[sole] = p;
          categories[sole]!++;
        }
      } else if (sole === -2) {
        const s = slots[i]!;
        for (let c = categoryStart[s]!; c < categoryStart[s + 1]!; c++) {
          const id = categoryIds[c]!;
          if (lastCategory[id] === p) continue;
          lastCategory[id] = p;
          categories[id]!++;
        }
      }
    }
  }
}
