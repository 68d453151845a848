import type { ModelOffer } from '../models/model-offers.repository';
import type { Slot } from './build-parts';

/** One line of the build: a slot, the listing asked for, and its model's offers (one per store). */
export interface BuildLine {
  parte: Slot;
  cantidad: number;
  askedId: number;
  modelId: number | null;
  offers: ModelOffer[];
}

/** Available, in pesos: what a total may add up. */
const countable = (o: ModelOffer) => o.available && o.currency === 'ARS';

/**
 * The line's best available offer: the offers come in the table's order (pesos before dollars, available
 * and trustworthy first, cheapest first), so the first available one; else the asked listing itself.
 */
export function bestOffer(line: BuildLine): ModelOffer {
  return line.offers.find((o) => o.available) ?? line.offers.find((o) => o.productId === line.askedId)!;
}

export interface StoreTotal {
  tiendaId: number;
  nombreTienda: string;
  total: number;
}

/** The cheapest store that has every line available in pesos; null when none has them all. */
export function oneStore(lines: BuildLine[]): StoreTotal | null {
  if (!lines.length) return null;
  let best: StoreTotal | null = null;
  for (const first of lines[0]!.offers.filter(countable)) {
    let total = 0;
    for (const line of lines) {
      const offer = line.offers.find((o) => o.storeId === first.storeId && countable(o));
      if (!offer) {
        total = NaN;
        break;
      }
      total += offer.price * line.cantidad;
    }
    if (!Number.isNaN(total) && (!best || total < best.total))
      best = { tiendaId: first.storeId, nombreTienda: first.storeName, total };
  }
  return best;
}

export interface FewStores {
  tiendas: { tiendaId: number; nombreTienda: string }[];
  total: number;
}

/**
 * When no single store has everything: the fewest stores that cover the lines (greedy: the store covering
 * most open lines, cheaper first on ties), each line bought at the cheapest of them. Null when some line
 * has no available peso offer anywhere.
 */
export function fewestStores(lines: BuildLine[]): FewStores | null {
  if (!lines.length || lines.some((l) => !l.offers.some(countable))) return null;
  const open = new Set(lines.map((_, i) => i));
  const chosen = new Map<number, string>();
  while (open.size) {
    const score = new Map<number, { name: string; covers: number; cost: number }>();
    for (const i of open)
      for (const o of lines[i]!.offers.filter(countable)) {
        const s = score.get(o.storeId) ?? { name: o.storeName, covers: 0, cost: 0 };
        s.covers += 1;
        s.cost += o.price * lines[i]!.cantidad;
        score.set(o.storeId, s);
      }
    const [storeId, s] = [...score].sort(([, a], [, b]) => b.covers - a.covers || a.cost - b.cost)[0]!;
    chosen.set(storeId, s.name);
    for (const i of [...open])
      if (lines[i]!.offers.some((o) => o.storeId === storeId && countable(o))) open.delete(i);
  }
  let total = 0;
  for (const line of lines) {
    const prices = line.offers.filter((o) => countable(o) && chosen.has(o.storeId)).map((o) => o.price);
    total += Math.min(...prices) * line.cantidad;
  }
  return { tiendas: [...chosen].map(([tiendaId, nombreTienda]) => ({ tiendaId, nombreTienda })), total };
}

/** Money sums kept to cents (prices are numeric(12,2)). */
export const cents = (n: number) => Math.round(n * 100) / 100;
