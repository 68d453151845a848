import {
  DOUBTFUL_PRICE_RATIO,
  type ListedFilter,
  type ModelSummary,
} from '../../models/model-summaries.repository';
import type { MatchIndex } from './match-index';

/**
 * modelSummaries (model-summaries.repository.ts) from the index: per model, over its available peso
 * offers, the stores and the lowest price, prices under DOUBTFUL_PRICE_RATIO of the median of its 3+
 * listed peso offers left out, computed as the SQL does (percentile_cont's median in float8, the comparison in float8).
 */
export function modelSummariesFromIndex(
  index: MatchIndex,
  modelIds: number[],
  filter: ListedFilter,
): Map<number, ModelSummary> {
  const excluded = new Set(filter.excludeIds);
  const { price, dollars, storeId, inStock, productId } = index.columns;
  const out = new Map<number, ModelSummary>();
  for (const modelId of new Set(modelIds)) {
    // Slots ascend with product ids: the first of equal lowest prices is the SQL's.
    const offers = Array.from(index.slotsOfModel(modelId)).filter(
      (s) => !dollars[s] && price[s]! > filter.priceAbove && !excluded.has(productId[s]!),
    );
    const available = offers.filter((s) => inStock[s]);
    if (available.length === 0) continue;
    const prices = offers.map((s) => price[s]!).sort((a, b) => a - b);
    const at = 0.5 * (prices.length - 1);
    const low = Math.floor(at);
    const high = Math.ceil(at);
    const median = low === high ? prices[low]! : prices[low]! + (prices[high]! - prices[low]!) * (at - low);
    let lowest: number | undefined;
    for (const s of available) {
      if (offers.length >= 3 && !(price[s]! >= median * DOUBTFUL_PRICE_RATIO)) continue;
      if (lowest === undefined || price[s]! < price[lowest]!) lowest = s;
    }
    out.set(modelId, {
      modelId,
      stores: new Set(available.map((s) => storeId[s]!)).size,
      lowestPrice: lowest === undefined ? null : price[lowest]!,
      lowestOffer: lowest === undefined ? null : { productId: productId[lowest]!, storeId: storeId[lowest]! },
    });
  }
  return out;
}
