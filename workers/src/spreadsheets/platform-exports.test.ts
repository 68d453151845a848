import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKey } from '@hardprecios/core/catalog/listing';
import type { SheetBatch } from './map-rows';
import { readSheet } from './read-sheet';
import {
  EXPORT_STORE_SITE as SITE,
  erpPriceListCsv,
  tiendanubeExport,
  wooCommerceExport,
  writeErpPriceList,
} from './testing/platform-exports';

/*
 * The exports Argentine stores have at hand, imported as downloaded (no column renamed, no row edited):
 * Tiendanube's product export, WooCommerce's Spanish CSV export and an ERP's price list.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-exports-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Reads a file as the import job does for a store whose website is SITE. */
async function importFile(file: string, format: 'csv' | 'xlsx') {
  const out: SheetBatch = { listings: [], rejectedRows: [], warnings: [], slugUrls: [] };
  for await (const batch of readSheet(file, { format, defaultUrl: SITE })) {
    out.listings.push(...batch.listings);
    out.rejectedRows.push(...batch.rejectedRows);
    out.warnings.push(...batch.warnings);
    out.slugUrls.push(...batch.slugUrls);
  }
  return out;
}

async function importCsv(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return importFile(file, 'csv');
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

const STORE_PAGE = 'sin URL del producto: se enlaza a la página de la tienda';

describe('Tiendanube product export', () => {
  const page = (slug: string) => `${SITE}/productos/${slug}/`;

  it('is an ISO-8859-1, ";"-separated file whose cells hold line breaks', () => {
    const bytes = tiendanubeExport();
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(bytes.toString('latin1').split('\r\n')[0]).toMatch(
      /^"Identificador de URL";"Nombre";"Categorías";/,
    );
    // 1 header + 10 rows, and more lines than that.
    expect(bytes.toString('latin1').split(/\r?\n/).length - 1).toBeGreaterThan(11);
  });

  it('reads every row right and links each to its page from its URL identifier, with a warning', async () => {
    const result = await importCsv('tiendanube.csv', tiendanubeExport());
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
        url: page('placa-de-video-gigabyte-geforce-rtx-4060-windforce-oc-8gb'),
      },
      {
        name: 'Procesador AMD Ryzen 7 7800X3D 8 Núcleos AM5',
        price: 1_099_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: '100-100000910WOF',
        brand: 'AMD',
        url: page('procesador-amd-ryzen-7-7800x3d-am5'),
      },
      {
        name: 'Motherboard ASUS TUF Gaming B650-Plus WiFi AM5 DDR5',
        price: 329_900,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: '90MB1BY0-M0EAY0',
        brand: 'ASUS',
        url: page('motherboard-asus-tuf-gaming-b650-plus-wifi'),
      },
      // A product with variants: a listing each, named by its variant; the second row takes the
      // product's name, brand and category from the first.
      {
        name: 'Mouse Gamer Logitech G203 Lightsync RGB - Negro',
        price: 34_999,
        listPrice: 39_999,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: '910-005793',
        brand: 'Logitech',
        url: page('mouse-gamer-logitech-g203-lightsync-rgb'),
      },
      {
        name: 'Mouse Gamer Logitech G203 Lightsync RGB - Blanco',
        price: 34_999,
        listPrice: 39_999,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: '910-005794',
        brand: 'Logitech',
        url: page('mouse-gamer-logitech-g203-lightsync-rgb'),
      },
      {
        name: 'Fuente Cooler Master MWE 650 Bronze V2 80 Plus 650W',
        price: 119_500,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'MPE-6501-ACAAW-AR',
        brand: 'Cooler Master',
        url: page('fuente-cooler-master-mwe-650-bronze-v2'),
      },
      {
        name: 'Teclado Mecánico Redragon Kumara K552 RGB Switch Blue Español',
        price: 54_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: undefined,
        brand: 'Redragon',
        url: page('teclado-mecanico-redragon-kumara-k552-rgb'),
      },
      {
        name: 'Auriculares HyperX Cloud II Wireless Inalámbricos 7.1',
        price: 169_999,
        listPrice: 189_999,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: '4P5K4AA',
        brand: 'HyperX',
        url: page('auriculares-hyperx-cloud-ii-wireless-7-1'),
      },
    ]);
    const [gpu, , , black, white] = result.listings;
    expect(gpu).toMatchObject({
      ean: '4719331353237',
      mpn: 'GV-N4060WF2OC-8GD',
      description:
        'Refrigeración WINDFORCE con dos ventiladores de 80 mm.\nSalidas: 2x HDMI 2.1a y 2x DisplayPort 1.4a.',
      categoryHints: ['Componentes > Placas de Video'],
    });
    expect(black!.externalId).toBe('910-005793');
    expect(white).toMatchObject({
      externalId: '910-005794',
      ean: '097855160868',
      categoryHints: ['Periféricos > Mouses'],
      description: black!.description,
    });
    // Rows count as a spreadsheet program shows them (header = 1): the descriptions with line breaks
    // above are one row each.
    expect(result.rejectedRows).toEqual([
      { row: 7, reason: 'Falta el precio' },
      { row: 9, reason: 'El producto no se muestra en la tienda (Mostrar en tienda: NO)' },
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.slugUrls).toEqual(
      [2, 3, 4, 5, 6, 8, 10, 11].map((row, i) => ({
        row,
        message: `sin URL del producto: se arma con su identificador de URL (${result.listings[i]!.url})`,
      })),
    );
  });
});

describe('WooCommerce CSV export (Spanish)', () => {
  it('takes the SKU over the post ID and the sale price over the regular one, builds pages from the slug, skips drafts and variable products’ own rows', async () => {
    const result = await importCsv('woocommerce.csv', wooCommerceExport());
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
        url: `${SITE}/producto/memoria-ram-kingston-fury-beast-16gb-ddr4-3200mhz/`,
      },
      {
        name: 'Disco SSD Kingston A400 480GB SATA III 2.5"',
        price: 38_500,
        listPrice: 44_900,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'SA400S37/480G',
        brand: 'Kingston',
        url: `${SITE}/producto/disco-ssd-kingston-a400-480gb-sata-iii/`,
      },
      {
        name: 'Mouse Logitech G203 Lightsync - Negro',
        price: 27_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: '910-005793',
        brand: undefined,
        url: `${SITE}/`,
      },
      {
        name: 'Mouse Logitech G203 Lightsync - Blanco',
        price: 27_999,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: '910-005794',
        brand: undefined,
        url: `${SITE}/`,
      },
      {
        name: 'Cooler CPU Deepcool AK400 Zero Dark',
        price: 64_500,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: undefined,
        brand: 'Deepcool',
        url: `${SITE}/`,
      },
      {
        name: 'Notebook ASUS Vivobook 15 X1504ZA Core i5 1235U 8GB 512GB SSD 15.6"',
        price: 849_999.99,
        listPrice: 899_999.99,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: '90NB0WA1-M00NH0',
        brand: 'ASUS',
        url: `${SITE}/producto/notebook-asus-vivobook-15-x1504za-i5/`,
      },
    ]);
    expect(result.listings[0]!.images).toEqual([
      `${SITE}/wp-content/uploads/2026/10/fury-beast-16gb.jpg`,
      `${SITE}/wp-content/uploads/2026/10/fury-beast-16gb-2.jpg`,
    ]);
    expect(result.listings[1]!.description).toBe(
      'Lectura: 500 MB/s.\nEscritura: 450 MB/s.\nGarantía: 3 años.',
    );
    expect(result.rejectedRows).toEqual([
      { row: 4, reason: 'El producto no está publicado en la tienda (Publicado: 0)' },
    ]);
    expect(result.slugUrls.map((w) => w.row)).toEqual([2, 3, 9]);
    expect(result.slugUrls[0]!.message).toBe(
      `sin URL del producto: se arma con su slug (${SITE}/producto/memoria-ram-kingston-fury-beast-16gb-ddr4-3200mhz/)`,
    );
    expect(result.warnings).toEqual([6, 7, 8].map((row) => ({ row, message: STORE_PAGE })));
    // Linked to the same page, told apart by their keys.
    const keys = result.listings.map((l) => listingKey({ externalId: l.externalId, url: l.url }));
    expect(keys).toEqual([
      'id:KF432C16BB/16',
      'id:SA400S37/480G',
      'id:910-005793',
      'id:910-005794',
      'id:nombre:cooler cpu deepcool ak400 zero dark',
      'id:90NB0WA1-M00NH0',
    ]);
  });
});

describe("an ERP's price list", () => {
  it('reads list and cash prices, pesos and dollars, with the name under "Descripción"; every row links to the store, each a listing of its own', async () => {
    const file = path.join(dir, 'lista.xlsx');
    await writeErpPriceList(file);
    const result = await importFile(file, 'xlsx');
    const row = (
      sku: string,
      name: string,
      brand: string,
      prices: { price: number; listPrice?: number; cashPrice?: number },
      currency: 'ARS' | 'USD',
      inStock: boolean,
    ) => ({
      name,
      listPrice: undefined,
      cashPrice: undefined,
      ...prices,
      currency,
      inStock,
      sku,
      brand,
      url: `${SITE}/`,
    });
    expect(result.listings.map(pick)).toEqual([
      row(
        'MB-B550M',
        'Mother Asus Prime B550M-A WiFi II AM4',
        'ASUS',
        { price: 219_900, listPrice: 245_000, cashPrice: 219_900 },
        'ARS',
        true,
      ),
      row(
        'GPU-4070S',
        'Placa de Video MSI RTX 4070 Super Ventus 2X 12GB',
        'MSI',
        { price: 649.99, listPrice: 689.99, cashPrice: 649.99 },
        'USD',
        true,
      ),
      // The same list and cash price: one price.
      row('FTE-850', 'Fuente Corsair RM850e 850W 80 Plus Gold', 'CORSAIR', { price: 189_500 }, 'ARS', false),
      row(
        'NB-IP3',
        'Notebook Lenovo IdeaPad 3 15" Ryzen 5 7520U 8GB 512GB',
        'LENOVO',
        { price: 680, listPrice: 720, cashPrice: 680 },
        'USD',
        true,
      ),
      // No cash price: the list price is the price.
      row(
        'RAM-C32',
        'Memoria Corsair Vengeance 32GB (2x16GB) DDR5 6000MHz',
        'CORSAIR',
        { price: 215_000 },
        'ARS',
        true,
      ),
      row(
        'GAB-216',
        'Gabinete Lian Li Lancool 216 Negro Vidrio Templado',
        'LIAN LI',
        { price: 152_000, listPrice: 165_000, cashPrice: 152_000 },
        'ARS',
        true,
      ),
    ]);
    expect(result.listings[0]!.categoryHints).toEqual(['MOTHERS']);
    expect(result.rejectedRows).toEqual([]);
    expect(result.warnings).toEqual([4, 5, 6, 7, 8, 9].map((row) => ({ row, message: STORE_PAGE })));
    expect(result.slugUrls).toEqual([]);
    // All on the store's page, none collapsed into another: each is keyed by its code.
    const keys = new Set(result.listings.map((l) => listingKey({ externalId: l.externalId, url: l.url })));
    expect(keys.size).toBe(6);
  });

  it('reads the list saved as CSV by Excel on Windows (";", Windows-1252)', async () => {
    const result = await importCsv('lista.csv', erpPriceListCsv());
    expect(result.listings.map(pick)).toEqual([
      {
        name: 'Placa de Video ASUS Dual GeForce RTX™ 4060 OC – 8GB',
        price: 569_900,
        listPrice: 612_500,
        cashPrice: 569_900,
        currency: 'ARS',
        inStock: true,
        sku: 'GPU-4060',
        brand: 'ASUS',
        url: `${SITE}/`,
      },
      {
        name: 'Monitor LG 24MR400 24" – IPS 100Hz',
        price: 189_000,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: false,
        sku: 'MON-24',
        brand: 'LG',
        url: `${SITE}/`,
      },
    ]);
    expect(result.warnings.map((w) => w.row)).toEqual([2, 3]);
  });
});

describe('row numbers of a CSV whose cells hold line breaks', () => {
  it('are the rows a spreadsheet program shows (header = 1), not the lines of the file', async () => {
    const csv = [
      'Nombre;Precio;Descripción;SKU',
      'Placa de Video Gigabyte GeForce RTX 4060 Windforce OC 8GB;759999;"Dos ventiladores.\r\nTres salidas de video.\r\n\r\nGarantía: 3 años.";GV-4060', // row 2, 4 lines
      'Procesador AMD Ryzen 5 5600;"a consultar";"Seis núcleos,\ndoce hilos.";R5-5600', // row 3, 2 lines
      '', // row 4: blank, as the program shows it
      'Memoria RAM Kingston Fury Beast 16GB;;;KF-16', // row 5
      'Mouse Logitech G203;27999;;G203', // row 6
    ].join('\r\n');
    const result = await importCsv('saltos.csv', Buffer.from(csv, 'utf8'));
    expect(result.listings.map((l) => l.sku)).toEqual(['GV-4060', 'G203']);
    expect(result.rejectedRows).toEqual([
      { row: 3, reason: 'Precio inválido: "a consultar"' },
      { row: 5, reason: 'Falta el precio' },
    ]);
    expect(result.warnings.map((w) => w.row)).toEqual([2, 6]);
  });
});
