import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { provinces, stores, storeStatuses } from '../db/schema';
import { toAppError } from '../errors/app-error';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type StoreWithNames = StoreRow & { provinceName: string; statusName: string };

export const STORE_STATUS = { active: 1, suspended: 2 } as const;

const withNames = {
  store: stores,
  provinceName: provinces.name,
  statusName: storeStatuses.name,
};

function flatten(rows: { store: StoreRow; provinceName: string; statusName: string }[]): StoreWithNames[] {
  return rows.map((r) => ({ ...r.store, provinceName: r.provinceName, statusName: r.statusName }));
}

export async function insertStore(db: Db, store: NewStore): Promise<StoreRow> {
  try {
    const [row] = await db.insert(stores).values(store).returning();
    return row!;
  } catch (err) {
    return toAppError(err);
  }
}

export async function updateStore(
  db: Db,
  id: number,
  patch: Partial<NewStore>,
): Promise<StoreRow | undefined> {
  try {
    const [row] = await db
      .update(stores)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(stores.id, id))
      .returning();
    return row;
  } catch (err) {
    return toAppError(err);
  }
}

export async function getStore(db: Db, id: number): Promise<StoreWithNames | undefined> {
  const rows = await db
    .select(withNames)
    .from(stores)
    .innerJoin(provinces, eq(provinces.id, stores.provinceId))
    .innerJoin(storeStatuses, eq(storeStatuses.id, stores.statusId))
    .where(eq(stores.id, id));
  return flatten(rows)[0];
}

export interface ListStoresFilter {
  activeOnly?: boolean;
  excludeIds?: number[];
}

export async function listStores(db: Db, filter: ListStoresFilter = {}): Promise<StoreWithNames[]> {
  const where = and(
    filter.activeOnly ? eq(stores.statusId, STORE_STATUS.active) : undefined,
    filter.excludeIds?.length ? notInArray(stores.id, filter.excludeIds) : undefined,
  );
  const rows = await db
    .select(withNames)
    .from(stores)
    .innerJoin(provinces, eq(provinces.id, stores.provinceId))
    .innerJoin(storeStatuses, eq(storeStatuses.id, stores.statusId))
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id));
  return flatten(rows);
}

export async function listStoresByIds(db: Db, ids: number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(stores).where(inArray(stores.id, ids));
}

/** The store whose authorized e-mails include this one (store admins sign in with it). */
export async function findStoreByAuthorizedEmail(db: Db, email: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(sql`${email.toLowerCase()} = ANY(${stores.authorizedEmails})`)
    .orderBy(asc(stores.id))
    .limit(1);
  return row;
}

export async function countStores(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stores);
  return row?.n ?? 0;
}
