import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { buildStore } from '../testing/factories';
import { DATABASE_ENGINES } from '../testing/engines';
import { HeldPriceStats } from './held-price-stats';
import { priceStatsFor } from './price-stats.repository';

/*
 * The day's price statistics held by the process: the same figures priceStatsFor reads, read once for
 * every model, until the day ends, the refresh comes or an operator's decision asks for them afresh.
 */

const NOW = new Date('2026-11-24T15:00:00Z'); // noon in Buenos Aires
const TODAY = '2026-11-24';
const FILTER = { priceAbove: 100, excludeIds: [] as number[] };
const MINUTE = 60_000;

let db: Db;
let sequence = 0;

/** A model with one listing priced 60 days ago and today; returns its id. */
async function model(price: number): Promise<number> {
  const store = await buildStore(db);
  const code = `held-${++sequence}`;
  const listing = {
    externalId: code,
    url: `https://t.com.ar/${code}`,
    name: `Placa ${code}`,
    price,
    readBy: 'test',
  };
  await upsertListings(db, store.id, [listing], new Date(NOW.getTime() - 60 * 86_400_000));
  await upsertListings(db, store.id, [{ ...listing, price: price * 0.9 }], NOW);
  const [row] = await queryRows<{ model_id: number }>(
    db,
    sql`SELECT model_id FROM products WHERE store_id = ${store.id}`,
  );
  return Number(row!.model_id);
}

/** What another process (the daily job) writes for a model today. */
async function rewriteLowest(modelId: number, lowest: number): Promise<void> {
  await db.execute(
    sql`UPDATE model_price_stats SET lowest = ${lowest} WHERE model_id = ${modelId} AND day = ${TODAY}::date`,
  );
}

describe.each(DATABASE_ENGINES)('held price statistics on %s', (_engine, open) => {
  beforeAll(async () => {
    db = await open();
  });

  it('gives what priceStatsFor gives, summarizing a model without a row of today', async () => {
    const [a, b] = [await model(50_000), await model(80_000)];
    const expected = await priceStatsFor(db, [a], FILTER, NOW); // a's row is written, b has none
    const held = new HeldPriceStats(db, { now: () => NOW });
    await held.ready();
    const stats = await held.get([a, b], FILTER, NOW);
    expect(stats.get(a)).toEqual(expected.get(a));
    expect(stats.get(a)).toMatchObject({ days: 60, lowest: 50_000 });
    expect(stats.get(b)).toMatchObject({ days: 60, lowest: 80_000 });
    expect((await priceStatsFor(db, [b], FILTER, NOW)).get(b)).toEqual(stats.get(b));
  });

  it('holds a model read once until the refresh, the next day or forget', async () => {
    const id = await model(60_000);
    let clock = NOW.getTime();
    const held = new HeldPriceStats(db, { now: () => new Date(clock), refreshMs: 10 * MINUTE });
    await held.ready();
    expect((await held.get([id], FILTER, NOW)).get(id)?.lowest).toBe(60_000);

    // Held: a row rewritten meanwhile is not read until the refresh.
    await rewriteLowest(id, 55_000);
    clock += 5 * MINUTE;
    expect((await held.get([id], FILTER, NOW)).get(id)?.lowest).toBe(60_000);
    clock += 6 * MINUTE;
    await held.get([id], FILTER, NOW); // starts the refresh
    await held.ready();
    expect((await held.get([id], FILTER, NOW)).get(id)?.lowest).toBe(55_000);

    // After an operator's decision, read afresh at once.
    await rewriteLowest(id, 52_000);
    held.forget();
    expect((await held.get([id], FILTER, NOW)).get(id)?.lowest).toBe(52_000);

    // The next day's statistics are not the held ones (tomorrow's window counts today's price).
    await held.ready();
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    clock = tomorrow.getTime();
    const next = (await held.get([id], FILTER, tomorrow)).get(id);
    expect(next).toEqual((await priceStatsFor(db, [id], FILTER, tomorrow)).get(id));
    expect(next?.days).toBe(61);
  });
});
