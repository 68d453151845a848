import { asc, eq } from 'drizzle-orm';
import { currencyOf, type Currency } from '../catalog/currency';
import type { Db } from '../db/client';
import { priceHistory } from '../db/schema';

export interface PricePoint {
  changedAt: Date;
  price: number;
  /** The currency the price was read in (a listing may change currency). */
  currency: Currency;
}

/** A product's price changes, oldest first. */
export async function listPriceHistory(db: Db, productId: number): Promise<PricePoint[]> {
  const rows = await db
    .select({ changedAt: priceHistory.changedAt, price: priceHistory.price, currency: priceHistory.currency })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
  return rows.map((r) => ({ ...r, currency: currencyOf(r.currency) }));
}
