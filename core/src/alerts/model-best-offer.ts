import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { modelSummaries, type ListedFilter } from '../models/model-summaries.repository';

/** A model's best offer now; its price is in pesos (alerts watch the peso best price). */
export interface BestOffer {
  productId: number;
  storeName: string;
  price: number;
}

/**
 * A model's best offer now: the 'desde $X' of the cards (available, listed, in pesos, never a doubtful
 * price) and which store asks it. Undefined when no store has it available in pesos.
 */
export async function modelBestOffer(
  db: Db,
  modelId: number,
  filter: ListedFilter,
): Promise<BestOffer | undefined> {
  const summary = (await modelSummaries(db, [modelId], filter)).get(modelId);
  if (!summary?.lowestOffer || summary.lowestPrice === null) return undefined;
  const [store] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM stores WHERE id = ${summary.lowestOffer.storeId}`,
  );
  return store
    ? { productId: summary.lowestOffer.productId, storeName: store.name, price: summary.lowestPrice }
    : undefined;
}
