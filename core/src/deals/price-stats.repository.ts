import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryPrepared, queryRows } from '../db/raw';
import type { ListedFilter } from '../models/model-summaries.repository';
import { addDays, argentinaDay } from '../stats/argentina-day';
import { dailyLowestByModel } from './daily-lowest';
import { summarizeDays, WINDOW_DAYS, type PriceStats } from './price-stats';

interface StatsRow {
  model_id: number;
  days: number;
  stores: number;
  lowest: string | number | null;
  median: string | number | null;
  highest: string | number | null;
  since: string | Date | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const dayText = (v: string | Date | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** model_price_stats rows as fromRow reads them. */
const STATS_ROWS = sql.raw(
  'SELECT model_id, days, stores, lowest, median, highest, since::text AS since FROM model_price_stats',
);

/** Models summarized per statement while refreshing them all. */
const REFRESH_BATCH = 500;

/**
 * Each model's price statistics for today (Argentina): the past 90 days do not change during the day,
 * so they are summarized once per model and day and kept in model_price_stats; a model not summarized
 * yet today is summarized now (the daily refresh job does it for all of them after midnight).
 */
export async function priceStatsFor(
  db: Db,
  modelIds: number[],
  filter: ListedFilter,
  now: Date = new Date(),
): Promise<Map<number, PriceStats>> {
  const ids = [...new Set(modelIds)];
  const today = argentinaDay(now);
  const stats = new Map<number, PriceStats>();
  if (ids.length === 0) return stats;
  const rows = await queryPrepared<StatsRow>(
    db,
    sql`${STATS_ROWS} WHERE model_id = ANY(${sql.param(ids)}::int[]) AND day = ${today}::date`,
  );
  for (const r of rows) stats.set(Number(r.model_id), fromRow(r));
  const missing = ids.filter((id) => !stats.has(id));
  if (missing.length) for (const [id, s] of await summarizeModels(db, missing, filter, now)) stats.set(id, s);
  return stats;
}

/** Every model's statistics already summarized for `day` (one statement). */
export async function priceStatsOfDay(db: Db, day: string): Promise<Map<number, PriceStats>> {
  const rows = await queryRows<StatsRow>(db, sql`${STATS_ROWS} WHERE day = ${day}::date`);
  return new Map(rows.map((r) => [Number(r.model_id), fromRow(r)]));
}

/** Summarizes every model with a listing for today; returns how many. */
export async function refreshAllPriceStats(
  db: Db,
  filter: ListedFilter,
  now: Date = new Date(),
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM models WHERE id > ${after} ORDER BY id LIMIT ${REFRESH_BATCH}`,
    );
    if (batch.length === 0) return done;
    const ids = batch.map((r) => Number(r.id));
    await summarizeModels(db, ids, filter, now);
    done += ids.length;
    after = ids.at(-1)!;
  }
}

async function summarizeModels(
  db: Db,
  modelIds: number[],
  filter: ListedFilter,
  now: Date,
): Promise<Map<number, PriceStats>> {
  const today = argentinaDay(now);
  const days = await dailyLowestByModel(db, modelIds, filter, {
    first: addDays(today, -WINDOW_DAYS),
    last: today,
  });
  const stats = new Map(
    modelIds.map((id) => {
      const model = days.get(id);
      return [id, summarizeDays(model?.series ?? [], today, model?.stores ?? 0)] as const;
    }),
  );
  const list = [...stats];
  // Models deleted meanwhile (a recompute, a merge) are skipped by the join.
  await db.execute(sql`
    INSERT INTO model_price_stats (model_id, day, days, stores, lowest, median, highest, since, computed_at)
    SELECT v.model_id, ${today}::date, v.days, v.stores, v.lowest, v.median, v.highest, v.since, now()
    FROM unnest(${sql.param(list.map(([id]) => id))}::int[], ${sql.param(list.map(([, s]) => s.days))}::int[],
                ${sql.param(list.map(([, s]) => s.stores))}::int[], ${sql.param(list.map(([, s]) => s.lowest))}::numeric[],
                ${sql.param(list.map(([, s]) => s.median))}::numeric[], ${sql.param(list.map(([, s]) => s.highest))}::numeric[],
                ${sql.param(list.map(([, s]) => s.since))}::date[])
         AS v(model_id, days, stores, lowest, median, highest, since)
    JOIN models m ON m.id = v.model_id
    ON CONFLICT (model_id) DO UPDATE SET day = excluded.day, days = excluded.days, stores = excluded.stores,
      lowest = excluded.lowest, median = excluded.median, highest = excluded.highest, since = excluded.since,
      computed_at = excluded.computed_at`);
  return stats;
}

function fromRow(r: StatsRow): PriceStats {
  return {
    days: Number(r.days),
    stores: Number(r.stores),
    lowest: num(r.lowest),
    median: num(r.median),
    highest: num(r.highest),
    since: dayText(r.since),
  };
}
