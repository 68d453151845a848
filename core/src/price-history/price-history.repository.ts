import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceHistory } from '../db/schema';

export interface PricePoint {
  changedAt: Date;
  price: number;
}

/** A product's price changes, oldest first. */
export async function listPriceHistory(db: Db, productId: number): Promise<PricePoint[]> {
  return db
    .select({ changedAt: priceHistory.changedAt, price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
}
