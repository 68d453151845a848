const arsNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** A price as the site shows it: '$ 612.345' (es-AR grouping, no decimals, never rounded up). */
export const formatArs = (value: number) => `$ ${arsNumber.format(Math.floor(value))}`;

/** Either currency the catalog holds, as the back office shows it ('U$S 1.234' for dollars). */
export const formatPrice = (value: number, currency: string) =>
  currency === 'USD' ? `U$S ${arsNumber.format(Math.floor(value))}` : formatArs(value);
