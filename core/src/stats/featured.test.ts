import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../catalog/catalog.repository';
import { products } from '../db/schema';
import { setRule } from '../settings/rules.repository';
import { buildListing, buildStore } from '../testing/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { featuredProductIds } from './featured';
import { rollUpClosedDays } from './rollup';
import { insertStatEvents } from './stat-events.repository';

let database: TestDatabase;
const now = new Date('2026-01-15T15:00:00Z');
/** Product ids by name: a..f visible; suspended/removed/cheap/excluded are not eligible. */
const id: Record<string, number> = {};

async function visits(name: string, count: number, at = new Date('2025-12-01T12:00:00Z')) {
  await insertStatEvents(
    database.db,
    Array.from({ length: count }, () => ({
      kind: 'product_visit' as const,
      at,
      productId: id[name]!,
      storeId: null,
      visitorHash: 'h',
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const open = await buildStore(db);
  const suspended = await buildStore(db, { statusId: 2 });
  const names = [
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
    'removed',
    'cheap',
    'excluded',
    'flagged1',
    'flagged2',
    'flaggedOld',
  ];
  await upsertListings(
    db,
    open.id,
    names.map((name, n) =>
      buildListing(n, { name: `Producto ${name}`, price: name === 'cheap' ? 90 : 100_000 + n }),
    ),
  );
  await upsertListings(db, suspended.id, [buildListing(99, { name: 'Producto suspended' })]);
  for (const row of await db.select({ id: products.id, name: products.name }).from(products))
    id[row.name.replace('Producto ', '')] = row.id;
  await db.update(products).set({ removedAt: now }).where(eq(products.id, id.removed!));
  await db
    .update(products)
    .set({ featured: true })
    .where(inArray(products.id, [id.flagged1!, id.flagged2!, id.flaggedOld!, id.removed!]));
  await db
    .update(products)
    .set({ updatedAt: new Date('2020-01-01') })
    .where(eq(products.id, id.flaggedOld!));
  await setRule(db, 'featured_excluded', [id.excluded!]);

  await visits('a', 9);
  await visits('b', 7);
  await visits('c', 5, new Date('2026-01-15T14:00:00Z')); // today: counted live
  await visits('d', 3);
  await visits('e', 2, new Date('2024-10-31T12:00:00Z')); // before the window
  for (const name of ['removed', 'cheap', 'excluded', 'suspended']) await visits(name, 20);
});

describe('featuredProductIds', () => {
  it('ranks visited products since 2024-11-01, leaving out exclusions and what shoppers cannot see', async () => {
    expect(await featuredProductIds(database.db, { limit: 3, now })).toEqual([id.a, id.b, id.c]);
  });

  it('tops up with products marked featured, newest first, when too few were visited', async () => {
    expect(await featuredProductIds(database.db, { limit: 8, now })).toEqual([
      id.a,
      id.b,
      id.c,
      id.d,
      id.flagged1,
      id.flagged2,
      id.flaggedOld,
    ]);
  });

  it('gives the same list once the past days are rolled up', async () => {
    const before = await featuredProductIds(database.db, { limit: 8, now });
    const result = await rollUpClosedDays(database.db, now);
    expect(result.days?.end).toBe('2026-01-15');
    expect(await featuredProductIds(database.db, { limit: 8, now })).toEqual(before);
  });

  it('adds today’s visits to the rolled-up totals', async () => {
    await visits('d', 7, new Date('2026-01-15T14:30:00Z')); // 3 rolled up + 7 today beats a's 9
    await visits('flagged2', 1, new Date('2026-01-15T14:30:00Z'));
    expect(await featuredProductIds(database.db, { limit: 3, now })).toEqual([id.d, id.a, id.b]);
    expect((await featuredProductIds(database.db, { limit: 8, now })).slice(4, 6)).toEqual([
      id.flagged2,
      id.flagged1,
    ]);
  });
});
