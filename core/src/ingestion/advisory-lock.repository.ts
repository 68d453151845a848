import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/** Keys of the advisory locks the app takes (one 64-bit number each). */
export const LOCKS = {
  /** Creating or changing the repeatable global-update schedule. */
  updateSchedule: 7_340_001,
  /** Fanning out a global update. */
  globalFanOut: 7_340_002,
} as const;

/**
 * Runs `fn` only if this instance gets the transaction-scoped advisory lock `key`, held until `fn`
 * ends; another instance holding it makes this one skip (returns undefined). Used so that scheduled
 * work happens on one instance only.
 */
export async function withTryLock<T>(
  db: Db,
  key: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`,
    );
    if (!row?.locked) return undefined;
    // Queries inside go through `tx`: on PGlite (one connection) another query would wait for it forever.
    return fn(tx as unknown as Db);
  });
}
