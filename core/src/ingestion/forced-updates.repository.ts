import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { stores } from '../db/schema';

export type ForcedUpdateClaim =
  { ok: true; previous: Date | null } | { ok: false; nextAllowedAt: Date } | { ok: false; notFound: true };

/**
 * Takes the store's forced-update slot when the cooldown has passed, in one statement, so two requests
 * racing each other cannot both pass. `previous` lets the caller give the slot back when enqueueing fails.
 */
export async function claimForcedUpdate(
  db: Db,
  storeId: number,
  cooldownHours: number,
  now: Date = new Date(),
): Promise<ForcedUpdateClaim> {
  const cutoff = new Date(now.getTime() - cooldownHours * 3_600_000);
  const rows = await queryRows<{ previous: Date | string | null }>(
    db,
    sql`UPDATE stores s SET last_forced_update_at = ${now.toISOString()}::timestamptz
        FROM (SELECT id, last_forced_update_at FROM stores WHERE id = ${storeId} FOR UPDATE) old
        WHERE s.id = old.id
          AND (old.last_forced_update_at IS NULL OR old.last_forced_update_at <= ${cutoff.toISOString()}::timestamptz)
        RETURNING old.last_forced_update_at AS previous`,
  );
  if (rows[0]) return { ok: true, previous: rows[0].previous === null ? null : new Date(rows[0].previous) };
  const [store] = await db
    .select({ last: stores.lastForcedUpdateAt })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return { ok: false, notFound: true };
  const last = store.last ?? now;
  return { ok: false, nextAllowedAt: new Date(last.getTime() + cooldownHours * 3_600_000) };
}

/** Gives a claimed slot back (the job could not be enqueued). */
export async function releaseForcedUpdate(db: Db, storeId: number, previous: Date | null): Promise<void> {
  await db.update(stores).set({ lastForcedUpdateAt: previous }).where(eq(stores.id, storeId));
}

/** A successful complete or partial read: when the store's catalog was last refreshed. */
export async function markStoreUpdated(db: Db, storeId: number, at: Date = new Date()): Promise<void> {
  await db.update(stores).set({ lastUpdateAt: at }).where(eq(stores.id, storeId));
}
