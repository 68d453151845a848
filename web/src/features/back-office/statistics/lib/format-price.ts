/**
 * The site's price format ('$ 612.345', 'U$S 300': floored, es-AR grouping). A copy of lib/format's on
 * purpose: importing that module here would split it out of the chunk the public home loads as it is.
 */
const ars = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

export function formatPrice(value: number | null | undefined, currency: string): string {
  const symbol = currency === 'USD' ? 'U$S' : '$';
  if (value === null || value === undefined || !Number.isFinite(value)) return `${symbol} -`;
  return `${symbol} ${ars.format(Math.floor(value))}`;
}
