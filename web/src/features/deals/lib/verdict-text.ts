import type { Currency, Verdict } from '../../../api/types';
import { formatPrice } from '../../../lib/format';

/** The badge of a result card whose price is the lowest of the last 90 days. */
export const MIN_90_BADGE = 'Mínimo de 90 días';

/** The verdict as one plain line under the price. */
export function verdictLabel(verdict: Verdict): string {
  switch (verdict.tipo) {
    case 'minimo':
      return 'Precio más bajo de los últimos 90 días';
    case 'debajo':
      return `${verdict.porcentaje} % por debajo del precio habitual`;
    case 'habitual':
      return 'Precio habitual';
    case 'encima':
      return `${verdict.porcentaje} % por encima del precio habitual`;
  }
}

const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

/** How the verdict was reached: the period, the stores and the figures compared. */
export function verdictExplanation(verdict: Verdict): string {
  const stores = verdict.tiendas === 1 ? '1 tienda' : `${verdict.tiendas} tiendas`;
  return (
    `Comparamos el mejor precio de hoy con el precio más bajo de cada día en ${stores}, ` +
    `desde el ${dayMonthYear(verdict.desde)}: mínimo ${formatPrice(verdict.minimo90, verdict.moneda)}, ` +
    `habitual ${formatPrice(verdict.mediana90, verdict.moneda)}, máximo ${formatPrice(verdict.maximo90, verdict.moneda)}.`
  );
}

/**
 * A card shows the badge only when its own price is the model's best: the verdict is about that price
 * (in pesos, of an available offer), and another store's dearer listing, an out-of-stock one or a
 * dollar one is not a 90-day low.
 */
export function showsMin90Badge(card: {
  price: number;
  currency: Currency;
  available?: boolean;
  fromPrice?: number | null;
  verdict?: Verdict | null;
}) {
  if (card.verdict?.tipo !== 'minimo' || card.available === false || card.currency !== 'ARS') return false;
  return card.fromPrice !== null && card.fromPrice !== undefined && card.price <= card.fromPrice;
}
