/**
 * Statistics count days as Argentina sees them. Days are 'YYYY-MM-DD' strings; ranges are half-open
 * [start, end), as the back office sends the end as the next day.
 */
export const STATS_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface DayRange {
  /** First day counted. */
  start: string;
  /** First day not counted. */
  end: string;
}

/** The Argentina calendar day of an instant. */
export function argentinaDay(at: Date): string {
  return dayFormat.format(at);
}

/** Calendar arithmetic on a day string (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day < range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The last `count` days up to and including today (Argentina). */
export function lastDays(count: number, now: Date = new Date()): DayRange {
  const end = addDays(argentinaDay(now), 1);
  return { start: addDays(end, -count), end };
}
