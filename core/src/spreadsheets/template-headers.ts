/** The template's headers, in order (the first two are required). */
export const TEMPLATE_HEADERS = [
  'Nombre',
  'Precio',
  'Precio lista',
  'Precio contado/transferencia',
  'Moneda',
  'URL',
  'Imagen',
  'Categoría',
  'Marca',
  'SKU',
  'EAN',
  'Stock',
  'Descripción',
] as const;
