import type { Db } from '@hardprecios/core/db/client';
import { AppError } from '@hardprecios/core/errors/app-error';
import { checkBuild, type BuildPart, type BuildSpecs } from '@hardprecios/core/hardware/compatibility/index';
import type { ListedFilter } from '@hardprecios/core/models/model-summaries.repository';
import { wantedParts, type Slot } from '@hardprecios/core/builds/build-parts';
import { priceBuild } from '@hardprecios/core/builds/build-prices';
import { partSpecs, type PartFacts } from './part-specs';
import type { VerifyBody } from './armados.schema';

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

/** The part a listing is for its slot; 400 when its model's stored part type is another one. */
function slotPart(slot: Slot, id: number, part: PartFacts): BuildPart {
  if (part.specs && part.specs.categoria !== slot)
    throw new AppError('bad_request', `El producto ${id} no es ${SLOT_NAMES[slot]}`, {
      parameter: `partes.${slot}`,
    });
  // No stored specs: every check that needs this part's values says 'No pudimos verificar'.
  return { nombre: part.name, especificaciones: part.specs?.especificaciones ?? {} };
}

function place(build: BuildSpecs, slot: Slot, part: BuildPart) {
  if (slot === 'storage') (build.storage ??= []).push(part);
  else build[slot] = part;
}

export function armadosService(db: Db, listedFilter: () => Promise<ListedFilter>) {
  return {
    /**
     * Whether each candidate for one slot fits the parts already chosen (the picker's default list);
     * a candidate replaces the slot's part (a drive is added to the others).
     */
    async candidates(partes: VerifyBody['partes'], parte: Slot, ids: number[]) {
      const wanted = wantedParts(partes).filter((w) => w.slot !== parte || parte === 'storage');
      const byId = await partSpecs(db, [...wanted.map((w) => w.id), ...ids]);
      const base: BuildSpecs = { ramCantidad: partes.ramCantidad };
      for (const w of wanted) place(base, w.slot, slotPart(w.slot, w.id, byId.get(w.id)!));
      return {
        data: ids.map((id) => {
          const part = byId.get(id)!;
          // Thermal paste under Refrigeración, a pen drive under Almacenamiento, a listing whose model has
          // no stored part type: not a part we know for this slot.
          if (part.specs?.categoria !== parte)
            return {
              productoId: id,
              compatible: false,
              incompatibilidades: [`No lo reconocemos como ${SLOT_NAMES[parte]} para armar una PC.`],
            };
          const build: BuildSpecs = { ...base, storage: base.storage && [...base.storage] };
          place(build, parte, { nombre: part.name, especificaciones: part.specs.especificaciones });
          // 'video' asks for a part not chosen yet: it never hides a candidate.
          const checks = checkBuild(build).verificaciones.filter((v) => v.regla !== 'video');
          const incompatibilidades = checks.filter((v) => v.estado === 'incompatible').map((v) => v.mensaje);
          return {
            productoId: id,
            compatible: incompatibilidades.length
              ? false
              : checks.some((v) => v.estado === 'sin-datos')
                ? null
                : true,
            incompatibilidades,
          };
        }),
      };
    },

    /** The checks, each part's best offer and the totals of a build (issue "Armá tu PC"). */
    async verify(partes: VerifyBody['partes']) {
      const wanted = wantedParts(partes);
      // The specs and the offers are read side by side: two statements in all.
      const [byId, prices] = await Promise.all([
        partSpecs(
          db,
          wanted.map((w) => w.id),
        ),
        listedFilter().then((filter) => priceBuild(db, partes, filter)),
      ]);
      if ('unknownId' in prices) throw new AppError('not_found', `No existe el producto ${prices.unknownId}`);
      const build: BuildSpecs = { ramCantidad: partes.ramCantidad };
      for (const w of wanted) place(build, w.slot, slotPart(w.slot, w.id, byId.get(w.id)!));

      const check = checkBuild(build);
      const { lines, best } = prices;
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
          total: { precio: prices.total, moneda: 'ARS' as const },
          totalDolares:
            prices.totalDolares === null ? null : { precio: prices.totalDolares, moneda: 'USD' as const },
          unaTienda: prices.unaTienda,
          pocasTiendas: prices.pocasTiendas,
        },
      };
    },
  };
}
