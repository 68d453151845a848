import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { markUnseenRemoved, upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { modelSummaries } from '../models/model-summaries.repository';
import { buildStore } from '../testing/factories';
import { DATABASE_ENGINES } from '../testing/engines';
import { verdictsFor } from './verdicts';

/*
 * The deal verdict on crafted price histories, written through the catalog write path (on a PostgreSQL
 * server and on PGlite) as the ingestion runs of past days would have written them.
 */

const NOW = new Date('2026-11-24T15:00:00Z'); // noon in Buenos Aires
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const FILTER = { priceAbove: 100, excludeIds: [] as number[] };

let db: Db;
let sequence = 779000000000;
/** A new EAN-13 with its check digit (only a valid GTIN groups listings of different stores). */
function nextEan(): string {
  const digits = String(++sequence);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

/** One store's listing of a product: [days ago, price, in stock?] as successive reads saw it. */
type Timeline = [number, number, boolean?][];

/** Writes each store's timeline of one product (shared EAN: one model); returns the model id. */
async function product(...timelines: Timeline[]): Promise<number> {
  const code = nextEan();
  let modelId = 0;
  for (const timeline of timelines) {
    const store = await buildStore(db);
    for (const [ago, price, inStock = true] of timeline) {
      await upsertListings(
        db,
        store.id,
        [
          {
            externalId: `x-${code}`,
            url: `https://t.com.ar/${code}`,
            name: `Monitor LG ${code}`,
            ean: code,
            price,
            inStock,
            readBy: 'test',
          },
        ],
        daysAgo(ago),
      );
    }
    const [row] = await queryRows<{ model_id: number }>(
      db,
      sql`SELECT model_id FROM products WHERE store_id = ${store.id}`,
    );
    modelId = Number(row!.model_id);
  }
  return modelId;
}

async function verdict(modelId: number) {
  const summaries = await modelSummaries(db, [modelId], FILTER);
  return (await verdictsFor(db, summaries, FILTER, NOW)).get(modelId);
}

describe.each(DATABASE_ENGINES)('deal verdict on %s', (_engine, open) => {
  beforeAll(async () => {
    db = await open();
  });

  it('a price that never moved is the usual price, not the lowest in 90 days', async () => {
    const model = await product([[60, 100_000]]);
    expect(await verdict(model)).toEqual({
      tipo: 'habitual',
      porcentaje: 0,
      minimo90: 100_000,
      mediana90: 100_000,
      maximo90: 100_000,
      desde: '2026-09-25',
      tiendas: 1,
    });
  });

  it('a price under every day of the last 90 is the lowest of them', async () => {
    const model = await product([
      [80, 120_000],
      [20, 110_000],
      [0, 99_000],
    ]);
    expect(await verdict(model)).toMatchObject({
      tipo: 'minimo',
      minimo90: 110_000,
      mediana90: 120_000,
      porcentaje: 18,
    });
  });

  it('a price under the usual one, but not the lowest, says by how much', async () => {
    const model = await product([
      [50, 100_000],
      [8, 90_000],
      [3, 100_000],
      [0, 93_000],
    ]);
    expect(await verdict(model)).toMatchObject({ tipo: 'debajo', porcentaje: 7, minimo90: 90_000 });
  });

  it('a price over the usual one says by how much', async () => {
    const model = await product([
      [40, 100_000],
      [0, 115_000],
    ]);
    expect(await verdict(model)).toMatchObject({ tipo: 'encima', porcentaje: 15, maximo90: 100_000 });
  });

  it('a one-day typo, corrected the next day, does not set the low', async () => {
    const model = await product([
      [40, 100_000],
      [10, 10_000],
      [9, 100_000],
    ]);
    expect(await verdict(model)).toMatchObject({ tipo: 'habitual', minimo90: 100_000 });
  });

  it('a price that stayed down for days is a real low', async () => {
    const model = await product([
      [40, 100_000],
      [10, 80_000],
      [7, 100_000],
    ]);
    expect(await verdict(model)).toMatchObject({ tipo: 'habitual', minimo90: 80_000, mediana90: 100_000 });
  });

  it('under 14 days of history says nothing', async () => {
    const model = await product([
      [13, 100_000],
      [0, 90_000],
    ]);
    expect(await verdict(model)).toBeNull();
  });

  it('an unavailable offer does not count, in the past or today', async () => {
    const model = await product(
      [[60, 100_000]],
      // A cheaper store that never had it in stock, then one that had it for a week and sold out.
      [[60, 50_000, false]],
      [
        [30, 80_000],
        [23, 80_000, false],
      ],
    );
    const v = await verdict(model);
    expect(v).toMatchObject({ tipo: 'habitual', minimo90: 80_000, mediana90: 100_000, tiendas: 2 });
  });

  it('a listing its store no longer lists stops counting that day', async () => {
    const cheap = await buildStore(db);
    const model = await product([[60, 100_000]]);
    const [first] = await queryRows<{ ean: string }>(
      db,
      sql`SELECT ean FROM products WHERE model_id = ${model}`,
    );
    const l = {
      externalId: 'gone',
      url: 'https://c.com.ar/1',
      name: 'Monitor',
      ean: first!.ean,
      price: 70_000,
      readBy: 'test',
    };
    await upsertListings(db, cheap.id, [l], daysAgo(30));
    await markUnseenRemoved(db, cheap.id, daysAgo(25), daysAgo(25));
    expect(await verdict(model)).toMatchObject({ minimo90: 70_000, mediana90: 100_000, tipo: 'habitual' });
  });

  it("is summarized once a day: today's later prices are judged against the same statistics", async () => {
    const model = await product([[40, 100_000]]);
    await verdict(model);
    const [stored] = await queryRows<{ day: string; days: number }>(
      db,
      sql`SELECT day::text AS day, days FROM model_price_stats WHERE model_id = ${model}`,
    );
    expect(stored).toEqual({ day: '2026-11-24', days: 40 });
  });
});
