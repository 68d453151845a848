import { describe, expect, it } from 'vitest';
import { isHeaderRow, mapColumns, normalizeHeader } from './column-mapping';
import { rowToListing } from './row-to-listing';

describe('spreadsheet column mapping', () => {
  it('recognizes Spanish and English headers however they are written', () => {
    expect(normalizeHeader('  Categoría: ')).toBe('categoria');
    expect(normalizeHeader('PRECIO_LISTA')).toBe('precio lista');
    expect(normalizeHeader('Precio (IVA incluido) $')).toBe('precio');
    const map = mapColumns([
      'Producto',
      'Price',
      'Link',
      'Imagen',
      'Rubro',
      'Código',
      'Marca',
      'Disponible',
      'EAN',
      'Precio Contado / Transferencia',
    ]);
    expect(map).toEqual({
      name: 0,
      price: 1,
      url: 2,
      image: 3,
      category: 4,
      sku: 5,
      brand: 6,
      stock: 7,
      ean: 8,
      cashPrice: 9,
    });
    expect(isHeaderRow(map)).toBe(true);
    expect(isHeaderRow(mapColumns(['Lista de precios marzo 2025']))).toBe(false);
  });
});

describe('a spreadsheet row as a listing', () => {
  const map = mapColumns([
    'Nombre',
    'Precio',
    'Precio lista',
    'Precio transferencia',
    'URL',
    'Stock',
    'SKU',
    'Moneda',
  ]);
  const row = (cells: unknown[]) =>
    rowToListing(
      { row: 7, cells: cells as never },
      { map, currency: 'ARS', defaultUrl: 'https://tienda.com.ar' },
    );

  it('reads prices written as Argentine stores write them, keeping list and cash prices', () => {
    const result = row([
      'Mother ASUS B550',
      '$ 1.234.567,89',
      '$1.400.000',
      '1.150.000',
      'https://tienda.com.ar/p/1',
      'Sí',
      'B550',
      null,
    ]);
    expect(result).toMatchObject({
      kind: 'listing',
      listing: {
        name: 'Mother ASUS B550',
        price: 1_150_000,
        listPrice: 1_234_567.89,
        cashPrice: 1_150_000,
        currency: 'ARS',
        externalId: 'B550',
        inStock: true,
      },
    });
  });

  it('takes the currency from a U$S price or the currency column', () => {
    expect(
      row(['Monitor', 'U$S 199', null, null, 'https://tienda.com.ar/m', null, null, null]),
    ).toMatchObject({
      listing: { price: 199, currency: 'USD' },
    });
    expect(row(['Monitor', 250, null, null, 'https://tienda.com.ar/m', null, null, 'USD'])).toMatchObject({
      listing: { price: 250, currency: 'USD' },
    });
  });

  it('says why a row is rejected', () => {
    expect(row([null, 100, null, null, null, null, null, null])).toEqual({
      kind: 'rejected',
      reason: 'Falta el nombre del producto',
    });
    expect(row(['Teclado', 'consultar', null, null, null, null, null, null])).toEqual({
      kind: 'rejected',
      reason: 'Precio inválido: "consultar"',
    });
    expect(row(['Teclado', -5, null, null, null, null, null, null])).toEqual({
      kind: 'rejected',
      reason: 'Precio inválido: -5',
    });
    expect(row(['Teclado', 5, null, null, null, null, null, 'EUR'])).toEqual({
      kind: 'rejected',
      reason: 'Moneda no soportada: "EUR" (ARS o USD)',
    });
    expect(row(['Teclado', { uncomputedFormula: 'B2*2' }, null, null, null, null, null, null])).toMatchObject(
      {
        kind: 'rejected',
        reason: expect.stringContaining('fórmula de precio no tiene un valor calculado'),
      },
    );
  });

  it('reads stock as words or counts, and links rows without a URL to the store, keyed by SKU', () => {
    expect(row(['Mouse', 100, null, null, null, 'Agotado', 'M-1', null])).toMatchObject({
      listing: { inStock: false, url: 'https://tienda.com.ar/', externalId: 'M-1' },
    });
    expect(row(['Mouse', 100, null, null, null, 0, null, null])).toMatchObject({
      listing: { inStock: false },
    });
    expect(row(['Mouse', 100, null, null, null, '12', null, null])).toMatchObject({
      listing: { inStock: true },
    });
  });

  it('treats a lone title as a section and a blank row as nothing', () => {
    expect(row(['PROCESADORES', null, null, null, null, null, null, null])).toEqual({
      kind: 'section',
      title: 'PROCESADORES',
    });
    expect(row([null, '', '  ', null])).toEqual({ kind: 'empty' });
  });
});

describe('platform export columns', () => {
  const map = mapColumns([
    'Identificador de URL',
    'Nombre',
    'Valor de propiedad 1',
    'Valor de propiedad 2',
    'Precio',
    'Precio promocional',
    'Mostrar en tienda',
    'Moneda',
  ]);
  /** The store's website is https://www.tienda.com.ar/tienda (null: the store has none). */
  const row = (cells: unknown[], site: string | null = 'https://www.tienda.com.ar/tienda') =>
    rowToListing({ row: 2, cells: cells as never }, { map, currency: 'ARS', defaultUrl: site ?? undefined });

  it("maps Tiendanube's and WooCommerce's headers", () => {
    expect(map).toEqual({
      tiendanubeSlug: 0,
      name: 1,
      option1: 2,
      option2: 3,
      price: 4,
      salePrice: 5,
      published: 6,
      currency: 7,
    });
    expect(
      mapColumns([
        'ID',
        'Tipo',
        'SKU',
        'Nombre',
        'Publicado',
        '¿En inventario?',
        'Inventario',
        'Precio rebajado',
        'Precio normal',
        'Marcas',
        'Slug',
      ]),
    ).toEqual({
      productType: 1,
      sku: 2,
      name: 3,
      published: 4,
      stock: 5,
      salePrice: 7,
      price: 8,
      brand: 9,
      wooSlug: 10,
    });
  });

  it("builds the page on the store's host, and names a variant by the values its name does not say", () => {
    expect(
      row([
        'gabinete-lian-li-216',
        'Gabinete Lian Li Lancool 216 Negro',
        'Negro',
        'ARGB',
        165_000,
        null,
        'SI',
        null,
      ]),
    ).toEqual({
      kind: 'listing',
      listing: expect.objectContaining({
        name: 'Gabinete Lian Li Lancool 216 Negro - ARGB',
        url: 'https://www.tienda.com.ar/productos/gabinete-lian-li-216/',
        externalId: 'nombre:gabinete lian li lancool 216 negro - argb',
      }),
      warning: {
        kind: 'slug-url',
        message:
          'sin URL del producto: se arma con su identificador de URL (https://www.tienda.com.ar/productos/gabinete-lian-li-216/)',
      },
    });
    expect(row([null, 'Mouse', null, null, 100, null, null, null])).toMatchObject({
      listing: { url: 'https://www.tienda.com.ar/tienda' },
      warning: { kind: 'store-page' },
    });
    expect(row(['mouse', 'Mouse', null, null, 100, null, null, null], null)).toEqual({
      kind: 'rejected',
      reason: 'Falta la URL del producto (y la tienda no tiene un sitio web para enlazarlo)',
    });
  });

  it('reads a promotion of 0 as none, the currency in words, and refuses products hidden from the store', () => {
    expect(row(['a', 'Fuente 650W', null, null, '65,000.00', '0.00', 'SI', null])).toMatchObject({
      listing: { price: 65_000, listPrice: undefined },
    });
    expect(row(['a', 'Fuente 650W', null, null, '65,000.00', 0, 'SI', null])).toMatchObject({
      listing: { price: 65_000 },
    });
    expect(row(['a', 'Fuente 650W', null, null, 0, null, 'SI', null])).toEqual({
      kind: 'rejected',
      reason: 'Precio inválido: 0',
    });
    expect(row(['a', 'Monitor', null, null, 199, null, null, 'Dólares'])).toMatchObject({
      listing: { currency: 'USD' },
    });
    expect(row(['a', 'Monitor', null, null, 199, null, null, 'U$D'])).toMatchObject({
      listing: { currency: 'USD' },
    });
    expect(row(['a', 'Monitor', null, null, 199_000, null, null, 'Pesos'])).toMatchObject({
      listing: { currency: 'ARS' },
    });
    expect(row(['a', 'Monitor', null, null, 199, null, 'NO', null])).toEqual({
      kind: 'rejected',
      reason: 'El producto no se muestra en la tienda (Mostrar en tienda: NO)',
    });
  });
});
