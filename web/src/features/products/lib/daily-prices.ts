import type { ModelDailyPrice, PriceHistoryEntry } from '../../../api/types';

const argentinaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A listing's price on each of these days (YYYY-MM-DD, Argentina): the last price it had changed to by
 * the end of the day, or null before it was first seen. Its history lists only changes.
 */
export function listingPricesOnDays(entries: PriceHistoryEntry[], days: string[]): (number | null)[] {
  const changes = entries
    .map((e) => ({ day: argentinaDay.format(new Date(e.fechaDeCambio)), price: e.precioActual }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let i = 0;
  let current: number | null = null;
  return days.map((day) => {
    while (i < changes.length && changes[i]!.day <= day) current = changes[i++]!.price;
    return current;
  });
}

/** The fewest days a chart spans, so a new listing's few points are not squeezed against an edge. */
export const MIN_CHART_DAYS = 7;

/** Today in Argentina, as YYYY-MM-DD. */
export function argentinaToday(now: number = Date.now()): string {
  return argentinaDay.format(new Date(now));
}

/** Every day from `first` to `last` (YYYY-MM-DD), starting earlier when needed to span `minDays`. */
export function dayAxis(first: string, last: string, minDays = MIN_CHART_DAYS): string[] {
  const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
  const end = day(last);
  const start = Math.min(day(first), end - (minDays - 1) * 86_400_000);
  const days: string[] = [];
  for (let at = start; at <= end; at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * A listing's history day by day, from its first change to today: a price holds until it changes (a
 * step), so the line reaches today even when the last change is old, and a new listing spans the
 * chart instead of sitting in a corner.
 */
export function listingSeries(entries: PriceHistoryEntry[], today: string = argentinaToday()) {
  const firstDay = entries.reduce((first, e) => {
    const day = argentinaDay.format(new Date(e.fechaDeCambio));
    return day < first ? day : first;
  }, today);
  const days = dayAxis(firstDay, today);
  return { days, listing: listingPricesOnDays(entries, days) };
}

/**
 * The chart's two lines on one day axis, up to today: this listing, and the model's lowest price across
 * stores (held from one daily figure to the next, like the listing's).
 */
export function comparedSeries(
  entries: PriceHistoryEntry[],
  lowest: ModelDailyPrice[],
  today: string = argentinaToday(),
) {
  const own = listingSeries(entries, today);
  const firstLowest = lowest.reduce((first, d) => (d.fecha < first ? d.fecha : first), today);
  const days = dayAxis(firstLowest < own.days[0]! ? firstLowest : own.days[0]!, today);
  const byDay = new Map(lowest.map((d) => [d.fecha, d.precioMinimo]));
  let held: number | null = null;
  const lowestOnDays = days.map((day) => (held = byDay.get(day) ?? held));
  return { days, listing: listingPricesOnDays(entries, days), lowest: lowestOnDays };
}

/** Marks a line's points where its price changes only, so a held price reads as one flat step. */
export function changePoints(values: (number | null)[], radius: number): number[] {
  return values.map((value, i) => (value !== null && value !== (i > 0 ? values[i - 1] : null) ? radius : 0));
}
