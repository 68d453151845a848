import type { Db } from '../db/client';
import { modelOffersOf, type ModelOffer } from '../models/model-offers.repository';
import type { ListedFilter } from '../models/model-summaries.repository';
import {
  bestOffer,
  cents,
  fewestStores,
  oneStore,
  type BuildLine,
  type FewStores,
  type StoreTotal,
} from './best-offers';
import { wantedParts, type BuildPartes } from './build-parts';

export interface BuildPrices {
  /** One line per part asked for, in the page's order, with its model's offers. */
  lines: BuildLine[];
  /** Each line's best available offer (else the listing asked for itself). */
  best: ModelOffer[];
  /** The sum of each part's best available peso offer (times its quantity). */
  total: number;
  /** The same over the parts whose best available offer is in dollars; null when none is. */
  totalDolares: number | null;
  /** Every part has an available peso offer: `total` is the build's whole price. */
  complete: boolean;
  unaTienda: StoreTotal | null;
  pocasTiendas: FewStores | null;
}

/**
 * A build's prices, the one way 'Armá tu PC' and its alerts add them up: each part's model's offers read
 * in one statement, each part at its best available offer; pesos and dollars never summed together.
 * `{ unknownId }`: the first listing asked for that does not exist.
 */
export async function priceBuild(
  db: Db,
  partes: BuildPartes,
  filter: ListedFilter,
): Promise<BuildPrices | { unknownId: number }> {
  const wanted = wantedParts(partes);
  const offers = await modelOffersOf(
    db,
    wanted.map((w) => w.id),
    filter,
  );
  const lines: BuildLine[] = [];
  for (const w of wanted) {
    const found = offers.get(w.id);
    if (!found) return { unknownId: w.id };
    lines.push({
      parte: w.slot,
      cantidad: w.cantidad,
      askedId: w.id,
      modelId: found.modelId,
      offers: found.offers,
    });
  }
  const best = lines.map(bestOffer);
  const sum = (currency: 'ARS' | 'USD') =>
    cents(
      best.reduce(
        (acc, o, i) => (o.available && o.currency === currency ? acc + o.price * lines[i]!.cantidad : acc),
        0,
      ),
    );
  const single = oneStore(lines);
  const few = single ? null : fewestStores(lines);
  return {
    lines,
    best,
    total: sum('ARS'),
    totalDolares: best.some((o) => o.available && o.currency === 'USD') ? sum('USD') : null,
    complete: best.every((o) => o.available && o.currency === 'ARS'),
    unaTienda: single && { ...single, total: cents(single.total) },
    pocasTiendas: few && { ...few, total: cents(few.total) },
  };
}
