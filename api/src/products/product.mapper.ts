import type { ModelOffers } from '@hardprecios/core/models/model-offers.repository';
import type { DailyPrice } from '@hardprecios/core/models/model-history';
import type { ProductDetail } from '@hardprecios/core/products/products.repository';
import type { ModelFacts } from '../search/search-runtime';

/**
 * A product as the public API spells it (the spec's Spanish fields; name and title repeat nombre).
 * `modeloId`, `tiendasCount` and `precioDesde`: the exact product it is an offer of, how many stores
 * list that product and its lowest available price; `veredicto`, whether that price is a good one.
 */
export function toProduct(p: ProductDetail, summary?: ModelFacts) {
  return {
    id: p.id,
    nombre: p.name,
    name: p.name,
    title: p.name,
    precio: p.price,
    precioLista: p.listPrice ?? null,
    precioContado: p.cashPrice ?? null,
    moneda: p.currency,
    descripcion: p.description,
    url: p.url,
    imagenes: p.images,
    destacado: p.featured,
    disponible: p.removedAt === null && p.inStock,
    tiendaId: p.storeId,
    tienda: {
      id: p.store.id,
      nombre: p.store.name,
      imagenes: p.store.images,
      provinciaId: p.store.provinceId,
      logo: p.store.logo,
    },
    nombreTienda: p.store.name,
    logoTienda: p.store.logo,
    categorias: p.categories.map((c) => ({ categoria: { id: c.id, nombre: c.title } })),
    actualizadoEn: p.priceCheckedAt.toISOString(),
    modeloId: p.modelId,
    tiendasCount: summary?.stores ?? 1,
    precioDesde: summary ? summary.lowestPrice : p.inStock && p.removedAt === null ? p.price : null,
    veredicto: summary?.verdict ?? null,
  };
}
export type Product = ReturnType<typeof toProduct>;

/** GET /api/products/{id}/ofertas: the model's offers, one per store, as 'Comparar precios' lists them. */
export function toOffers(name: string, { modelId, offers }: ModelOffers) {
  return {
    modeloId: modelId,
    nombre: name,
    ofertas: offers.map((o) => ({
      productoId: o.productId,
      tiendaId: o.storeId,
      nombreTienda: o.storeName,
      logoTienda: o.storeLogo,
      nombre: o.name,
      precio: o.price,
      precioContado: o.cashPrice,
      precioLista: o.listPrice,
      disponible: o.available,
      precioDudoso: o.doubtful,
      actualizadoEn: o.checkedAt.toISOString(),
      url: o.url,
    })),
  };
}

/** GET /api/products/{id}/historial-modelo: the model's lowest price across stores per day. */
export function toModelHistory(series: DailyPrice[]) {
  return series.map((d) => ({ fecha: d.day, precioMinimo: d.price }));
}

/** Every paged answer: the page, and what the client's paging and price slider need. */
export function toPaged<T>(
  data: T[],
  {
    page,
    limit,
    total,
    priceStats,
  }: { page: number; limit: number; total: number; priceStats: { min: number; max: number } | null },
) {
  const totalPages = Math.ceil(total / limit);
  return {
    data,
    currentPage: page,
    totalPages,
    totalItems: total,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    // Of the whole result set, all pages together; 0 when nothing matches.
    minPrice: priceStats?.min ?? 0,
    maxPrice: priceStats?.max ?? 0,
  };
}
