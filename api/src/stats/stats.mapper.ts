import type { ProductVisitRow } from '@hardprecios/core/stats/stats.repository';

/** The statistics reads in the spec's Spanish field names. */

export const toDaySeries = (rows: { day: string; count: number }[]) =>
  rows.map((r) => ({ fecha: r.day, cantidad: r.count }));

export const toProductRanking = (rows: ProductVisitRow[]) =>
  rows.map((r) => ({
    productoId: r.productId,
    nombreProducto: r.name,
    cantidadBusquedas: r.visits,
    precio: r.price,
    moneda: r.currency,
    tiendaId: r.storeId,
    nombreTienda: r.storeName,
  }));

export const toStoreRanking = (rows: { storeId: number; storeName: string; visits: number }[]) =>
  rows.map((r) => ({ tiendaId: r.storeId, nombreTienda: r.storeName, cantidadBusquedas: r.visits }));

export const toCategoryAccesses = (rows: { categoryId: number; categoryName: string; accesses: number }[]) =>
  rows.map((r) => ({
    categoriaId: r.categoryId,
    categoria: { nombre: r.categoryName },
    cantidadAccesos: r.accesses,
  }));

export const toRedirectSummary = (r: { redirects: number; productVisits: number }) => ({
  visitas: r.redirects,
  busquedasProducto: r.productVisits,
});
