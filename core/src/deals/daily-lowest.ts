import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { DOUBTFUL_PRICE_RATIO, type ListedFilter } from '../models/model-summaries.repository';
import { addDays } from '../stats/argentina-day';

export interface DailyPrice {
  /** An Argentina calendar day, YYYY-MM-DD. */
  day: string;
  /** The lowest price a store listed the model at when that day ended. */
  price: number;
}

export interface ModelDays {
  series: DailyPrice[];
  /** Stores that listed the model on at least one of the days. */
  stores: number;
}

interface ChangeRow {
  product_id: number;
  model_id: number;
  store_id: number;
  kind: 'p' | 'a';
  changed_at: string | Date;
  price: string | number | null;
  currency: string | null;
  available: boolean | null;
}

interface Listing {
  storeId: number;
  /** Its price changes; a dollar price (`pesos` false) does not count on the days it held. */
  prices: { at: number; price: number; pesos: boolean }[];
  availability: { at: number; available: boolean }[];
}

/** The instant an Argentina day ends (UTC−3 all year since 2009). */
export const endOfDay = (day: string) => new Date(`${addDays(day, 1)}T03:00:00Z`);

/**
 * Each model's lowest price per day from `first` to `last` (Argentina days): a listing counts on a day
 * when, as the day ended, it was listed (available and still found by its store) at a price shoppers
 * would see (active store, not hidden, above the threshold), in pesos (a listing priced in dollars that
 * day does not count: no rate compares the two). As for the live lowest price, a price far under the
 * middle of the day's offers (3 or more) is a store's mistake and does not count. Days without any listed
 * offer are left out.
 */
export async function dailyLowestByModel(
  db: Db,
  modelIds: number[],
  filter: ListedFilter,
  { first, last }: { first: string; last: string },
): Promise<Map<number, ModelDays>> {
  const ids = [...new Set(modelIds)];
  const result = new Map<number, ModelDays>();
  if (ids.length === 0) return result;
  const start = endOfDay(addDays(first, -1));
  const end = endOfDay(last);
  // Each listing's changes inside the window, and its last price and availability before it.
  const rows = await queryRows<ChangeRow>(
    db,
    sql`WITH l AS (
          SELECT p.id, p.model_id, p.store_id FROM products p JOIN stores s ON s.id = p.store_id
          WHERE p.model_id = ANY(${sql.param(ids)}::int[]) AND s.status_id = 1
            AND NOT (p.id = ANY(${sql.param(filter.excludeIds)}::int[])))
        SELECT l.id AS product_id, l.model_id, l.store_id, c.kind, c.changed_at, c.price, c.currency, c.available
        FROM l CROSS JOIN LATERAL (
          (SELECT 'p' AS kind, changed_at, id AS seq, price, currency, NULL::bool AS available FROM price_history
           WHERE product_id = l.id AND changed_at < ${start} ORDER BY changed_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT 'p', changed_at, id, price, currency, NULL FROM price_history
           WHERE product_id = l.id AND changed_at >= ${start} AND changed_at < ${end})
          UNION ALL
          (SELECT 'a', changed_at, id, NULL, NULL, available FROM availability_history
           WHERE product_id = l.id AND changed_at < ${start} ORDER BY changed_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT 'a', changed_at, id, NULL, NULL, available FROM availability_history
           WHERE product_id = l.id AND changed_at >= ${start} AND changed_at < ${end})
        ) c
        ORDER BY l.id, c.changed_at, c.seq`,
  );

  const byModel = new Map<number, Map<number, Listing>>();
  for (const r of rows) {
    const modelId = Number(r.model_id);
    const listings = byModel.get(modelId) ?? new Map<number, Listing>();
    byModel.set(modelId, listings);
    const id = Number(r.product_id);
    let listing = listings.get(id);
    if (!listing) {
      listing = { storeId: Number(r.store_id), prices: [], availability: [] };
      listings.set(id, listing);
    }
    const at = new Date(r.changed_at).getTime();
    if (r.kind === 'p') listing.prices.push({ at, price: Number(r.price), pesos: r.currency === 'ARS' });
    else listing.availability.push({ at, available: Boolean(r.available) });
  }

  const days: { day: string; end: number }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push({ day, end: endOfDay(day).getTime() });
  for (const [modelId, listings] of byModel) {
    result.set(modelId, lowestPerDay([...listings.values()], days, filter.priceAbove));
  }
  return result;
}

/** One pass per listing over its changes (they are in time order), then each day's lowest. */
function lowestPerDay(
  listings: Listing[],
  days: { day: string; end: number }[],
  priceAbove: number,
): ModelDays {
  const offersByDay: { price: number; storeId: number }[][] = days.map(() => []);
  for (const listing of listings) {
    let p = -1;
    let a = -1;
    for (const [i, { end }] of days.entries()) {
      while (p + 1 < listing.prices.length && listing.prices[p + 1]!.at < end) p++;
      while (a + 1 < listing.availability.length && listing.availability[a + 1]!.at < end) a++;
      if (p < 0) continue;
      // A listing written before availability was recorded, with no row at all, counts as listed.
      const listed = listing.availability.length === 0 || (a >= 0 && listing.availability[a]!.available);
      const { price, pesos } = listing.prices[p]!;
      if (listed && pesos && price > priceAbove) offersByDay[i]!.push({ price, storeId: listing.storeId });
    }
  }
  const series: DailyPrice[] = [];
  const stores = new Set<number>();
  for (const [i, offers] of offersByDay.entries()) {
    const lowest = lowestCredible(offers);
    if (lowest === undefined) continue;
    series.push({ day: days[i]!.day, price: lowest });
    for (const offer of offers) stores.add(offer.storeId);
  }
  return { series, stores: stores.size };
}

function lowestCredible(offers: { price: number }[]): number | undefined {
  if (offers.length === 0) return undefined;
  const sorted = offers.map((o) => o.price).sort((x, y) => x - y);
  const floor = sorted.length >= 3 ? median(sorted) * DOUBTFUL_PRICE_RATIO : 0;
  return sorted.find((price) => price >= floor);
}

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
export function median(sorted: number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
