/**
 * The site's price format ('$ 612.345': floored, es-AR grouping). A copy of lib/format's on purpose:
 * importing that module here would split it out of the chunk the public home loads as it is.
 */
const ars = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '$ -';
  return `$ ${ars.format(Math.floor(value))}`;
}
