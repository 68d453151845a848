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
    'precio normal',
    'precio final',
    'precio de venta',
    'precio venta',
    'pvp',
    'importe',
    'price',
    'final price',
  ],
  /** The promotion price beside the regular one (Tiendanube, WooCommerce exports): the price while it lasts. */
  salePrice: [
    'precio promocional',
    'precio rebajado',
    'precio oferta',
    'precio de oferta',
    'precio promo',
    'sale price',
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
  /** Tiendanube's product slug: the page is <store>/productos/<slug>/. */
  tiendanubeSlug: ['identificador de url'],
  /** WooCommerce's product slug: the page is <store>/producto/<slug>/. */
  wooSlug: ['slug'],
  /** WooCommerce's 'Publicado' (1 published, 0 draft, -1 private); Tiendanube's 'Mostrar en tienda' (SI/NO). */
  published: ['publicado', 'published', 'mostrar en tienda', 'mostrar en mi tienda en linea'],
  /**
   * WooCommerce's 'Tipo': a 'variable' or 'grouped' product's own row has no price (its variations and
   * children have theirs, in rows of their own).
   */
  productType: ['tipo', 'type'],
  /** Tiendanube's variant values ('Negro', '16GB'): each variant is a row of its own. */
  option1: ['valor de propiedad 1'],
  option2: ['valor de propiedad 2'],
  option3: ['valor de propiedad 3'],
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
  sku: ['sku', 'codigo', 'cod', 'codigo interno', 'code', 'id', 'id producto', 'product id'],
  brand: ['marca', 'marcas', 'fabricante', 'brand', 'brands', 'manufacturer'],
  stock: [
    'stock',
    'en inventario',
    'inventario',
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
    .replace(/u\$s|[$_.:*#¿?]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_HEADER = new Map<string, SheetField>();
for (const [field, names] of Object.entries(SHEET_FIELDS) as [SheetField, readonly string[]][]) {
  for (const name of names) BY_HEADER.set(normalizeHeader(name), field);
}

/**
 * Column index of each field found. When two columns mean the same field, the name listed first above
 * wins ('SKU' over WooCommerce's 'ID', 'Precio' over 'Precio final'), then the first column.
 */
export type ColumnMap = Partial<Record<SheetField, number>>;

export function mapColumns(headers: unknown[]): ColumnMap {
  const map: ColumnMap = {};
  const rankOf: Partial<Record<SheetField, number>> = {};
  headers.forEach((header, index) => {
    if (typeof header !== 'string' && typeof header !== 'number') return;
    const normalized = normalizeHeader(String(header));
    const field = BY_HEADER.get(normalized);
    if (!field) return;
    const rank = (SHEET_FIELDS[field] as readonly string[]).findIndex(
      (n) => normalizeHeader(n) === normalized,
    );
    if (map[field] === undefined || rank < rankOf[field]!) {
      map[field] = index;
      rankOf[field] = rank;
    }
  });
  // A sheet whose only price is called "Sale price" sells at it.
  if (map.price === undefined && map.salePrice !== undefined) {
    map.price = map.salePrice;
    delete map.salePrice;
  }
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
