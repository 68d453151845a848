/**
 * Real pages and API answers of more Argentine stores (SOURCES.md), each beside the values a person
 * read from it by hand (`expected/<page>.json`, with notes on where each value is), read the way a store
 * update reads them: a JSON recipe for store APIs and Next.js page data, an HTML recipe for listing
 * cards. A price read wrong (cents taken as pesos, the price without tax, the crossed-out price) fails.
 */
import { expect, it } from 'vitest';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { readFromSitemap } from '../testing/sitemap-site';
import { expectSameAs, readWithRecipe, describeSaved, saved } from './hand-read';

describeSaved('store APIs read with a JSON recipe', () => {
  // Vendure gives cents, and `price` without tax beside `priceWithTax`: the shopper pays the latter.
  const CHASQUI: RecipeInput = {
    type: 'json',
    startUrls: ['/shop-api?operationName=GetProductDetail'],
    items: 'data.product',
    fields: {
      name: 'name',
      price: 'variants.0.priceWithTax',
      externalId: 'id',
      sku: 'variants.0.sku',
      inStock: 'variants.0.stockLevel',
    },
    priceScale: 100,
    urlTemplate: '/csd/producto/{slug}',
  };

  it('tiendaschasqui.ar (Vendure): the price with tax, in pesos, not cents', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://tiendaschasqui.ar',
      '/shop-api?operationName=GetProductDetail',
      saved('tiendaschasqui.ar/chasqui-2024-producto-alfajor.json'),
      CHASQUI,
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'chasqui-2024-producto-alfajor', 'https://tiendaschasqui.ar');
  });

  it('tiendaschasqui.ar: reading the price without tax is caught', async () => {
    const { listings } = await readWithRecipe(
      'https://tiendaschasqui.ar',
      '/shop-api?operationName=GetProductDetail',
      saved('tiendaschasqui.ar/chasqui-2024-producto-alfajor.json'),
      { ...CHASQUI, fields: { ...CHASQUI.fields, price: 'variants.0.price' } },
    );
    expect(listings.map((l) => l.price)).toEqual([882.35]);
    expect(() =>
      expectSameAs(listings, 'chasqui-2024-producto-alfajor', 'https://tiendaschasqui.ar'),
    ).toThrow();
  });

  it('www.distribuidoraeva.com.ar (Empretienda): the offer price when there is one, else the price', async () => {
    // The saved element of the answer's `data` list, back in its list.
    const answer = `{"data":[${saved('www.distribuidoraeva.com.ar/eva-2024-producto-serum.json')}]}`;
    const path = '/v4/product/category?filter_page=1&filter_order=4&filter_categories%5B%5D=826351';
    const { listings, issues } = await readWithRecipe('https://www.distribuidoraeva.com.ar', path, answer, {
      type: 'json',
      startUrls: [path],
      items: 'data',
      fields: {
        name: 'p_nombre',
        // 0 is "no offer": the regular price is read then.
        price: ['p_precio_oferta', 'p_precio'],
        listPrice: 'p_precio',
        externalId: 'idProductos',
      },
      // Product pages sit under their category's address: this template is this category's.
      urlTemplate: '/serum-y-aceites-capilares/{p_link}',
    });
    expect(issues).toEqual([]);
    expectSameAs(listings, 'eva-2024-producto-serum', 'https://www.distribuidoraeva.com.ar');
  });

  it('www.fravega.com, 2024 (Next.js page data): 15 TVs at the sale price, the list price crossed out', async () => {
    const path = '/_next/data/BUILD/l/tv-y-video/tv.json?marcas=philips';
    const { listings, issues } = await readWithRecipe(
      'https://www.fravega.com',
      path,
      saved('www.fravega.com/fravega-2024-tv-philips-nextdata.json'),
      {
        type: 'json',
        startUrls: [path],
        // The Apollo cache keys its answers by query and arguments: `*` stands for the items query.
        items:
          'pageProps.__APOLLO_STATE__.ROOT_QUERY.*."results({\\"buckets\\":[{\\"customSorted\\":true,\\"offset\\":0,\\"sorting\\":\\"TOTAL_SALES_IN_LAST_30_DAYS\\"}],\\"size\\":15})"',
        fields: {
          name: 'title',
          price: 'salePrice.amounts.0.min',
          listPrice: 'listPrice.amounts.0.min',
          externalId: 'skus.results.0.code',
          ean: 'gtin.number',
        },
        urlTemplate: '/p/{slug}-{skus.results.0.code}/',
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'fravega-2024-tv-philips-nextdata', 'https://www.fravega.com');
  });
});

describeSaved('listing cards read with an HTML recipe', () => {
  it('www.sumaelectrohogar.com.ar (PrestaShop): the price, and the old price shown before it', async () => {
    const path = '/33-impresoras';
    const { listings, issues } = await readWithRecipe(
      'https://www.sumaelectrohogar.com.ar',
      path,
      saved('www.sumaelectrohogar.com.ar/sumahogar-2024-impresora-card.html'),
      {
        type: 'html',
        startUrls: [path],
        item: '.product-container',
        fields: {
          name: 'a.product-name',
          url: { selector: 'a.product-name', attr: 'href' },
          price: '.price-box .price',
          listPrice: '.price-box .old-price',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'sumahogar-2024-impresora-card', 'https://www.sumaelectrohogar.com.ar');
  });

  it('www.sumaelectrohogar.com.ar: the card microdata has no price, so the schema.org reader publishes none', async () => {
    const base = 'https://www.sumaelectrohogar.com.ar';
    const path = '/33-impresoras';
    const { listings } = await readFromSitemap(
      base,
      path,
      saved('www.sumaelectrohogar.com.ar/sumahogar-2024-impresora-card.html'),
    );
    expect(listings).toEqual([]);
  });

  it('www.pedidosya.com.ar: a shop menu, cards without links, prices with the thousands dot', async () => {
    const path = '/restaurantes/tandil/iglu-quintana-menu';
    const { listings, issues } = await readWithRecipe(
      'https://www.pedidosya.com.ar',
      path,
      saved('www.pedidosya.com.ar/pedidosya-2024-iglu-menu.html'),
      {
        type: 'html',
        startUrls: [path],
        item: '#section__products [role="article"]',
        fields: {
          name: { attr: 'aria-label' },
          price: '[id="price"]',
          // The product's id is in its picture's address; the card has no other.
          externalId: { selector: 'picture source', attr: 'srcset', pattern: '/products/([0-9a-f-]{36})\\.' },
        },
        // A card opens in a dialog of the menu page: the menu is the product's page.
        urlTemplate: path,
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'pedidosya-2024-iglu-menu', 'https://www.pedidosya.com.ar');
    expect(listings.map((l) => [l.externalId, l.url])).toEqual([
      ['1de6ce11-eb20-463a-8829-013180116082', `https://www.pedidosya.com.ar${path}`],
      ['11bc6b5a-ac4c-43f1-9927-a2584ffb7bac', `https://www.pedidosya.com.ar${path}`],
    ]);
  });
});
