import { describe, expect, it } from 'vitest';
import { magentoReader, parseMagentoProducts, type MagentoProduct } from './magento';
import { collect, testContext } from './testing/collect';
import { RouteFetcher, type RouteAnswer } from './testing/route-fetcher';
import { PermanentReadError } from './types';

const BASE = 'https://www.magento-hardware.com.ar';

// Modelled on Magento 2.4's GraphQL answer to the `products` query.
function item(n: number, over: Partial<MagentoProduct> = {}): MagentoProduct {
  return {
    sku: `MB-${n}`,
    name: `Motherboard ASUS Prime B550M-A #${n}`,
    url_key: `motherboard-asus-prime-b550m-a-${n}`,
    url_suffix: '.html',
    canonical_url: null,
    stock_status: 'IN_STOCK',
    short_description: { html: '<p>Socket AM4, DDR4</p>' },
    description: { html: '<p>Larga</p>' },
    image: { url: `${BASE}/media/catalog/product/cache/1/image/b550m-${n}.jpg` },
    media_gallery: [{ url: `${BASE}/media/catalog/product/b550m-${n}.jpg` }],
    categories: [{ name: 'Motherboards' }, { name: 'Componentes' }],
    price_range: {
      minimum_price: {
        regular_price: { value: 189999, currency: 'ARS' },
        final_price: { value: 169999.5, currency: 'ARS' },
      },
    },
    ...over,
  };
}

function graphql(pages: MagentoProduct[][]) {
  return (url: URL): RouteAnswer => {
    const query = url.searchParams.get('query') ?? '';
    expect(query).toContain('products(search: ""');
    const currentPage = Number(/currentPage: (\d+)/.exec(query)?.[1]);
    expect(/pageSize: (\d+)/.exec(query)?.[1]).toBe('100');
    if (currentPage > pages.length) {
      return {
        body: {
          errors: [
            {
              message: `currentPage value ${currentPage} specified is greater than the ${pages.length} page(s) available.`,
            },
          ],
          data: { products: null },
        },
      };
    }
    const items = pages[currentPage - 1]!;
    return {
      body: {
        data: {
          products: {
            total_count: pages.flat().length,
            page_info: { current_page: currentPage, page_size: 100, total_pages: pages.length },
            items,
          },
        },
      },
    };
  };
}

describe('parseMagentoProducts', () => {
  it('builds the URL from url_key and url_suffix and keeps final and regular prices', () => {
    const [draft] = parseMagentoProducts([item(1)], BASE);
    expect(draft).toMatchObject({
      externalId: 'MB-1',
      url: `${BASE}/motherboard-asus-prime-b550m-a-1.html`,
      price: 169999.5,
      listPrice: 189999,
      currency: 'ARS',
      categoryHints: ['Motherboards', 'Componentes'],
      inStock: true,
    });
  });

  it('drops the placeholder image and reads OUT_OF_STOCK', () => {
    const [draft] = parseMagentoProducts(
      [
        item(2, {
          stock_status: 'OUT_OF_STOCK',
          image: {
            url: `${BASE}/static/frontend/Magento/luma/es_AR/Magento_Catalog/images/product/placeholder/image.jpg`,
          },
          media_gallery: [],
        }),
      ],
      BASE,
    );
    expect(draft).toMatchObject({ inStock: false, images: [] });
  });
});

describe('magentoReader.read', () => {
  it('reads pages 1..total_pages of the products query', async () => {
    const pages = [
      Array.from({ length: 100 }, (_, i) => item(i + 1)),
      [item(101), item(102, { price_range: {} })],
    ];
    const fetcher = new RouteFetcher({ '/graphql': graphql(pages) });
    const { listings, issues } = await collect(magentoReader, testContext(BASE, fetcher));
    expect(listings).toHaveLength(101);
    expect(issues).toEqual([expect.objectContaining({ message: expect.stringContaining('sin precio') })]);
    expect(fetcher.requests).toHaveLength(2);
    expect(listings[0]).toMatchObject({ description: 'Socket AM4, DDR4', readBy: 'magento' });
  });

  it('fails permanently on a GraphQL error answer', async () => {
    const fetcher = new RouteFetcher({
      '/graphql': () => ({ body: { errors: [{ message: "The current customer isn't authorized." }] } }),
    });
    await expect(collect(magentoReader, testContext(BASE, fetcher))).rejects.toBeInstanceOf(
      PermanentReadError,
    );
  });

  it('is detected by an answer to the products query', async () => {
    const fetcher = new RouteFetcher({
      '/graphql': () => ({ body: { data: { products: { total_count: 120 } } } }),
    });
    expect(await magentoReader.detect(testContext(BASE, fetcher))).toBe(true);
    const other = new RouteFetcher({
      '/graphql': () => ({
        body: { errors: [{ message: 'Cannot query field "products" on type "Query".' }] },
      }),
    });
    expect(await magentoReader.detect(testContext(BASE, other))).toBe(false);
  });
});
