import { sql, type SQL } from 'drizzle-orm';

/**
 * The currencies a listing's price may be in. There is no exchange rate in the catalog, so a price is
 * only ever compared with prices of its own currency:
 * - price orders put every peso listing before every dollar listing (in either direction);
 * - a price range, the price bounds of a result and the spec's price threshold (≤ 100 hidden) are about
 *   pesos: a peso range matches no dollar listing, and dollar prices are held to the reading-quality
 *   bounds instead (core/src/ingestion/reading-quality.ts);
 * - a model's figures (stores, 'desde', verdict, history, alerts) are over its available peso offers;
 *   its dollar offers are listed apart.
 */
export const CURRENCIES = ['ARS', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency a model's figures are in. */
export const PESOS: Currency = 'ARS';
/** A model offered in dollars alone says its stores and lowest price in dollars, apart from pesos. */
export const DOLLARS: Currency = 'USD';

/** A currency code as stored (the database only holds these two). */
export function currencyOf(code: string): Currency {
  if (code === 'ARS' || code === 'USD') return code;
  throw new Error(`moneda desconocida: ${code}`);
}

/**
 * SQL: the listing (table alias `alias`, with `price` and `currency`) passes the spec's threshold: a peso
 * price above it, or any dollar price.
 */
export function passesThreshold(alias: string, threshold: number): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.currency <> 'ARS' OR ${a}.price > ${threshold})`;
}

/** SQL: a peso price within inclusive bounds (either may be absent); a dollar price never is. */
export function pesoPriceWithin(alias: string, min: number | undefined, max: number | undefined): SQL {
  const a = sql.raw(alias);
  const bounds = [sql`${a}.currency = 'ARS'`];
  if (min !== undefined) bounds.push(sql`${a}.price >= ${min}`);
  if (max !== undefined) bounds.push(sql`${a}.price <= ${max}`);
  return sql.join(bounds, sql` AND `);
}
