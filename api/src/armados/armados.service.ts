import { inArray } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';
import { products } from '@hardprecios/core/db/schema';
import { AppError } from '@hardprecios/core/errors/app-error';
import { checkBuild, type BuildPart, type BuildSpecs } from '@hardprecios/core/hardware/compatibility/index';
import { modelOffers } from '@hardprecios/core/models/model-offers.repository';
import type { ListedFilter } from '@hardprecios/core/models/model-summaries.repository';
import { bestOffer, cents, fewestStores, oneStore, type BuildLine } from './best-offers';
import { partSpecs } from './part-specs';
import type { VerifyBody } from './armados.schema';

type Slot = 'cpu' | 'motherboard' | 'ram' | 'gpu' | 'storage' | 'psu' | 'case' | 'cooler';
const SLOTS: Slot[] = ['cpu', 'motherboard', 'ram', 'gpu', 'storage', 'psu', 'case', 'cooler'];

/** How a 400 names a slot's part type. */
const SLOT_NAMES: Record<Slot, string> = {
  cpu: 'un procesador',
  motherboard: 'una mother',
  ram: 'una memoria RAM',
  gpu: 'una placa de video',
  storage: 'un disco',
  psu: 'una fuente',
  case: 'un gabinete',
  cooler: 'una refrigeración',
};

/** The slot and id of each part asked for, storage drives one by one. */
function asked(partes: VerifyBody['partes']): { slot: Slot; id: number; cantidad: number }[] {
  return SLOTS.flatMap((slot) => {
    if (slot === 'storage') return (partes.storage ?? []).map((id) => ({ slot, id, cantidad: 1 }));
    const id = partes[slot];
    return id === undefined ? [] : [{ slot, id, cantidad: slot === 'ram' ? (partes.ramCantidad ?? 1) : 1 }];
  });
}

export function armadosService(db: Db, listedFilter: () => Promise<ListedFilter>) {
  return {
    /** The checks, each part's best offer and the totals of a build (issue "Armá tu PC"). */
    async verify(partes: VerifyBody['partes']) {
      const wanted = asked(partes);
      const ids = [...new Set(wanted.map((w) => w.id))];
      const facts = ids.length
        ? await db
            .select({
              id: products.id,
              name: products.name,
              brand: products.brand,
              sku: products.sku,
              mpn: products.mpn,
            })
            .from(products)
            .where(inArray(products.id, ids))
        : [];
      const byId = new Map(facts.map((f) => [f.id, f]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing !== undefined) throw new AppError('not_found', `No existe el producto ${missing}`);

      const filter = await listedFilter();
      const build: BuildSpecs = { ramCantidad: partes.ramCantidad };
      const lines: BuildLine[] = [];
      for (const w of wanted) {
        const listing = byId.get(w.id)!;
        const reading = partSpecs(listing);
        if (reading.categoria !== 'other' && reading.categoria !== w.slot)
          throw new AppError('bad_request', `El producto ${w.id} no es ${SLOT_NAMES[w.slot]}`, {
            parameter: `partes.${w.slot}`,
          });
        const part: BuildPart = { nombre: listing.name, especificaciones: reading.especificaciones };
        if (w.slot === 'storage') (build.storage ??= []).push(part);
        else build[w.slot] = part;
        const offers = await modelOffers(db, w.id, filter);
        if (!offers) throw new AppError('not_found', `No existe el producto ${w.id}`);
        lines.push({
          parte: w.slot,
          cantidad: w.cantidad,
          askedId: w.id,
          modelId: offers.modelId,
          offers: offers.offers,
        });
      }

      const check = checkBuild(build);
      const best = lines.map(bestOffer);
      const sum = (currency: 'ARS' | 'USD') =>
        cents(
          best.reduce(
            (acc, o, i) =>
              o.available && o.currency === currency ? acc + o.price * lines[i]!.cantidad : acc,
            0,
          ),
        );
      const dollars = best.some((o) => o.available && o.currency === 'USD');
      const single = oneStore(lines);
      const few = single ? null : fewestStores(lines);
      return {
        data: {
          compatible: check.compatible,
          verificaciones: check.verificaciones,
          consumoEstimadoW: check.consumoEstimadoW,
          potenciaRecomendadaW: check.potenciaRecomendadaW,
          partes: best.map((o, i) => {
            const line = lines[i]!;
            return {
              parte: line.parte,
              productoId: o.productId,
              modeloId: line.modelId,
              nombre: o.name,
              precio: o.price,
              moneda: o.currency,
              tienda: o.storeName,
              disponible: o.available,
              cantidad: line.cantidad,
              tiendaId: o.storeId,
              url: o.url,
              tiendas: line.offers.filter((x) => x.available).length,
            };
          }),
          total: { precio: sum('ARS'), moneda: 'ARS' as const },
          totalDolares: dollars ? { precio: sum('USD'), moneda: 'USD' as const } : null,
          unaTienda: single && { ...single, total: cents(single.total) },
          pocasTiendas: few && { ...few, total: cents(few.total) },
        },
      };
    },
  };
}
