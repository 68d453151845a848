import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencyOf, passesThreshold, type Currency } from '../catalog/currency';
import { queryRows } from '../db/raw';
import { readCondition, type Condicion } from '../hardware/condition';
import { DOUBTFUL_PRICE_RATIO, type ListedFilter } from './model-summaries.repository';

/** One store's offer of a model, as the 'Comparar precios' table shows it. */
export interface ModelOffer {
  productId: number;
  storeId: number;
  storeName: string;
  storeLogo: string;
  name: string;
  price: number;
  cashPrice: number | null;
  listPrice: number | null;
  /** The currency of its prices. */
  currency: Currency;
  /** In stock and still listed by an active store. */
  available: boolean;
  /** Far under the middle of the model's peso offers: more likely a mistake than a bargain. */
  doubtful: boolean;
  /** When its price was last read. */
  checkedAt: Date;
  url: string;
  /** New, or the condition its name states (outlet, usado, reacondicionado): never compared as new. */
  condition: Condicion;
}

export interface ModelOffers {
  modelId: number | null;
  offers: ModelOffer[];
}

interface Row {
  id: number;
  store_id: number;
  store_name: string;
  store_logo: string;
  name: string;
  price: string | number;
  cash_price: string | number | null;
  list_price: string | number | null;
  currency: string;
  in_stock: boolean;
  listed: boolean;
  price_checked_at: string | Date;
  url: string;
  model_id: number | null;
}

const money = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * Peso offers first, dollar offers after them (listed apart: no rate compares them); within each,
 * available and trustworthy first (cheapest first), then doubtful prices, then unavailable offers.
 */
function offerOrder(a: ModelOffer, b: ModelOffer): number {
  const rank = (o: ModelOffer) => (!o.available ? 2 : o.doubtful ? 1 : 0);
  const dollars = (o: ModelOffer) => Number(o.currency !== 'ARS');
  const other = (o: ModelOffer) => Number(o.condition !== 'nuevo');
  return (
    dollars(a) - dollars(b) ||
    other(a) - other(b) ||
    rank(a) - rank(b) ||
    a.price - b.price ||
    a.productId - b.productId
  );
}

/** A model key without the condition grouping appends to it ('name:…|outlet' → 'name:…'). */
const CONDITION_SUFFIX = '\\|(outlet|usado|reacondicionado)$';

/**
 * The offers of the model of a listing: one per store (the listing shown for its own store, the
 * store's best offer in offerOrder for every other: its cheapest available peso one first), of listings
 * shoppers can see (not removed, active store, above the threshold, not hidden), plus the listing itself
 * whatever its state. Undefined when the listing does not exist.
 */
export async function modelOffers(
  db: Db,
  productId: number,
  filter: ListedFilter,
): Promise<ModelOffers | undefined> {
  return (await modelOffersOf(db, [productId], filter)).get(productId);
}

/**
 * modelOffers of several listings in one statement (a build's parts): keyed by listing id, a listing
 * that does not exist left out.
 */
export async function modelOffersOf(
  db: Db,
  productIds: number[],
  filter: ListedFilter,
): Promise<Map<number, ModelOffers>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  // The sibling models are found through the unique index on models.key (the stripped key with each
  // condition suffix), then rechecked with the very expression that defines them.
  const rows = await queryRows<Row & { asked_id: number }>(
    db,
    sql`WITH me0 AS (SELECT id, model_id FROM products WHERE id = ANY(${sql.param(ids)}::int[])),
        base AS (SELECT me0.id, me0.model_id, regexp_replace(m.key, ${CONDITION_SUFFIX}, '') AS key
                 FROM me0 JOIN models m ON m.id = me0.model_id),
        -- The model of the same product in another condition (outlet, used, refurbished): its offers are
        -- shown beside the new ones, each with its condition.
        siblings AS (SELECT base.id, m2.id AS model_id FROM base JOIN models m2
                       ON m2.key = ANY(ARRAY[base.key, base.key || '|outlet', base.key || '|usado', base.key || '|reacondicionado'])
                      AND regexp_replace(m2.key, ${CONDITION_SUFFIX}, '') = base.key),
        me AS (SELECT me0.id, me0.model_id,
                      COALESCE(array_agg(siblings.model_id) FILTER (WHERE siblings.model_id IS NOT NULL), '{}') AS models
               FROM me0 LEFT JOIN siblings ON siblings.id = me0.id GROUP BY me0.id, me0.model_id)
        SELECT me.id AS asked_id, p.id, p.store_id, s.name AS store_name, s.logo AS store_logo, p.name, p.price, p.cash_price,
               p.list_price, p.currency, p.in_stock, (p.removed_at IS NULL AND s.status_id = 1) AS listed, p.price_checked_at,
               p.url, me.model_id
        FROM me JOIN products p ON p.id = me.id OR ((p.model_id = me.model_id OR p.model_id = ANY(me.models)) AND p.removed_at IS NULL
                                                     AND ${passesThreshold('p', filter.priceAbove)}
                                                     AND NOT (p.id = ANY(${sql.param(filter.excludeIds)}::int[])))
        JOIN stores s ON s.id = p.store_id
        WHERE p.id = me.id OR s.status_id = 1`,
  );
  const byAsked = new Map<number, Row[]>();
  for (const r of rows) {
    const asked = Number(r.asked_id);
    byAsked.set(asked, [...(byAsked.get(asked) ?? []), r]);
  }
  const answer = new Map<number, ModelOffers>();
  for (const [asked, own] of byAsked) {
    const offers = offersOf(own, asked);
    if (offers) answer.set(asked, offers);
  }
  return answer;
}

/** One listing's rows as its model's offers, one per store. */
function offersOf(rows: Row[], productId: number): ModelOffers | undefined {
  const own = rows.find((r) => Number(r.id) === productId);
  if (!own) return undefined;

  const offers: ModelOffer[] = rows.map((r) => ({
    productId: Number(r.id),
    storeId: Number(r.store_id),
    storeName: r.store_name,
    storeLogo: r.store_logo,
    name: r.name,
    price: Number(r.price),
    cashPrice: money(r.cash_price),
    listPrice: money(r.list_price),
    currency: currencyOf(r.currency),
    available: r.in_stock && r.listed,
    doubtful: false,
    checkedAt: new Date(r.price_checked_at),
    url: r.url,
    condition: readCondition(r.name),
  }));
  // Doubtful as the model's 'desde' judges it: against the median of its new peso offers.
  const pesos = offers.filter((o) => o.currency === 'ARS' && o.condition === 'nuevo');
  const prices = pesos.map((o) => o.price).sort((a, b) => a - b);
  if (prices.length >= 3) {
    const middle = prices.length / 2;
    const median =
      prices.length % 2 ? prices[Math.floor(middle)]! : (prices[middle - 1]! + prices[middle]!) / 2;
    for (const offer of pesos) offer.doubtful = offer.price < median * DOUBTFUL_PRICE_RATIO;
  }

  const byStore = new Map<number, ModelOffer>();
  for (const offer of [...offers].sort(offerOrder)) {
    if (offer.storeId === Number(own.store_id)) continue;
    if (!byStore.has(offer.storeId)) byStore.set(offer.storeId, offer);
  }
  byStore.set(
    Number(own.store_id),
    offers.find((o) => o.productId === productId)!,
  );
  return {
    modelId: own.model_id === null ? null : Number(own.model_id),
    offers: [...byStore.values()].sort(offerOrder),
  };
}
