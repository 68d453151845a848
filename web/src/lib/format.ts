import type { Currency } from '../api/types';

const arsNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

const SYMBOL: Record<Currency, string> = { ARS: '$', USD: 'U$S' };

/**
 * A price as shown everywhere, always with its currency: floored (never rounded up), es-AR grouping,
 * no decimals: '$ 612.345' in pesos, 'U$S 300' in dollars.
 */
export function formatPrice(value: number | null | undefined, currency: Currency): string {
  const symbol = SYMBOL[currency] ?? currency;
  if (value === null || value === undefined || !Number.isFinite(value)) return `${symbol} -`;
  return `${symbol} ${arsNumber.format(Math.floor(value))}`;
}

/** Day/month label of a price-history point: '23/11'. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}`;
}

const relative = new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, as people say it: 'hace 3 horas', 'ayer', 'recién'. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return '';
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'recién';
}
