const arsNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** A price as shown everywhere: floored (never rounded up), es-AR grouping, no decimals: '$ 612.345'. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '$ -';
  return `$ ${arsNumber.format(Math.floor(value))}`;
}

/** Day/month label of a price-history point: '23/11'. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}`;
}
