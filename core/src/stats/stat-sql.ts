import { sql, type SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE, type DayRange } from './argentina-day';
import { STAT_SOURCES, type StatKind } from './events';

/**
 * SQL pieces shared by the statistics repositories. A range is read in two parts: days already rolled
 * up come from stat_daily, later days (today at least) are counted live from the event table.
 */
export interface RangeParts {
  rolled?: DayRange;
  live?: DayRange;
}

const zone = sql.raw(`'${STATS_TIME_ZONE}'`);

/** The instant an Argentina day starts. */
export const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${zone})`;

/** The Argentina day of an event's `at`. */
export const eventDay = sql`(at AT TIME ZONE ${zone})::date`;

const table = (kind: StatKind) => sql.raw(STAT_SOURCES[kind].table);

function subjectColumn(kind: StatKind): SQL {
  const column = STAT_SOURCES[kind].subject;
  return column ? sql.raw(column) : sql`0`;
}

const liveWhere = (live: DayRange) => sql`at >= ${dayStart(live.start)} AND at < ${dayStart(live.end)}`;
const rolledWhere = (kind: StatKind, rolled: DayRange) =>
  sql`kind = ${kind} AND day >= ${rolled.start}::date AND day < ${rolled.end}::date`;

function union(pieces: (SQL | undefined)[]): SQL {
  return sql.join(
    pieces.filter((p): p is SQL => p !== undefined),
    sql` UNION ALL `,
  );
}

/** Rows (day, n) of one kind, possibly several per day; callers sum them. */
export function countsPerDay(kind: StatKind, parts: RangeParts): SQL {
  return union([
    parts.rolled &&
      sql`SELECT day, count::bigint AS n FROM stat_daily WHERE ${rolledWhere(kind, parts.rolled)} AND subject_id = 0`,
    parts.live &&
      sql`SELECT ${eventDay} AS day, count(*) AS n FROM ${table(kind)} WHERE ${liveWhere(parts.live)} GROUP BY 1`,
  ]);
}

/**
 * Rows (subject_id, n) of one kind, several per subject; callers sum them. Rolled-up rows are not
 * grouped here: one aggregate over them all is cheaper than two.
 */
export function countsPerSubject(kind: StatKind, parts: RangeParts, only?: number[]): SQL {
  const rolledOnly = only ? sql`AND subject_id = ANY(${sql.param(only)}::bigint[])` : sql``;
  return union([
    parts.rolled &&
      sql`SELECT subject_id, count::bigint AS n FROM stat_daily
          WHERE ${rolledWhere(kind, parts.rolled)} AND subject_id > 0 ${rolledOnly}`,
    parts.live && liveCountsPerSubject(kind, parts.live, only),
  ]);
}

export function liveCountsPerSubject(kind: StatKind, live: DayRange, only?: number[]): SQL {
  const subject = subjectColumn(kind);
  const liveOnly = only ? sql`AND ${subject} = ANY(${sql.param(only)}::bigint[])` : sql``;
  return sql`SELECT ${subject}::bigint AS subject_id, count(*) AS n FROM ${table(kind)}
    WHERE ${liveWhere(live)} ${liveOnly} GROUP BY 1`;
}

/**
 * The roll-up of one kind over whole days, as stat_daily rows (day, kind, subject_id, count): each day's
 * total under subject 0, then one row per subject for the kinds that have one.
 */
export function rollUpRows(kind: StatKind, days: DayRange): SQL[] {
  const totals = sql`SELECT ${eventDay}, ${kind}, 0, count(*) FROM ${table(kind)}
    WHERE ${liveWhere(days)} GROUP BY 1`;
  if (!STAT_SOURCES[kind].subject) return [totals];
  const perSubject = sql`SELECT ${eventDay}, ${kind}, ${subjectColumn(kind)}, count(*) FROM ${table(kind)}
    WHERE ${liveWhere(days)} AND ${subjectColumn(kind)} > 0 GROUP BY 1, 3`;
  return [totals, perSubject];
}

export const eventTable = table;

/** `column NOT IN (...)`, or nothing when the list is empty. */
export function notIn(column: SQL, ids: number[]): SQL {
  if (ids.length === 0) return sql`true`;
  return sql`${column} NOT IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Splits a range at the roll-up mark: days before it are read from stat_daily, the rest live. */
export function splitRange(range: DayRange, rolledUntil: string | null): RangeParts {
  const mark = rolledUntil ?? range.start;
  const parts: RangeParts = {};
  if (range.start < mark) parts.rolled = { start: range.start, end: mark < range.end ? mark : range.end };
  if (mark < range.end) parts.live = { start: mark > range.start ? mark : range.start, end: range.end };
  return parts;
}

export const isEmpty = (parts: RangeParts) => !parts.rolled && !parts.live;
