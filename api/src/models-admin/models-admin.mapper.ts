import { modelKeyOf } from '@hardprecios/core/models/model-key';
import type { ModelDetail, ModelRow } from '@hardprecios/core/models/models-admin.repository';

export function toAdminModel(m: ModelRow) {
  return {
    id: m.id,
    nombre: m.name,
    listadosCount: m.listings,
    tiendasCount: m.stores,
    // In pesos: the lowest available peso price (dollar prices are never compared with it).
    precioDesde: m.lowestPrice,
  };
}

/** Which evidence a key is, in the words the back office shows. */
const EVIDENCE: Record<string, string> = { gtin: 'GTIN/EAN', mpn: 'Código del fabricante', name: 'Nombre' };

/** A model page: its listings with why they were grouped (the evidence, the name key's parts), the audit. */
export function toAdminModelDetail(m: ModelDetail) {
  return {
    id: m.id,
    clave: m.key,
    creadoEn: m.createdAt.toISOString(),
    listados: m.listings.map((l) => {
      const key = modelKeyOf({ name: l.name, brand: l.brand, storeName: l.storeName });
      return {
        productoId: l.productId,
        nombre: l.name,
        tiendaId: l.storeId,
        nombreTienda: l.storeName,
        precio: l.price,
        moneda: l.currency,
        disponible: l.inStock && !l.removed,
        url: l.url,
        fijado: l.pinned,
        evidencia: l.keys.map((k) => ({ tipo: EVIDENCE[k.slice(0, k.indexOf(':'))] ?? k, clave: k })),
        partes: key.parts,
        ...(key.reason ? { motivo: key.reason } : {}),
      };
    }),
    decisiones: m.decisions.map((d) => ({
      accion: d.action === 'split' ? 'separar' : 'unir',
      modeloId: d.modelId,
      otroModeloId: d.otherModelId,
      productoId: d.productId,
      decididoPor: d.decidedBy,
      decididoEn: d.decidedAt.toISOString(),
    })),
  };
}
