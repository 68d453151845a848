import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '@hardprecios/core/db/schema';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { createTestDatabase } from '@hardprecios/core/testing/test-database';
import { ingest, type IngestBatch } from './ingest';
import { progressReporter } from './progress';

const database = await createTestDatabase();
const db = database.db;
/** A name this file's database refuses, the way PostgreSQL refuses values the schema cannot know about. */
const REFUSED_NAME = 'Listado que la base rechaza';

beforeAll(async () => {
  await db.execute(
    sql`ALTER TABLE products ADD CONSTRAINT test_refused_name CHECK (name <> ${sql.raw(`'${REFUSED_NAME}'`)})`,
  );
});

async function* once(listings: IngestBatch['listings']): AsyncGenerator<IngestBatch> {
  yield { listings, issues: [] };
}

async function run(listings: IngestBatch['listings']) {
  const store = await buildStore(db);
  const result = await ingest({
    db,
    storeId: store.id,
    batches: once(listings),
    markUnseen: true,
    progress: progressReporter(async () => {}, { storeId: store.id }),
  });
  const rows = await db.select().from(products).where(eq(products.storeId, store.id));
  return { result, names: rows.map((r) => r.name).sort() };
}

const listings = (count: number) => Array.from({ length: count }, (_, i) => buildListing(i + 1));

describe('a listing that cannot be stored never fails the run', () => {
  it('rejects a listing whose name or address holds a control character, with its reason, and writes the others', async () => {
    const read = listings(6);
    read[1] = buildListing(2, { name: 'Placa de video\u0000 RTX 4060' });
    read[4] = buildListing(5, { url: 'https://tienda.com.ar/producto/5\u0000' });
    // Free text (the description) loses its control characters instead.
    read[2] = buildListing(3, { description: 'Seis núcleos\u0007 y doce hilos' });
    const { result, names } = await run(read);
    expect(result.counts).toMatchObject({ created: 4, errors: 2 });
    expect(names).toHaveLength(4);
    expect(result.errorSamples.map((s) => s.message)).toEqual([
      'name: tiene caracteres de control',
      'url: tiene caracteres de control',
    ]);
    const [third] = await db.select().from(products).where(eq(products.externalId, 'sku-3'));
    expect(third?.description).toBe('Seis núcleos y doce hilos');
  });

  it('rejects a listing the database refuses, with its reason, and writes the rest of its batch', async () => {
    const read = listings(40);
    read[17] = buildListing(18, { name: REFUSED_NAME });
    const { result, names } = await run(read);
    expect(result.counts).toMatchObject({ created: 39, errors: 1 });
    expect(names).toHaveLength(39);
    expect(names).not.toContain(REFUSED_NAME);
    expect(result.errorSamples).toEqual([
      {
        where: 'https://tienda.com.ar/producto/18',
        message: `"${REFUSED_NAME}": la base de datos rechazó sus datos (código 23514); no se publicó`,
      },
    ]);
  });
});
