/** The fields a spreadsheet column can feed, and the header names (Spanish or English) that mean each. */
export const SHEET_FIELDS = {
  name: [
    'nombre',
    'producto',
    'nombre del producto',
    'nombre producto',
    'articulo',
    'titulo',
    'name',
    'product',
    'product name',
    'title',
    'item',
  ],
  price: [
    'precio',
    'precio final',
    'precio de venta',
    'precio venta',
    'pvp',
    'importe',
    'price',
    'sale price',
    'final price',
  ],
  listPrice: [
    'precio lista',
    'precio de lista',
    'precio regular',
    'precio anterior',
    'precio sin descuento',
    'list price',
    'regular price',
    'compare at price',
    'msrp',
  ],
  cashPrice: [
    'precio contado',
    'precio de contado',
    'precio efectivo',
    'precio transferencia',
    'precio contado transferencia',
    'precio contado/transferencia',
    'precio especial',
    'precio especial transferencia',
    'contado',
    'efectivo',
    'transferencia',
    'contado/transferencia',
    'cash price',
    'transfer price',
  ],
  url: [
    'url',
    'link',
    'enlace',
    'url del producto',
    'url producto',
    'link del producto',
    'permalink',
    'product url',
  ],
  image: [
    'imagen',
    'imagenes',
    'foto',
    'fotos',
    'url imagen',
    'url de la imagen',
    'image',
    'images',
    'image url',
    'picture',
    'photo',
  ],
  category: ['categoria', 'categorias', 'rubro', 'seccion', 'familia', 'category', 'categories'],
  sku: ['sku', 'codigo', 'cod', 'codigo interno', 'id', 'id producto', 'code', 'product id'],
  brand: ['marca', 'fabricante', 'brand', 'manufacturer'],
  stock: [
    'stock',
    'disponible',
    'disponibilidad',
    'en stock',
    'existencia',
    'existencias',
    'available',
    'availability',
    'in stock',
  ],
  ean: ['ean', 'codigo de barras', 'gtin', 'upc', 'barcode'],
  mpn: ['mpn', 'part number', 'numero de parte', 'nro de parte', 'pn', 'modelo', 'model'],
  currency: ['moneda', 'divisa', 'currency'],
  description: ['descripcion', 'detalle', 'description', 'details'],
} as const;

export type SheetField = keyof typeof SHEET_FIELDS;

/** `Categoría:` → `categoria`, `Precio (IVA inc.) $` → `precio`, `PRECIO_LISTA` → `precio lista`. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/u\$s|[$_.:*#]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_HEADER = new Map<string, SheetField>();
for (const [field, names] of Object.entries(SHEET_FIELDS) as [SheetField, readonly string[]][]) {
  for (const name of names) BY_HEADER.set(normalizeHeader(name), field);
}

/** Column index of each field found; the first column wins when two mean the same field. */
export type ColumnMap = Partial<Record<SheetField, number>>;

export function mapColumns(headers: unknown[]): ColumnMap {
  const map: ColumnMap = {};
  headers.forEach((header, index) => {
    if (typeof header !== 'string' && typeof header !== 'number') return;
    const field = BY_HEADER.get(normalizeHeader(String(header)));
    if (field && map[field] === undefined) map[field] = index;
  });
  // Price lists often call the product's name "Descripción".
  if (map.name === undefined && map.description !== undefined) {
    map.name = map.description;
    delete map.description;
  }
  return map;
}

/** A header row names at least the product and its price. */
export function isHeaderRow(map: ColumnMap): boolean {
  return map.name !== undefined && (map.price !== undefined || map.cashPrice !== undefined);
}
