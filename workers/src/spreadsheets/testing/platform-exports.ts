/**
 * Exports Argentine hardware stores have at hand, byte for byte as their tools write them, for tests
 * that import them without editing: Tiendanube's product export (';', ISO-8859-1, every field quoted,
 * multi-line descriptions, a product with variants), WooCommerce's Spanish CSV export (',', UTF-8 with
 * BOM, a variable product) and an ERP's price list (xlsx, and the same list saved as CSV by Excel on
 * Windows: ';', Windows-1252).
 */
import { writeXlsx } from './sheet-files';

/** The store's own site (its website in the store record): the host of pages built from slugs. */
export const EXPORT_STORE_SITE = 'https://www.hardtienda.com.ar';

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
const csvLine = (cells: string[], separator: string, quoteAll: boolean) =>
  cells.map((c) => (quoteAll || /[",;\r\n]/.test(c) ? quoted(c) : c)).join(separator);

const TIENDANUBE_HEADER = [
  'Identificador de URL',
  'Nombre',
  'Categorías',
  'Nombre de propiedad 1',
  'Valor de propiedad 1',
  'Nombre de propiedad 2',
  'Valor de propiedad 2',
  'Nombre de propiedad 3',
  'Valor de propiedad 3',
  'Precio',
  'Precio promocional',
  'Peso (kg)',
  'Alto (cm)',
  'Ancho (cm)',
  'Profundidad (cm)',
  'Stock',
  'SKU',
  'Código de barras',
  'Mostrar en tienda',
  'Envío sin cargo',
  'Descripción',
  'Tags',
  'Título para SEO',
  'Descripción para SEO',
  'Marca',
  'Producto Físico',
  'MPN (Número de pieza del fabricante)',
  'Sexo',
  'Rango de edad',
  'Costo',
] as const;

type TiendanubeColumn = (typeof TIENDANUBE_HEADER)[number];

const tiendanubeRow = (cells: Partial<Record<TiendanubeColumn, string>>) =>
  TIENDANUBE_HEADER.map((column) => cells[column] ?? '');

/**
 * Spreadsheet rows 2–11 (10 rows, 9 products: the mouse has two variants, the second row naming only
 * its variant). Row 7 has no price and row 9 is hidden from the store: both are refused, after cells
 * with line breaks that make the file's lines outnumber its rows.
 */
export const TIENDANUBE_ROWS = [
  tiendanubeRow({
    'Identificador de URL': 'placa-de-video-gigabyte-geforce-rtx-4060-windforce-oc-8gb',
    Nombre: 'Placa de Video Gigabyte GeForce RTX 4060 Windforce OC 8GB',
    Categorías: 'Componentes > Placas de Video',
    Precio: '822,271.00',
    'Precio promocional': '759,999.00',
    'Peso (kg)': '1.20',
    'Alto (cm)': '5.00',
    'Ancho (cm)': '25.00',
    'Profundidad (cm)': '13.00',
    Stock: '4',
    SKU: 'GV-N4060WF2OC-8GD',
    'Código de barras': '4719331353237',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Descripción:
      '<p>Refrigeración WINDFORCE con dos ventiladores de 80 mm.</p>\n<p>Salidas: 2x HDMI 2.1a y 2x DisplayPort 1.4a.</p>',
    Tags: 'gigabyte,rtx 4060,placa de video',
    'Título para SEO': 'Placa de Video Gigabyte RTX 4060 Windforce OC 8GB',
    'Descripción para SEO': 'Comprá la RTX 4060 Windforce OC con envío a todo el país.',
    Marca: 'Gigabyte',
    'Producto Físico': 'SI',
    'MPN (Número de pieza del fabricante)': 'GV-N4060WF2OC-8GD',
    Costo: '650,000.00',
  }),
  tiendanubeRow({
    'Identificador de URL': 'procesador-amd-ryzen-7-7800x3d-am5',
    Nombre: 'Procesador AMD Ryzen 7 7800X3D 8 Núcleos AM5',
    Categorías: 'Componentes > Procesadores',
    Precio: '1,099,999.00',
    'Peso (kg)': '0.30',
    Stock: '0',
    SKU: '100-100000910WOF',
    'Código de barras': '0730143314930',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'SI',
    Descripción: 'Tecnología AMD 3D V-Cache.\r\nFrecuencia máxima: 5,0 GHz.\r\nNo incluye cooler.',
    Marca: 'AMD',
    'Producto Físico': 'SI',
    'MPN (Número de pieza del fabricante)': '100-100000910WOF',
    Costo: '890,000.00',
  }),
  tiendanubeRow({
    'Identificador de URL': 'motherboard-asus-tuf-gaming-b650-plus-wifi',
    Nombre: 'Motherboard ASUS TUF Gaming B650-Plus WiFi AM5 DDR5',
    Categorías: 'Componentes > Motherboards',
    Precio: '329,900.00',
    'Peso (kg)': '1.10',
    // Blank: Tiendanube's "stock infinito".
    Stock: '',
    SKU: '90MB1BY0-M0EAY0',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Descripción: '<p>Socket AM5, 4 slots DDR5 y WiFi 6.</p>',
    Marca: 'ASUS',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'mouse-gamer-logitech-g203-lightsync-rgb',
    Nombre: 'Mouse Gamer Logitech G203 Lightsync RGB',
    Categorías: 'Periféricos > Mouses',
    'Nombre de propiedad 1': 'Color',
    'Valor de propiedad 1': 'Negro',
    Precio: '39,999.00',
    'Precio promocional': '34,999.00',
    'Peso (kg)': '0.15',
    Stock: '15',
    SKU: '910-005793',
    'Código de barras': '097855160851',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Descripción: '<p>Sensor de 8.000 DPI y 6 botones programables.</p>\n<p>Iluminación RGB Lightsync.</p>',
    Marca: 'Logitech',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'mouse-gamer-logitech-g203-lightsync-rgb',
    'Nombre de propiedad 1': 'Color',
    'Valor de propiedad 1': 'Blanco',
    Precio: '39,999.00',
    'Precio promocional': '34,999.00',
    'Peso (kg)': '0.15',
    Stock: '0',
    SKU: '910-005794',
    'Código de barras': '097855160868',
  }),
  tiendanubeRow({
    'Identificador de URL': 'monitor-samsung-odyssey-g5-27-qhd-165hz',
    Nombre: 'Monitor Samsung Odyssey G5 27" QHD 165Hz Curvo',
    Categorías: 'Monitores',
    // "Precio a consultar": no price in the export.
    Precio: '',
    Stock: '2',
    SKU: 'LC27G55TQBLXZB',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Marca: 'Samsung',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'fuente-cooler-master-mwe-650-bronze-v2',
    Nombre: 'Fuente Cooler Master MWE 650 Bronze V2 80 Plus 650W',
    Categorías: 'Componentes > Fuentes',
    Precio: '119,500.00',
    // A stale promotion above the price: not a sale.
    'Precio promocional': '129,000.00',
    Stock: '7',
    SKU: 'MPE-6501-ACAAW-AR',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Descripción: 'Certificación 80 Plus Bronze.\nVentilador de 120 mm silencioso.',
    Marca: 'Cooler Master',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'disco-solido-ssd-kingston-nv2-1tb-m2-nvme',
    Nombre: 'Disco Sólido SSD Kingston NV2 1TB M.2 NVMe PCIe 4.0',
    Categorías: 'Almacenamiento',
    Precio: '89,990.00',
    Stock: '32',
    SKU: 'SNV2S/1000G',
    'Mostrar en tienda': 'NO',
    'Envío sin cargo': 'NO',
    Marca: 'Kingston',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'teclado-mecanico-redragon-kumara-k552-rgb',
    Nombre: 'Teclado Mecánico Redragon Kumara K552 RGB Switch Blue Español',
    Categorías: 'Periféricos > Teclados',
    Precio: '54,999.00',
    Stock: '9',
    // No SKU nor barcode: keyed by its name.
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'NO',
    Descripción: 'Distribución en español, con la tecla Ñ.',
    Marca: 'Redragon',
    'Producto Físico': 'SI',
  }),
  tiendanubeRow({
    'Identificador de URL': 'auriculares-hyperx-cloud-ii-wireless-7-1',
    Nombre: 'Auriculares HyperX Cloud II Wireless Inalámbricos 7.1',
    Categorías: 'Periféricos > Auriculares',
    Precio: '189,999.00',
    'Precio promocional': '169,999.00',
    Stock: '3',
    SKU: '4P5K4AA',
    'Mostrar en tienda': 'SI',
    'Envío sin cargo': 'SI',
    Descripción:
      '<p>Sonido envolvente 7.1 y micrófono desmontable con cancelación de ruido.</p>\n<p>Batería de hasta 30 horas.</p>',
    Marca: 'HyperX',
    'Producto Físico': 'SI',
  }),
];

/** Tiendanube's product export as the admin downloads it: ISO-8859-1 bytes. */
export function tiendanubeExport(): Buffer {
  const lines = [TIENDANUBE_HEADER as readonly string[], ...TIENDANUBE_ROWS].map((cells) =>
    csvLine([...cells], ';', true),
  );
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

const WOO_HEADER = [
  'ID',
  'Tipo',
  'SKU',
  'Nombre',
  'Publicado',
  '¿Está destacado?',
  'Visibilidad en el catálogo',
  'Descripción corta',
  'Descripción',
  'Día en que empieza el precio rebajado',
  'Día en que termina el precio rebajado',
  'Estado del impuesto',
  'Clase de impuesto',
  '¿En inventario?',
  'Inventario',
  'Cantidad de bajo inventario',
  '¿Permitir reservas de productos agotados?',
  '¿Vendido individualmente?',
  'Peso (kg)',
  'Longitud (cm)',
  'Anchura (cm)',
  'Altura (cm)',
  '¿Permitir valoraciones de clientes?',
  'Nota de compra',
  'Precio rebajado',
  'Precio normal',
  'Categorías',
  'Etiquetas',
  'Clase de envío',
  'Imágenes',
  'Límite de descargas',
  'Días de caducidad de la descarga',
  'Superior',
  'Productos agrupados',
  'Ventas dirigidas',
  'Ventas cruzadas',
  'URL externa',
  'Texto del botón',
  'Posición',
  'Nombre del atributo 1',
  'Valor(es) del atributo 1',
  'Atributo visible 1',
  'Atributo global 1',
  'Marcas',
  // Not in WooCommerce's own export: added by export plugins, and read when present.
  'Slug',
] as const;

type WooColumn = (typeof WOO_HEADER)[number];

const wooRow = (cells: Partial<Record<WooColumn, string>>) => WOO_HEADER.map((column) => cells[column] ?? '');

const WOO_UPLOADS = `${EXPORT_STORE_SITE}/wp-content/uploads/2026/10`;

/**
 * Spreadsheet rows 2–9. Row 4 is a draft (refused); row 5 is a variable product's own row, without a
 * price (skipped: its variations, rows 6 and 7, are sold); rows 6–8 have no slug and link to the store.
 */
export const WOO_ROWS = [
  wooRow({
    ID: '1523',
    Tipo: 'simple',
    SKU: 'KF432C16BB/16',
    Nombre: 'Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz',
    Publicado: '1',
    '¿Está destacado?': '0',
    'Visibilidad en el catálogo': 'visible',
    Descripción: '<p>Memoria DDR4 con disipador de perfil bajo.</p>',
    'Estado del impuesto': 'taxable',
    '¿En inventario?': '1',
    Inventario: '12',
    'Precio normal': '52999',
    Categorías: 'Componentes > Memorias RAM',
    Imágenes: `${WOO_UPLOADS}/fury-beast-16gb.jpg, ${WOO_UPLOADS}/fury-beast-16gb-2.jpg`,
    Posición: '0',
    Marcas: 'Kingston',
    Slug: 'memoria-ram-kingston-fury-beast-16gb-ddr4-3200mhz',
  }),
  wooRow({
    ID: '1524',
    Tipo: 'simple',
    SKU: 'SA400S37/480G',
    Nombre: 'Disco SSD Kingston A400 480GB SATA III 2.5"',
    Publicado: '1',
    '¿Está destacado?': '1',
    'Visibilidad en el catálogo': 'visible',
    'Descripción corta': 'Hasta 10 veces más rápido que un disco rígido.',
    Descripción: '<p>Lectura: 500 MB/s.</p>\n<p>Escritura: 450 MB/s.</p>\n<p>Garantía: 3 años.</p>',
    '¿En inventario?': '1',
    'Precio rebajado': '38500',
    'Precio normal': '44900',
    Categorías: 'Almacenamiento, Almacenamiento > Discos SSD',
    Posición: '0',
    Marcas: 'Kingston',
    Slug: 'disco-ssd-kingston-a400-480gb-sata-iii',
  }),
  wooRow({
    ID: '1525',
    Tipo: 'simple',
    SKU: 'ACTCP00002B',
    Nombre: 'Pasta Térmica Arctic MX-4 4g',
    Publicado: '0',
    '¿En inventario?': '1',
    Inventario: '3',
    'Precio normal': '8900',
    Categorías: 'Refrigeración',
    Marcas: 'Arctic',
    Slug: 'pasta-termica-arctic-mx-4-4g',
  }),
  wooRow({
    ID: '1530',
    Tipo: 'variable',
    SKU: 'G203',
    Nombre: 'Mouse Logitech G203 Lightsync',
    Publicado: '1',
    'Visibilidad en el catálogo': 'visible',
    Descripción: '<p>Mouse gamer de 8.000 DPI.</p>',
    '¿En inventario?': '1',
    Categorías: 'Periféricos > Mouses',
    'Nombre del atributo 1': 'Color',
    'Valor(es) del atributo 1': 'Negro, Blanco',
    'Atributo visible 1': '1',
    'Atributo global 1': '1',
    Marcas: 'Logitech',
    Slug: 'mouse-logitech-g203-lightsync',
  }),
  wooRow({
    ID: '1531',
    Tipo: 'variation',
    SKU: '910-005793',
    Nombre: 'Mouse Logitech G203 Lightsync - Negro',
    Publicado: '1',
    '¿En inventario?': '1',
    Inventario: '8',
    'Precio normal': '27999',
    Superior: 'id:1530',
    Posición: '1',
    'Nombre del atributo 1': 'Color',
    'Valor(es) del atributo 1': 'Negro',
    'Atributo global 1': '1',
    // A variation's own slug is no page of the store: the product's is.
    Slug: 'mouse-logitech-g203-lightsync-negro',
  }),
  wooRow({
    ID: '1532',
    Tipo: 'variation',
    SKU: '910-005794',
    Nombre: 'Mouse Logitech G203 Lightsync - Blanco',
    Publicado: '1',
    '¿En inventario?': '0',
    Inventario: '0',
    'Precio normal': '27999',
    Superior: 'id:1530',
    Posición: '2',
    'Nombre del atributo 1': 'Color',
    'Valor(es) del atributo 1': 'Blanco',
    'Atributo global 1': '1',
    Slug: 'mouse-logitech-g203-lightsync-blanco',
  }),
  wooRow({
    ID: '1540',
    Tipo: 'simple',
    // No SKU, no slug: keyed by its name, linked to the store.
    Nombre: 'Cooler CPU Deepcool AK400 Zero Dark',
    Publicado: '1',
    '¿En inventario?': '1',
    'Precio normal': '64500',
    Categorías: 'Refrigeración',
    Marcas: 'Deepcool',
  }),
  wooRow({
    ID: '1541',
    Tipo: 'simple',
    SKU: '90NB0WA1-M00NH0',
    Nombre: 'Notebook ASUS Vivobook 15 X1504ZA Core i5 1235U 8GB 512GB SSD 15.6"',
    Publicado: '1',
    '¿En inventario?': '1',
    Inventario: '2',
    'Precio rebajado': '849999.99',
    'Precio normal': '899999.99',
    Categorías: 'Notebooks',
    Marcas: 'ASUS',
    Slug: 'notebook-asus-vivobook-15-x1504za-i5',
  }),
];

/** WooCommerce's Spanish product export (Productos → Exportar): ',', UTF-8 with a BOM, '\n'. */
export function wooCommerceExport(): Buffer {
  const lines = [WOO_HEADER as readonly string[], ...WOO_ROWS].map((cells) =>
    csvLine([...cells], ',', false),
  );
  return Buffer.from('\ufeff' + lines.join('\n') + '\n', 'utf8');
}

/** An ERP's wholesale price list, as its xlsx export lays it out: two title rows, then the header. */
export const ERP_ROWS: unknown[][] = [
  ['LISTA DE PRECIOS MAYORISTA - NOVIEMBRE 2026'],
  ['Precios con IVA incluido. Sujetos a cambio sin previo aviso.'],
  ['Código', 'Descripción', 'Rubro', 'Marca', 'Precio Lista', 'Precio Contado', 'Stock', 'Moneda'],
  ['MB-B550M', 'Mother Asus Prime B550M-A WiFi II AM4', 'MOTHERS', 'ASUS', 245_000, 219_900, 5, 'ARS'],
  ['GPU-4070S', 'Placa de Video MSI RTX 4070 Super Ventus 2X 12GB', 'VIDEO', 'MSI', 689.99, 649.99, 2, 'USD'],
  ['FTE-850', 'Fuente Corsair RM850e 850W 80 Plus Gold', 'FUENTES', 'CORSAIR', 189_500, 189_500, 0, 'ARS'],
  [
    'NB-IP3',
    'Notebook Lenovo IdeaPad 3 15" Ryzen 5 7520U 8GB 512GB',
    'NOTEBOOKS',
    'LENOVO',
    720,
    680,
    1,
    'U$S',
  ],
  [
    'RAM-C32',
    'Memoria Corsair Vengeance 32GB (2x16GB) DDR5 6000MHz',
    'MEMORIAS',
    'CORSAIR',
    215_000,
    null,
    8,
    'ARS',
  ],
  [
    'GAB-216',
    'Gabinete Lian Li Lancool 216 Negro Vidrio Templado',
    'GABINETES',
    'LIAN LI',
    165_000,
    152_000,
    3,
    'ARS',
  ],
];

/** The ERP's price list as an xlsx built with exceljs. */
export function writeErpPriceList(path: string): Promise<void> {
  return writeXlsx(path, ERP_ROWS);
}

/**
 * The same kind of list saved as "CSV (delimitado por comas)" by Excel on Windows: ';', Windows-1252
 * ('™' is 0x99 and '–' is 0x96, control codes in Latin-1), comma decimals.
 */
export function erpPriceListCsv(): Buffer {
  const text = [
    'Código;Descripción;Rubro;Marca;Precio Lista;Precio Contado;Stock;Moneda',
    'GPU-4060;Placa de Video ASUS Dual GeForce RTX™ 4060 OC – 8GB;VIDEO;ASUS;$ 612.500,00;$ 569.900,00;4;ARS',
    'MON-24;"Monitor LG 24MR400 24"" – IPS 100Hz";MONITORES;LG;$ 189.000,00;;0;ARS',
  ].join('\r\n');
  const bytes = Buffer.from(text, 'latin1');
  // Buffer's 'latin1' writes the low byte of each character: ™ (U+2122) and – (U+2013) are written by hand.
  return Buffer.from(bytes.map((byte, i) => (text[i] === '™' ? 0x99 : text[i] === '–' ? 0x96 : byte)));
}
