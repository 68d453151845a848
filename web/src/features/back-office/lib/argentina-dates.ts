/** Days as the API counts them: YYYY-MM-DD in Argentina time (America/Argentina/Buenos_Aires). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function argentinaToday(now = new Date()): string {
  return dayFormat.format(now);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** '2025-03-07' → '07/03' for chart labels. */
export function dayMonthLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${d}/${m}`;
}
