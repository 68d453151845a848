import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { modelSummaries, type ListedFilter } from '../models/model-summaries.repository';

export interface BestOffer {
  productId: number;
  storeName: string;
  price: number;
}

/**
 * A model's best offer now: the 'desde $X' of the cards (available, listed, never a doubtful price) and
 * which store asks it. Undefined when no store has it available.
 */
export async function modelBestOffer(
  db: Db,
  modelId: number,
  filter: ListedFilter,
): Promise<BestOffer | undefined> {
  const lowest = (await modelSummaries(db, [modelId], filter)).get(modelId)?.lowestPrice ?? null;
  if (lowest === null) return undefined;
  const [row] = await queryRows<{ product_id: number; store_name: string }>(
    db,
    sql`SELECT d.product_id, s.name AS store_name FROM search_documents d JOIN stores s ON s.id = d.store_id
        WHERE d.model_id = ${modelId} AND d.in_stock AND d.price = ${lowest}
          AND NOT (d.product_id = ANY(${sql.param(filter.excludeIds)}::int[]))
        ORDER BY d.product_id LIMIT 1`,
  );
  return row ? { productId: Number(row.product_id), storeName: row.store_name, price: lowest } : undefined;
}
