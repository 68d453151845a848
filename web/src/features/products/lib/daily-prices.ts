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

/** The chart's two lines on one day axis: this listing, and the model's lowest price across stores. */
export function comparedSeries(entries: PriceHistoryEntry[], lowest: ModelDailyPrice[]) {
  const days = lowest.map((d) => d.fecha);
  return { days, listing: listingPricesOnDays(entries, days), lowest: lowest.map((d) => d.precioMinimo) };
}
