import type { PriceStats } from './price-stats';

/** Fewer days of history than this, and nothing is said about a price. */
export const MIN_HISTORY_DAYS = 14;
/** Within this many percent of the usual price, a price is the usual one. */
export const USUAL_BAND_PERCENT = 5;

export const VERDICT_KINDS = ['minimo', 'debajo', 'habitual', 'encima'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** Whether today's best price is a good one, as the API gives it (`veredicto`). */
export interface Verdict {
  tipo: VerdictKind;
  /** How far from the usual (median) price, in whole percent. */
  porcentaje: number;
  minimo90: number;
  mediana90: number;
  maximo90: number;
  /** The first day the comparison covers (YYYY-MM-DD). */
  desde: string;
  /** Stores whose prices it covers. */
  tiendas: number;
}

/**
 * Today's best available price against the model's last 90 days: the lowest of them ('minimo', only
 * when that is under the usual price: a price that never moves is simply the usual one), else how far
 * from the usual (median) price. Nothing without a price today or with under 14 days of history.
 */
export function verdictOf(stats: PriceStats | undefined, best: number | null): Verdict | null {
  if (!stats || best === null || stats.days < MIN_HISTORY_DAYS) return null;
  const { lowest, median, highest, since } = stats;
  if (lowest === null || median === null || highest === null || since === null || median <= 0) return null;
  const offPercent = ((best - median) / median) * 100;
  const tipo: VerdictKind =
    best <= lowest && best < median
      ? 'minimo'
      : offPercent <= -USUAL_BAND_PERCENT
        ? 'debajo'
        : offPercent >= USUAL_BAND_PERCENT
          ? 'encima'
          : 'habitual';
  return {
    tipo,
    porcentaje: Math.round(Math.abs(offPercent)),
    minimo90: lowest,
    mediana90: median,
    maximo90: highest,
    desde: since,
    tiendas: stats.stores,
  };
}
