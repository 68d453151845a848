import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { queryRows } from '../db/raw';
import { createTestDatabase } from '../testing/test-database';
import { resetRollUps } from './rollup.repository';
import { rollUpClosedDays } from './rollup';
import { insertStatEvents } from './stat-events.repository';
import { countWebVisits, dailyCounts, mostVisitedProducts } from './stats-reads';
import { upsertListings } from '../catalog/catalog.repository';
import { products } from '../db/schema';
import { buildListing, buildStore } from '../testing/factories';
import { featuredProductIds } from './featured';

const visitsAt = (...isos: string[]) =>
  isos.map((iso) => ({
    kind: 'web_visit' as const,
    at: new Date(iso),
    url: '/',
    browser: '',
    os: '',
    visitorHash: 'h',
  }));

async function dailyRows(database: Database) {
  return queryRows<{ day: string; kind: string; count: number }>(
    database.db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, count FROM stat_daily ORDER BY day, kind`,
  );
}

// The same behaviour on both drivers: PostgreSQL, and the embedded PGlite that `npm start` uses by default.
describe.each([
  ['PostgreSQL', () => createTestDatabase()],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      await database.migrate();
      afterAll(() => database.close());
      return database;
    },
  ],
] as const)('daily roll-up on %s', (_driver, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await insertStatEvents(
      database.db,
      visitsAt(
        '2025-05-01T12:00:00Z',
        '2025-05-02T02:00:00Z',
        '2025-05-02T12:00:00Z',
        '2025-05-04T01:00:00Z',
      ),
    );
  });

  it('sums closed Argentina days, leaves the last minutes of yesterday and today live', async () => {
    const result = await rollUpClosedDays(database.db, new Date('2025-05-04T03:02:00Z')); // 00:02 on the 4th
    expect(result).toEqual({ ran: true, days: { start: '2025-05-01', end: '2025-05-03' } });
    expect(await dailyRows(database)).toEqual([
      { day: '2025-05-01', kind: 'web_visit', count: 2 },
      { day: '2025-05-02', kind: 'web_visit', count: 1 },
    ]);
    const range = { start: '2025-05-01', end: '2025-05-05' };
    expect((await dailyCounts(database.db, 'web_visit', range)).map((d) => d.count)).toEqual([2, 1, 1, 0]);
  });

  it('changes nothing when run again, and catches up later', async () => {
    await rollUpClosedDays(database.db, new Date('2025-05-04T03:02:00Z'));
    expect(await dailyRows(database)).toHaveLength(2);
    await rollUpClosedDays(database.db, new Date('2025-05-06T12:00:00Z'));
    expect(await dailyRows(database)).toEqual([
      { day: '2025-05-01', kind: 'web_visit', count: 2 },
      { day: '2025-05-02', kind: 'web_visit', count: 1 },
      { day: '2025-05-03', kind: 'web_visit', count: 1 },
    ]);
    expect(await countWebVisits(database.db, { start: '2025-05-01', end: '2025-05-07' })).toBe(4);
  });

  it('ranks products and picks the featured ones', async () => {
    const store = await buildStore(database.db);
    await upsertListings(database.db, store.id, [buildListing(1), buildListing(2)]);
    const [first, second] = (
      await database.db.select({ id: products.id }).from(products).orderBy(products.id)
    ).map((r) => r.id);
    const visit = (productId: number, iso: string) =>
      ({ kind: 'product_visit', at: new Date(iso), productId, storeId: store.id, visitorHash: 'h' }) as const;
    await insertStatEvents(database.db, [
      visit(second!, '2025-05-07T12:00:00Z'),
      visit(second!, '2025-05-07T13:00:00Z'),
      visit(first!, '2025-05-08T12:00:00Z'),
    ]);
    const now = new Date('2025-05-08T13:00:00Z');
    await rollUpClosedDays(database.db, now); // the 7th rolled up, the 8th live
    const range = { start: '2025-05-01', end: '2025-05-09' };
    for (const limit of [2, 10]) {
      const ranked = await mostVisitedProducts(database.db, range, limit);
      expect(ranked.map((r) => [r.productId, r.visits])).toEqual([
        [second, 2],
        [first, 1],
      ]);
    }
    expect(await featuredProductIds(database.db, { limit: 2, now })).toEqual([second, first]);
  });

  it('recounts backdated events after a reset', async () => {
    await insertStatEvents(database.db, visitsAt('2025-05-01T13:00:00Z'));
    // Loaded behind the roll-up mark: invisible until the roll-ups are rebuilt.
    expect(await countWebVisits(database.db, { start: '2025-05-01', end: '2025-05-02' })).toBe(2);
    await resetRollUps(database.db);
    await rollUpClosedDays(database.db, new Date('2025-05-06T12:00:00Z'));
    expect(await countWebVisits(database.db, { start: '2025-05-01', end: '2025-05-02' })).toBe(3);
  });
});
