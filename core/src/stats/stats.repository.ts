import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { StatKind } from './events';
import {
  countsPerDay,
  countsPerSubject,
  isEmpty,
  liveCountsPerSubject,
  notIn,
  type RangeParts,
} from './stat-sql';

/** Every day before this one is summed in stat_daily; null before the first roll-up. */
export async function getRolledUntil(db: Db): Promise<string | null> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(rolled_until, 'YYYY-MM-DD') AS day FROM stat_rollup_state WHERE id = 1`,
  );
  return rows[0]?.day ?? null;
}

export async function countEvents(db: Db, kind: StatKind, parts: RangeParts): Promise<number> {
  if (isEmpty(parts)) return 0;
  const rows = await queryRows<{ n: number | string | null }>(
    db,
    sql`SELECT sum(n)::bigint AS n FROM (${countsPerDay(kind, parts)}) c`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Days with at least one event, oldest first. */
export async function countEventsPerDay(
  db: Db,
  kind: StatKind,
  parts: RangeParts,
): Promise<{ day: string; count: number }[]> {
  if (isEmpty(parts)) return [];
  const rows = await queryRows<{ day: string; n: number | string }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(n)::bigint AS n
        FROM (${countsPerDay(kind, parts)}) c GROUP BY day ORDER BY day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
}

export interface ProductVisitRow {
  productId: number;
  name: string;
  price: number;
  currency: string;
  storeId: number;
  storeName: string;
  visits: number;
}

/** Products by visits to their detail page, most visited first; ids with no product row are left out. */
export async function productVisitRanking(
  db: Db,
  parts: RangeParts,
  options: { limit: number; excludeProductIds?: number[]; onlyProductIds?: number[] },
): Promise<ProductVisitRow[]> {
  if (isEmpty(parts)) return [];
  // Rank first, then fetch names and stores for the few rows kept.
  const rows = await queryRows<ProductVisitRow & { visits: string | number }>(
    db,
    sql`WITH counts AS (
          SELECT subject_id, sum(n) AS n FROM (${countsPerSubject('product_visit', parts, options.onlyProductIds)}) c GROUP BY subject_id
        ),
        top AS (
          SELECT c.subject_id, c.n FROM counts c JOIN products p ON p.id = c.subject_id
          WHERE ${notIn(sql`p.id`, options.excludeProductIds ?? [])}
          ORDER BY c.n DESC, c.subject_id LIMIT ${options.limit}
        )
        SELECT p.id AS "productId", p.name, p.price::float8 AS price, p.currency, s.id AS "storeId",
               s.name AS "storeName", top.n::bigint AS visits
        FROM top JOIN products p ON p.id = top.subject_id JOIN stores s ON s.id = p.store_id
        ORDER BY top.n DESC, p.id`,
  );
  return rows.map((r) => ({ ...r, visits: Number(r.visits) }));
}

export interface RankingCandidates {
  /** Every subject in the top `perDay` of some day (the live part counting as one more day). */
  subjectIds: number[];
  /** The most any other subject can have over the range: the sum of each day's `perDay`-th count. */
  bound: number;
}

/**
 * The candidates of a top-N ranking, read from the top of each day only (index-ordered, a few rows per
 * day): a subject in none of them had at most each day's `perDay`-th count on every day.
 */
export async function rankingCandidates(
  db: Db,
  kind: StatKind,
  parts: RangeParts,
  perDay: number,
): Promise<RankingCandidates> {
  const rolled = parts.rolled ?? { start: '2000-01-01', end: '2000-01-01' };
  const liveTop = parts.live
    ? sql`UNION ALL (SELECT NULL::date, subject_id, n FROM (${liveCountsPerSubject(kind, parts.live)}) l
                     ORDER BY n DESC LIMIT ${perDay})`
    : sql``;
  const [row] = await queryRows<{ ids: (number | string)[] | null; bound: number | string }>(
    db,
    sql`WITH days AS (
          SELECT d::date AS day FROM generate_series(${rolled.start}::date, ${rolled.end}::date - 1, interval '1 day') d
        ),
        tops AS (
          SELECT d.day, t.subject_id, t.count::bigint AS n FROM days d CROSS JOIN LATERAL (
            SELECT subject_id, count FROM stat_daily
            WHERE kind = ${kind} AND day = d.day AND subject_id > 0
            ORDER BY count DESC LIMIT ${perDay}
          ) t
          ${liveTop}
        ),
        kth AS (
          SELECT CASE WHEN count(*) < ${perDay} THEN 0 ELSE min(n) END AS n FROM tops GROUP BY day
        )
        SELECT (SELECT array_agg(DISTINCT subject_id)::int[] FROM tops) AS ids,
               (SELECT coalesce(sum(n), 0) FROM kth)::bigint AS bound`,
  );
  return { subjectIds: (row?.ids ?? []).map(Number), bound: Number(row?.bound ?? 0) };
}

/** Stores by visits (store cards opened), most visited first. */
export async function storeVisitRanking(
  db: Db,
  parts: RangeParts,
  options: { limit: number; excludeStoreIds: number[] },
): Promise<{ storeId: number; storeName: string; visits: number }[]> {
  if (isEmpty(parts)) return [];
  const rows = await queryRows<{ storeId: number; storeName: string; visits: string | number }>(
    db,
    sql`WITH counts AS (
          SELECT subject_id, sum(n) AS n FROM (${countsPerSubject('store_visit', parts)}) c GROUP BY subject_id
        )
        SELECT s.id AS "storeId", s.name AS "storeName", c.n::bigint AS visits
        FROM counts c JOIN stores s ON s.id = c.subject_id
        WHERE ${notIn(sql`s.id`, options.excludeStoreIds)}
        ORDER BY c.n DESC, s.id
        LIMIT ${options.limit}`,
  );
  return rows.map((r) => ({ ...r, visits: Number(r.visits) }));
}

/** Accesses per category, most accessed first; categories nobody opened are left out. */
export async function categoryAccessCounts(
  db: Db,
  parts: RangeParts,
): Promise<{ categoryId: number; categoryName: string; accesses: number }[]> {
  if (isEmpty(parts)) return [];
  const rows = await queryRows<{ categoryId: number; categoryName: string; accesses: string | number }>(
    db,
    sql`WITH counts AS (
          SELECT subject_id, sum(n) AS n FROM (${countsPerSubject('category_access', parts)}) c GROUP BY subject_id
        )
        SELECT k.id AS "categoryId", k.title AS "categoryName", c.n::bigint AS accesses
        FROM counts c JOIN categories k ON k.id = c.subject_id
        ORDER BY c.n DESC, k.id`,
  );
  return rows.map((r) => ({ ...r, accesses: Number(r.accesses) }));
}
