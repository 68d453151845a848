const arsNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** A price as the site shows it: '$ 612.345' (es-AR grouping, no decimals, never rounded up). */
export const formatArs = (value: number) => `$ ${arsNumber.format(Math.floor(value))}`;
