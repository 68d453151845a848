import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { DayRange } from './argentina-day';
import { STAT_KINDS } from './events';
import { eventDay, eventTable, rollUpRows } from './stat-sql';

/** stat_totals counts from this day on: the featured window's start (spec section 9). */
export const TOTALS_SINCE = '2024-11-01';

export interface RollUpResult {
  /** The days summed this time ([start, end)); undefined when there was nothing to do. */
  days?: DayRange;
  /** False when another instance held the roll-up lock. */
  ran: boolean;
}

/**
 * Sums every event before `until` (an Argentina day) that is not summed yet into stat_daily and
 * stat_totals, and moves the roll-up mark to `until`, in one transaction. One instance at a time (advisory lock); re-running
 * changes nothing.
 */
export async function rollUpUntil(db: Db, until: string): Promise<RollUpResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext('hardprecios:stat_rollup')) AS ok`,
    );
    if (!lock?.ok) return { ran: false };
    const [state] = await queryRows<{ day: string | null }>(
      tx,
      sql`SELECT to_char(rolled_until, 'YYYY-MM-DD') AS day FROM stat_rollup_state WHERE id = 1`,
    );
    const start = state?.day ?? (await firstEventDay(tx)) ?? until;
    if (start >= until) {
      if (!state) await setMark(tx, until);
      return { ran: true };
    }
    const days = { start, end: until };
    await tx.execute(sql`DELETE FROM stat_daily WHERE day >= ${start}::date AND day < ${until}::date`);
    for (const kind of STAT_KINDS) {
      for (const rows of rollUpRows(kind, days))
        await tx.execute(sql`INSERT INTO stat_daily (day, kind, subject_id, count) ${rows}`);
    }
    await addToTotals(tx, days);
    await setMark(tx, until);
    return { ran: true, days };
  });
}

/** Adds the days just rolled up (those from TOTALS_SINCE on) to the per-subject totals. */
async function addToTotals(db: Db, days: DayRange): Promise<void> {
  const start = days.start > TOTALS_SINCE ? days.start : TOTALS_SINCE;
  if (start >= days.end) return;
  await db.execute(sql`INSERT INTO stat_totals (kind, subject_id, count)
    SELECT kind, subject_id, sum(count) FROM stat_daily
    WHERE day >= ${start}::date AND day < ${days.end}::date AND subject_id > 0
    GROUP BY kind, subject_id
    ON CONFLICT (kind, subject_id) DO UPDATE SET count = stat_totals.count + excluded.count`);
}

async function setMark(db: Db, day: string): Promise<void> {
  await db.execute(sql`INSERT INTO stat_rollup_state (id, rolled_until, updated_at) VALUES (1, ${day}::date, now())
    ON CONFLICT (id) DO UPDATE SET rolled_until = excluded.rolled_until, updated_at = excluded.updated_at`);
}

/** The Argentina day of the oldest event of any kind, or null when there are none. */
async function firstEventDay(db: Db): Promise<string | null> {
  const oldest = STAT_KINDS.map((kind) => sql`SELECT min(at) AS at FROM ${eventTable(kind)}`);
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT to_char(min(${eventDay}), 'YYYY-MM-DD') AS day FROM (${sql.join(oldest, sql` UNION ALL `)}) e`,
  );
  return row?.day ?? null;
}

/** Forgets every roll-up, so the next one recounts from the events (after events were loaded backdated). */
export async function resetRollUps(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM stat_daily`);
    await tx.execute(sql`DELETE FROM stat_totals`);
    await tx.execute(sql`DELETE FROM stat_rollup_state`);
  });
}
