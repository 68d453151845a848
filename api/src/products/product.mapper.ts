import type { ModelSpecs } from '@hardprecios/core/models/specs/combine-specs';
import type { ModelOffers } from '@hardprecios/core/models/model-offers.repository';
import type { DailyPrice } from '@hardprecios/core/models/model-history';
import type { ProductDetail } from '@hardprecios/core/products/products.repository';
import { currencyOf, PESOS } from '@hardprecios/core/catalog/currency';
import type { PricePoint } from '@hardprecios/core/price-history/price-history.repository';
import { modelFigures } from '../search/model-figures';
import type { ModelFacts } from '../search/search-runtime';

/**
 * A product as the public API spells it (the spec's Spanish fields; name and title repeat nombre), its
 * prices in `moneda`. `modeloId`: the exact product it is an offer of; `tiendasCount`, `precioDesde`,
 * `ofertaDesde` and `veredicto`: that product's figures in pesos (see search/model-figures.ts).
 */
export function toProduct(p: ProductDetail, summary?: ModelFacts) {
  const available = p.removedAt === null && p.inStock;
  return {
    id: p.id,
    nombre: p.name,
    name: p.name,
    title: p.name,
    precio: p.price,
    precioLista: p.listPrice ?? null,
    precioContado: p.cashPrice ?? null,
    moneda: currencyOf(p.currency),
    descripcion: p.description,
    url: p.url,
    imagenes: p.images,
    destacado: p.featured,
    disponible: available,
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
    ...modelFigures(
      {
        id: p.id,
        storeId: p.storeId,
        storeName: p.store.name,
        price: p.price,
        currency: currencyOf(p.currency),
        available,
      },
      summary,
    ),
  };
}
export type Product = ReturnType<typeof toProduct>;

/**
 * The model's specs as GET /api/products/{id} answers them: `tipoPieza` (the read-specs part type, null
 * when the listing is no single part or its stores disagree), `especificaciones` (contract keys),
 * `fuentes` (each key: 'nombre', 'opendb:<id>', 'descripcion' or 'operador') and `opendb` (the linked entry's id).
 * Only values sure enough to show: a model with none answers empty objects.
 */
export function toSpecs(specs: ModelSpecs | null) {
  return {
    tipoPieza: specs?.categoria ?? null,
    especificaciones: specs?.especificaciones ?? {},
    fuentes: specs?.fuentes ?? {},
    opendb: specs?.opendb ?? null,
  };
}
export type ProductWithSpecs = Product & ReturnType<typeof toSpecs>;

/**
 * GET /api/products/{id}/ofertas: the model's offers, one per store, as 'Comparar precios' lists them:
 * each with its own listing's name and its currency (peso offers first, dollar offers after them).
 */
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
      moneda: o.currency,
      disponible: o.available,
      precioDudoso: o.doubtful,
      actualizadoEn: o.checkedAt.toISOString(),
      url: o.url,
      condicion: o.condition,
    })),
  };
}

/** GET /api/products/{id}/historial-modelo: the model's lowest peso price across stores per day. */
export function toModelHistory(series: DailyPrice[]) {
  return series.map((d) => ({ fecha: d.day, precioMinimo: d.price, moneda: PESOS }));
}

/** GET /api/products/historial-precio/{id}: the listing's price changes, each in its currency. */
export function toPriceHistory(points: PricePoint[]) {
  return points.map((p) => ({
    fechaDeCambio: p.changedAt.toISOString(),
    precioActual: p.price,
    moneda: p.currency,
  }));
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
    // The peso prices' bounds of the whole result set, all pages together; 0 when no peso listing matches.
    minPrice: priceStats?.min ?? 0,
    maxPrice: priceStats?.max ?? 0,
  };
}
