import { describe, expect, it } from 'vitest';
import { parseShopifyProducts, shopifyReader, type ShopifyProduct } from './shopify';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';

const BASE = 'https://gamer.example.com.ar';

// Modelled on a real /products.json answer (storefront, no key).
function product(id: number, over: Partial<ShopifyProduct> = {}): ShopifyProduct {
  return {
    id,
    title: `Mouse Logitech G203 #${id}`,
    handle: `mouse-logitech-g203-${id}`,
    body_html: '<p>Sensor de 8.000 DPI</p>',
    vendor: 'Logitech',
    product_type: 'Mouses',
    variants: [
      {
        id: id * 10,
        title: 'Negro',
        price: '32999.00',
        compare_at_price: '35999.00',
        available: false,
        sku: `G203-N-${id}`,
        barcode: '097855168545',
      },
      {
        id: id * 10 + 1,
        title: 'Blanco',
        price: '33999.00',
        compare_at_price: null,
        available: true,
        sku: `G203-B-${id}`,
        barcode: null,
      },
    ],
    images: [{ src: `https://cdn.shopify.com/s/files/1/0001/products/g203-${id}.jpg?v=1` }],
    ...over,
  };
}

describe('parseShopifyProducts', () => {
  it('prices a product by its cheapest available variant', () => {
    const [draft] = parseShopifyProducts([product(1)], BASE);
    expect(draft).toMatchObject({
      externalId: '1',
      url: `${BASE}/products/mouse-logitech-g203-1`,
      price: 33999,
      listPrice: undefined,
      inStock: true,
      brand: 'Logitech',
      categoryHints: ['Mouses'],
      sku: 'G203-B-1',
    });
  });

  it('keeps a sold-out product, out of stock, at its cheapest price', () => {
    const soldOut = product(2, { variants: product(2).variants!.map((v) => ({ ...v, available: false })) });
    expect(parseShopifyProducts([soldOut], BASE)[0]).toMatchObject({
      price: 32999,
      listPrice: 35999,
      inStock: false,
      ean: '097855168545',
    });
  });
});

describe('shopifyReader.read', () => {
  it('pages until a short page, in the store currency', async () => {
    const full = Array.from({ length: 250 }, (_, i) => product(i + 1));
    const fetcher = new RouteFetcher({
      '/products.json?limit=250&page=1': { body: { products: full } },
      '/products.json?limit=250&page=2': { body: { products: [product(250), product(251)] } },
    });
    const { listings, issues } = await collect(
      shopifyReader,
      testContext(BASE, fetcher, { currency: 'USD' }),
    );
    expect(listings).toHaveLength(251);
    expect(issues).toEqual([]);
    expect(listings[250]).toMatchObject({
      name: 'Mouse Logitech G203 #251',
      currency: 'USD',
      readBy: 'shopify',
    });
    expect(fetcher.requests).toHaveLength(2);
  });

  it('is detected by its products.json', async () => {
    const fetcher = new RouteFetcher({ '/products.json?limit=1': { body: { products: [product(1)] } } });
    expect(await shopifyReader.detect(testContext(BASE, fetcher))).toBe(true);
    expect(await shopifyReader.detect(testContext(BASE, new RouteFetcher({})))).toBe(false);
  });
});
