import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetBatch } from './map-rows';
import { readSheet } from './read-sheet';
import { writeXlsx } from './testing/sheet-files';

/*
 * The exports Argentine stores have at hand, imported as downloaded (no column renamed, no row edited):
 * Tiendanube's product export, WooCommerce's Spanish CSV export and an ERP's price list.
 */

const SITE = 'https://www.hardtienda.com.ar';
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-exports-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function importFile(name: string, bytes: Buffer | string, format: 'csv' | 'xlsx' = 'csv') {
  const file = path.join(dir, name);
  if (format === 'csv') await writeFile(file, bytes);
  const out: SheetBatch = { listings: [], rejectedRows: [], warnings: [] };
  for await (const batch of readSheet(file, { format, defaultUrl: SITE })) {
    out.listings.push(...batch.listings);
    out.rejectedRows.push(...batch.rejectedRows);
    out.warnings.push(...batch.warnings);
  }
  return out;
}

const pick = (l: SheetBatch['listings'][number]) => ({
  name: l.name,
  price: l.price,
  listPrice: l.listPrice,
  cashPrice: l.cashPrice,
  currency: l.currency,
  inStock: l.inStock,
  sku: l.sku,
  brand: l.brand,
  url: l.url,
});

describe('Tiendanube product export', () => {
  // As the admin downloads it: ';', ISO-8859-1, prices with a thousands comma, multi-line descriptions.
  const HEADER =
    'Identificador de URL;Nombre;Categorías;Nombre de propiedad 1;Valor de propiedad 1;Precio;Precio promocional;Peso (kg);Alto (cm);Ancho (cm);Profundidad (cm);Stock;SKU;Código de barras;Mostrar en tienda;Envío sin cargo;Descripción;Tags;Título para SEO;Descripción para SEO;Marca;Producto Físico;MPN;Sexo;Rango de edad;Costo';
  const rows = [
    'placa-de-video-gigabyte-geforce-rtx-4060-windforce-oc-8gb;Placa de Video Gigabyte GeForce RTX 4060 Windforce OC 8GB;Componentes > Placas de Video;;;"822,271.00";"759,999.00";1.20;5;20;12;4;GV-N4060WF2OC-8GD;4719331353237;SI;NO;"<p>Refrigeración Windforce</p>\r\n<p>Dos ventiladores de 80 mm</p>";gigabyte,rtx;;;Gigabyte;SI;GV-N4060WF2OC-8GD;;;"650,000.00"',
    'procesador-amd-ryzen-5-5600-am4;Procesador AMD Ryzen 5 5600 AM4 (sin video);Componentes > Procesadores;;;"189,999.00";;0.30;5;5;5;0;100-100000927BOX;;SI;NO;"Seis núcleos,\r\ndoce hilos.";;;;AMD;SI;100-100000927BOX;;;',
    ';Cable HDMI 2.0 Nisuta 1,8 metros;Accesorios;;;"9,500.00";;0.10;2;10;10;25;NSCAHDMI18;;SI;NO;;;;;Nisuta;SI;;;;',
    'monitor-samsung-odyssey-g5-27;Monitor Samsung Odyssey G5 27" QHD 165Hz;Monitores;;;"informar";;3.00;40;60;20;2;LS27CG552;;SI;NO;;;;;Samsung;SI;;;;',
  ];
  const latin1 = Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n', 'latin1');

  it('reads every row right, links each to its page from the URL identifier, and the store for a row without one', async () => {
    const result = await importFile('tiendanube.csv', latin1);
    expect(result.listings.map(pick)).toEqual([
      {
        name: 'Placa de Video Gigabyte GeForce RTX 4060 Windforce OC 8GB',
        price: 759_999,
        listPrice: 822_271,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'GV-N4060WF2OC-8GD',
        brand: 'Gigabyte',
        url: `${SITE}/productos/placa-de-video-gigabyte-geforce-rtx-4060-windforce-oc-8gb/`,
      },
      {
        name: 'Procesador AMD Ryzen 5 5600 AM4 (sin video)',
        price: 189_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: '100-100000927BOX',
        brand: 'AMD',
        url: `${SITE}/productos/procesador-amd-ryzen-5-5600-am4/`,
      },
      {
        name: 'Cable HDMI 2.0 Nisuta 1,8 metros',
        price: 9_500,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'NSCAHDMI18',
        brand: 'Nisuta',
        url: `${SITE}/`,
      },
    ]);
    expect(result.listings[0]!.ean).toBe('4719331353237');
    expect(result.listings[0]!.description).toBe('Refrigeración Windforce\nDos ventiladores de 80 mm');
    expect(result.listings[0]!.categoryHints).toContain('Componentes > Placas de Video');
    expect(result.warnings).toEqual([
      { row: 4, message: 'sin URL del producto: se enlaza a la página de la tienda' },
    ]);
    // Rows count as the spreadsheet shows them: the two descriptions with line breaks are one row each.
    expect(result.rejectedRows).toEqual([{ row: 5, reason: 'Precio inválido: "informar"' }]);
  });
});

describe('WooCommerce CSV export (Spanish)', () => {
  const csv = [
    'ID,Tipo,SKU,Nombre,Publicado,¿Está destacado?,Visibilidad en el catálogo,Descripción corta,Descripción,¿En inventario?,Inventario,Precio rebajado,Precio normal,Categorías,Etiquetas,Imágenes,Marcas',
    '1523,simple,KF432C16BB/16,Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz,1,0,visible,,"<p>Memoria DDR4</p>",1,12,,52999,Memorias RAM,,https://www.hardtienda.com.ar/wp-content/uploads/fury.jpg,Kingston',
    '1524,simple,SA400S37/480G,Disco SSD Kingston A400 480GB SATA,1,0,visible,,,1,,38500,44900,"Almacenamiento, SSD",,,Kingston',
    '1525,simple,MX-4-4G,Pasta Térmica Arctic MX-4 4g,0,0,visible,,,1,3,,8900,Refrigeración,,,Arctic',
    '1526,simple,G203-BK,Mouse Logitech G203 Lightsync Negro,1,0,visible,,,0,0,,27999,Periféricos,,,Logitech',
  ].join('\n');

  it('takes the SKU over the post ID and the sale price over the regular one, skips drafts, and says every row links to the store', async () => {
    const result = await importFile('woocommerce.csv', csv);
    expect(result.listings.map(pick)).toEqual([
      {
        name: 'Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz',
        price: 52_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'KF432C16BB/16',
        brand: 'Kingston',
        url: `${SITE}/`,
      },
      {
        name: 'Disco SSD Kingston A400 480GB SATA',
        price: 38_500,
        listPrice: 44_900,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'SA400S37/480G',
        brand: 'Kingston',
        url: `${SITE}/`,
      },
      {
        name: 'Mouse Logitech G203 Lightsync Negro',
        price: 27_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: 'G203-BK',
        brand: 'Logitech',
        url: `${SITE}/`,
      },
    ]);
    expect(result.listings[0]!.images).toEqual(['https://www.hardtienda.com.ar/wp-content/uploads/fury.jpg']);
    expect(result.rejectedRows).toEqual([
      { row: 4, reason: 'El producto no está publicado en la tienda (Publicado: 0)' },
    ]);
    expect(result.warnings.map((w) => w.row)).toEqual([2, 3, 5]);
  });
});

describe("an ERP's price list", () => {
  it('reads list and cash prices, pesos and dollars, with the name under "Descripción"', async () => {
    const file = path.join(dir, 'lista.xlsx');
    await writeXlsx(file, [
      ['LISTA DE PRECIOS MAYORISTA - NOVIEMBRE 2026'],
      ['Precios con IVA incluido. Sujetos a cambio sin previo aviso.'],
      ['Código', 'Descripción', 'Rubro', 'Marca', 'Precio Lista', 'Precio Contado', 'Stock', 'Moneda'],
      ['MB-B550M', 'Mother Asus Prime B550M-A WiFi II AM4', 'MOTHERS', 'ASUS', 245_000, 219_900, 5, 'ARS'],
      [
        'GPU-4070S',
        'Placa de Video MSI RTX 4070 Super Ventus 2X 12GB',
        'VIDEO',
        'MSI',
        689.99,
        649.99,
        2,
        'USD',
      ],
      [
        'FTE-850',
        'Fuente Corsair RM850e 850W 80 Plus Gold',
        'FUENTES',
        'CORSAIR',
        189_500,
        189_500,
        0,
        'ARS',
      ],
    ]);
    const result = await importFile('lista.xlsx', '', 'xlsx');
    expect(result.listings.map(pick)).toEqual([
      {
        name: 'Mother Asus Prime B550M-A WiFi II AM4',
        price: 219_900,
        listPrice: 245_000,
        cashPrice: 219_900,
        currency: 'ARS',
        inStock: true,
        sku: 'MB-B550M',
        brand: 'ASUS',
        url: `${SITE}/`,
      },
      {
        name: 'Placa de Video MSI RTX 4070 Super Ventus 2X 12GB',
        price: 649.99,
        listPrice: 689.99,
        cashPrice: 649.99,
        currency: 'USD',
        inStock: true,
        sku: 'GPU-4070S',
        brand: 'MSI',
        url: `${SITE}/`,
      },
      {
        name: 'Fuente Corsair RM850e 850W 80 Plus Gold',
        price: 189_500,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: 'FTE-850',
        brand: 'CORSAIR',
        url: `${SITE}/`,
      },
    ]);
    expect(result.rejectedRows).toEqual([]);
    expect(result.warnings.map((w) => w.row)).toEqual([4, 5, 6]);
  });
});
