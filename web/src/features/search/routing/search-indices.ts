/** Index names of POST /api/search: relevance, and price ascending/descending for the sort select. */
export const PRODUCTS_INDEX = 'productos';
export const SORT_INDICES = {
  asc: 'productos_precio_asc',
  desc: 'productos_precio_desc',
} as const;

export const FACETS = { category: 'categoria', store: 'tienda', province: 'provincia' } as const;
export const PRICE_ATTRIBUTE = 'precio';

/** The sort select's options, in the spec's words ('-' is the default order, shown as 'Seleccionar'). */
export const SORT_ITEMS = [
  { label: 'Seleccionar', value: PRODUCTS_INDEX },
  { label: 'mayor precio', value: SORT_INDICES.desc },
  { label: 'menor precio', value: SORT_INDICES.asc },
];
