import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../catalog/catalog.repository';
import { products } from '../db/schema';
import { buildListing, buildStore } from '../testing/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { StatEvent } from './events';
import { resetRollUps } from './rollup.repository';
import { rollUpClosedDays } from './rollup';
import { insertStatEvents } from './stat-events.repository';
import { splitRange } from './stat-sql';
import { getRolledUntil, productVisitRanking, rankingCandidates } from './stats.repository';
import { mostVisitedProducts } from './stats-reads';

let database: TestDatabase;
let ids: number[] = [];
const now = new Date('2025-06-10T15:00:00Z');
const range = { start: '2025-06-01', end: '2025-06-11' };

/** `count(product index, day)` visits to each product on each of June 1st..9th, plus today's. */
async function load(count: (i: number, day: number) => number, today: number[] = []) {
  await database.db.execute(sql`TRUNCATE stat_product_visits`);
  await resetRollUps(database.db);
  const events: StatEvent[] = [];
  const visit = (i: number, at: Date) =>
    events.push({ kind: 'product_visit', at, productId: ids[i]!, storeId: null, visitorHash: 'h' });
  for (let day = 1; day <= 9; day++)
    ids.forEach((_, i) => {
      for (let n = count(i, day); n > 0; n--) visit(i, new Date(`2025-06-0${day}T15:00:00Z`));
    });
  for (const i of today) visit(i, new Date('2025-06-10T14:00:00Z'));
  await insertStatEvents(database.db, events);
  await rollUpClosedDays(database.db, now);
}

const everything = async (limit: number) =>
  productVisitRanking(database.db, splitRange(range, await getRolledUntil(database.db)), { limit });

beforeAll(async () => {
  database = await createTestDatabase();
  const store = await buildStore(database.db);
  await upsertListings(
    database.db,
    store.id,
    Array.from({ length: 120 }, (_, n) => buildListing(n)),
  );
  ids = (await database.db.select({ id: products.id }).from(products).orderBy(products.id)).map((r) => r.id);
});

describe('most visited products', () => {
  it('takes the candidates from the top of each day, and bounds what everyone else can have', async () => {
    await load(
      (i, day) => (i === 0 ? 10 : i === 1 ? (day === 1 ? 5 : 0) : i === 2 ? (day === 2 ? 6 : 0) : 0),
      [3],
    );
    const parts = splitRange(range, await getRolledUntil(database.db));
    const candidates = await rankingCandidates(database.db, 'product_visit', parts, 2);
    expect(candidates.subjectIds.sort((a, b) => a - b)).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    // Days 1 and 2 have two products (2nd counts 5 and 6); days 3..9 only one, so nobody else had any.
    expect(candidates.bound).toBe(11);
  });

  it('ranks like summing everything when traffic is skewed (the usual case)', async () => {
    await load((i, day) => Math.floor(300 / (i + 1)) + ((i * 7 + day) % 3), [5, 5, 5, 90]);
    const ranked = await mostVisitedProducts(database.db, range, 10);
    expect(ranked).toEqual(await everything(10));
    expect(ranked[0]!.productId).toBe(ids[0]);
  });

  it('ranks like summing everything when traffic is flat and the shortcut cannot decide', async () => {
    // Every day 51 products get 2 visits, none on more than 4 days (8); the last one gets 1 every day (9):
    // the most visited overall, and in no day's top 50.
    await load((i, day) => (i === 119 ? 1 : (i + 13 * day) % 119 < 51 ? 2 : 0));
    const ranked = await mostVisitedProducts(database.db, range, 10);
    expect(ranked).toEqual(await everything(10));
    expect(ranked[0]).toMatchObject({ productId: ids[119], visits: 9 });
  });
});
