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
 * Linear in the matches: the matches of each model are chained (a head per model ordinal, kept by the
 * index and valid by stamp), then each model's chain is walked with one stamp per facet value saying
 * which product last counted there. A listing without a model is a product of its own, counted at once.
 */
export function countProducts(index: MatchIndex, slots: Int32Array, counters: FacetCounters): void {
  const { stores, provinces, categories } = counters;
  const { storeId, provinceId, categoryStart, categoryIds, modelOrdinal } = index.columns;
  // The product (numbered from 1 in this call) that last counted under each value.
  const lastStore = stores && new Int32Array(stores.length);
  const lastProvince = provinces && new Int32Array(provinces.length);
  const lastCategory = categories && new Int32Array(categories.length);
  let product = 0;
  const count = (s: number) => {
    if (stores && lastStore![storeId[s]!] !== product) {
      lastStore![storeId[s]!] = product;
      stores[storeId[s]!]!++;
    }
    if (provinces && lastProvince![provinceId[s]!] !== product) {
      lastProvince![provinceId[s]!] = product;
      provinces[provinceId[s]!]!++;
    }
    if (categories)
      for (let c = categoryStart[s]!; c < categoryStart[s + 1]!; c++) {
        const category = categoryIds[c]!;
        if (lastCategory![category] === product) continue;
        lastCategory![category] = product;
        categories[category]!++;
      }
  };
  const { head, stamp, current } = index.productScratch();
  const next = new Int32Array(slots.length);
  const models = new Int32Array(Math.min(slots.length, index.columns.models));
  let modelCount = 0;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    const model = modelOrdinal[s]!;
    if (model < 0) {
      product++;
      count(s);
      continue;
    }
    if (stamp[model] !== current) {
      stamp[model] = current;
      head[model] = -1;
      models[modelCount++] = model;
    }
    next[i] = head[model]!;
    head[model] = i;
  }
  for (let m = 0; m < modelCount; m++) {
    product++;
    for (let i = head[models[m]!]!; i >= 0; i = next[i]!) count(slots[i]!);
  }
}
