import type { ProductDetail } from '@hardprecios/core/products/products.repository';

/** A product as the public API spells it (the spec's Spanish fields; name and title repeat nombre). */
export function toProduct(p: ProductDetail) {
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
  };
}
export type Product = ReturnType<typeof toProduct>;

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
