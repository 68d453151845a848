import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyOf } from '../../catalog/currency';
import { queryRows } from '../../db/raw';
import { MatchIndexBuilder, type MatchIndex } from './match-index';
import { TimeSlices } from './time-slices';

// Rows of one read: fewer make shorter pauses of the thread that builds (young objects to collect).
const BATCH = 5_000;
/** Rows added between two looks at the clock (~12 µs each at 1M). */
const ROWS_A_LOOK = 64;

/**
 * A MatchIndex of every search document, read in batches of product ids and built in slices of the
 * caller's thread (TimeSlices): the API answers searches meanwhile.
 */
export async function loadMatchIndex(db: Db): Promise<MatchIndex> {
  const builder = new MatchIndexBuilder();
  const slices = new TimeSlices();
  let after = 0;
  for (;;) {
    const rows = await queryRows<{
      product_id: number;
      price: number;
      currency: string;
      store_id: number;
      province_id: number;
      category_ids: number[];
      in_stock: boolean;
      model_id: number | null;
      model_code: string | null;
      part_type: string | null;
      tsv: string;
    }>(
      db,
      sql`SELECT product_id, price::float8 AS price, currency, store_id, province_id, category_ids, in_stock, model_id,
                 model_code, part_type, tsv::text AS tsv
          FROM search_documents WHERE product_id > ${after} ORDER BY product_id LIMIT ${BATCH}`,
    );
    for (const [i, r] of rows.entries()) {
      if (i % ROWS_A_LOOK === 0) await slices.pause();
      builder.add({
        productId: Number(r.product_id),
        price: Number(r.price),
        currency: currencyOf(r.currency),
        storeId: Number(r.store_id),
        provinceId: Number(r.province_id),
        categoryIds: (r.category_ids ?? []).map(Number),
        inStock: r.in_stock,
        modelId: r.model_id === null ? null : Number(r.model_id),
        modelCode: r.model_code,
        partType: r.part_type,
        tsv: r.tsv,
      });
    }
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1]!.product_id);
  }
  return builder.build(slices);
}
