import { describe, expect, it } from 'vitest';
import { FetchError } from '../http/errors';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';
import { PermanentReadError } from './types';
import { parseWooCommerceProducts, woocommerceReader, type WooProduct } from './woocommerce';

const BASE = 'https://tienda.example.com.ar';

// Modelled on a real Store API answer (wc/store/v1/products): prices in minor units as strings.
function product(id: number, over: Partial<WooProduct> = {}): WooProduct {
  return {
    id,
    name: `Placa de video RTX 4060 &#8211; ${id}`,
    permalink: `${BASE}/producto/rtx-4060-${id}/`,
    sku: `RTX-${id}`,
    short_description: '<p>8 GB <strong>GDDR6</strong></p><script>alert(1)</script>',
    description: '<p>Descripción larga</p>',
    prices: {
      price: '59999900',
      regular_price: '64999900',
      sale_price: '59999900',
      price_range: null,
      currency_code: 'ARS',
      currency_minor_unit: 2,
    },
    images: [
      {
        src: `${BASE}/wp-content/uploads/rtx-${id}.jpg`,
        thumbnail: `${BASE}/wp-content/uploads/rtx-${id}-300x300.jpg`,
      },
    ],
    categories: [{ name: 'Placas de Video' }, { name: 'Componentes &amp; Hardware' }],
    is_in_stock: true,
    ...over,
  };
}

const pageOf = (n: number) => `/wp-json/wc/store/v1/products?per_page=100&page=${n}`;

describe('parseWooCommerceProducts', () => {
  it('divides minor units, keeps the regular price as list price and decodes names', () => {
    const [draft] = parseWooCommerceProducts([product(7)]);
    expect(draft).toMatchObject({
      externalId: '7',
      name: 'Placa de video RTX 4060 – 7',
      price: 599999,
      listPrice: 649999,
      currency: 'ARS',
      categoryHints: ['Placas de Video', 'Componentes & Hardware'],
      inStock: true,
      sku: 'RTX-7',
    });
  });

  it('reads variable products from the price range and honours currency_minor_unit 0', () => {
    const [draft] = parseWooCommerceProducts([
      product(8, {
        is_in_stock: false,
        prices: {
          price: '150000',
          regular_price: '',
          price_range: { min_amount: '120000', max_amount: '150000' },
          currency_code: 'USD',
          currency_minor_unit: 0,
        },
      }),
    ]);
    expect(draft).toMatchObject({ price: 120000, listPrice: undefined, currency: 'USD', inStock: false });
  });
});

describe('woocommerceReader.read', () => {
  it('reads every page named by X-WP-TotalPages, once per listing, with issues for what it cannot use', async () => {
    const fetcher = new RouteFetcher({
      [pageOf(1)]: { body: [product(1), product(2)], headers: { 'X-WP-Total': '5', 'X-WP-TotalPages': '3' } },
      [pageOf(2)]: { status: 500, body: 'Internal Server Error' },
      [pageOf(3)]: {
        body: [
          product(2),
          product(3, { prices: { price: '', currency_minor_unit: 2, currency_code: 'ARS' } }),
          product(4),
        ],
        headers: { 'X-WP-TotalPages': '3' },
      },
    });
    const { listings, issues } = await collect(woocommerceReader, testContext(BASE, fetcher));

    expect(listings.map((l) => l.externalId)).toEqual(['1', '2', '4']);
    expect(listings[0]).toMatchObject({
      url: `${BASE}/producto/rtx-4060-1/`,
      price: 599999,
      listPrice: 649999,
      description: '8 GB GDDR6',
      images: [`${BASE}/wp-content/uploads/rtx-1.jpg`],
      readBy: 'woocommerce',
    });
    expect(issues).toEqual([
      expect.objectContaining({ where: `${BASE}${pageOf(2)}`, pageLost: true }),
      expect.objectContaining({ message: expect.stringContaining('sin precio') }),
    ]);
  });

  it('stops at the page budget and says the read is incomplete', async () => {
    const fetcher = new RouteFetcher({
      [pageOf(1)]: { body: [product(1)], headers: { 'X-WP-TotalPages': '9' } },
      [pageOf(2)]: { body: [product(2)], headers: { 'X-WP-TotalPages': '9' } },
    });
    const { listings, issues } = await collect(woocommerceReader, {
      ...testContext(BASE, fetcher),
      maxPages: 2,
    });
    expect(listings).toHaveLength(2);
    expect(issues).toEqual([
      expect.objectContaining({ pageLost: true, message: expect.stringContaining('límite') }),
    ]);
    expect(fetcher.requests).toHaveLength(2);
  });

  it('fails permanently when the site has no Store API and transiently on a 503', async () => {
    await expect(collect(woocommerceReader, testContext(BASE, new RouteFetcher({})))).rejects.toBeInstanceOf(
      PermanentReadError,
    );
    const busy = new RouteFetcher({ [pageOf(1)]: { status: 503, body: '' } });
    await expect(collect(woocommerceReader, testContext(BASE, busy))).rejects.toMatchObject({
      transient: true,
    });
    await expect(collect(woocommerceReader, testContext(BASE, busy))).rejects.toBeInstanceOf(FetchError);
  });

  it('is detected from the Store API answer', async () => {
    const yes = new RouteFetcher({ '/wp-json/wc/store/v1/products?per_page=1': { body: [product(1)] } });
    expect(await woocommerceReader.detect(testContext(BASE, yes))).toBe(true);
    expect(
      await woocommerceReader.detect(testContext(BASE, new RouteFetcher({ '/': { body: '<html></html>' } }))),
    ).toBe(false);
  });
});
