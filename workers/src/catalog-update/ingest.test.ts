import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceHistory, products, searchDocuments } from '@hardprecios/core/db/schema';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { createTestDatabase } from '@hardprecios/core/testing/test-database';
import { ingest, type IngestBatch } from './ingest';
import { progressReporter } from './progress';

const database = await createTestDatabase();
const db = database.db;

async function* batchesOf(...batches: IngestBatch['listings'][]): AsyncGenerator<IngestBatch> {
  for (const listings of batches) yield { listings, issues: [] };
}
const range = (from: number, to: number, overrides = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => buildListing(from + i, overrides));
const quiet = (storeId: number) => progressReporter(async () => {}, { storeId });

async function catalogOf(storeId: number) {
  const rows = await db.select().from(products).where(eq(products.storeId, storeId));
  const history = await db
    .select({ id: priceHistory.productId })
    .from(priceHistory)
    .innerJoin(products, eq(products.id, priceHistory.productId))
    .where(eq(products.storeId, storeId));
  const documents = await db.select().from(searchDocuments).where(eq(searchDocuments.storeId, storeId));
  return { rows, history, documents };
}

describe('ingest with several write lanes', () => {
  it('writes each listing once, the last read of a key winning, with its history and search document', async () => {
    const store = await buildStore(db);
    const result = await ingest({
      db,
      storeId: store.id,
      // Small transactions and three lanes: many writes at once, the same keys read again later.
      batchSize: 7,
      writeLanes: 3,
      batches: batchesOf(range(1, 60), range(41, 80, { price: 250_000 }), range(75, 90)),
      markUnseen: true,
      progress: quiet(store.id),
    });
    expect(result.counts).toMatchObject({ seen: 90, created: 90, errors: 0 });
    const { rows, history, documents } = await catalogOf(store.id);
    expect(rows).toHaveLength(90);
    expect(new Set(rows.map((r) => r.listingKey)).size).toBe(90);
    // Read again at 250.000 (41–74); 75–80 were read a third time at their own price.
    const priceOf = (n: number) => Number(rows.find((r) => r.externalId === `sku-${n}`)!.price);
    expect(priceOf(50)).toBe(250_000);
    expect(priceOf(78)).toBe(200_078);
    expect(priceOf(10)).toBe(200_010);
    expect(documents).toHaveLength(90);
    expect(history.length).toBe(90 + result.counts.priceChanged);
  });

  it('keeps what was read before a source fails, in every lane, and rethrows', async () => {
    const store = await buildStore(db);
    async function* failing(): AsyncGenerator<IngestBatch> {
      yield { listings: range(1, 25), issues: [] };
      throw new Error('la página 2 no respondió');
    }
    await expect(
      ingest({
        db,
        storeId: store.id,
        batchSize: 4,
        writeLanes: 3,
        batches: failing(),
        markUnseen: true,
        progress: quiet(store.id),
      }),
    ).rejects.toThrow('la página 2 no respondió');
    const { rows, documents } = await catalogOf(store.id);
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.removedAt === null)).toBe(true);
    expect(documents).toHaveLength(25);
  });
});
