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

const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** An instant as Argentina reads it: '24/11/26, 13:05'. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
