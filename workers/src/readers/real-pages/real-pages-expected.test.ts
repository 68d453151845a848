/**
 * More real pages of Argentine stores (SOURCES.md), each beside the values a person read from it by
 * hand (`expected/<page>.json`: name, price, crossed-out price, currency, stock and link per product,
 * with notes on where each value is). The readers must find exactly those: a price read wrong, or a
 * crossed-out price where the page shows none, fails here.
 */
import { expect, it } from 'vitest';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { readFromSitemap } from '../testing/sitemap-site';
import { expectSameAs, readWithRecipe, describeSaved, saved } from './hand-read';

/** Garbarino and Compumundo (one platform, 2016): AngularJS cards, list price crossed out. */
const GARBARINO_GROUP: Omit<RecipeInput & { type: 'html' }, 'startUrls'> = {
  type: 'html',
  item: '.product-wrap',
  fields: {
    name: 'h3.product-title',
    url: { selector: 'a[href]', attr: 'href' },
    price: '.online-price .value',
    listPrice: '.list-price .value',
  },
};

describeSaved('listing pages read with a store recipe', () => {
  it('www.garbarino.com, 2016: 12 game cards, the online price and the crossed-out one', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://www.garbarino.com',
      '/productos/juegos-xbox',
      saved('www.garbarino.com/garbarino-2016-xbox.html'),
      { ...GARBARINO_GROUP, startUrls: ['/productos/juegos-xbox'] },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'garbarino-2016-xbox', 'https://www.garbarino.com', { first: true });
  });

  it('www.compumundo.com.ar, 2016: 8 cards of the same platform, one name cut short by the store', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://www.compumundo.com.ar',
      '/buscar?q=bose',
      saved('www.compumundo.com.ar/compumundo-2016-bose.html'),
      { ...GARBARINO_GROUP, startUrls: ['/buscar?q=bose'] },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'compumundo-2016-bose', 'https://www.compumundo.com.ar', { first: true });
  });

  it('www.fravega.com, 2016 (VTEX shelf): "precio regular" crossed out beside the best price', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.fravega.com',
      '/busca?ft=philips',
      saved('www.fravega.com/fravega-2016-philips.html'),
      {
        type: 'html',
        startUrls: ['/busca?ft=philips'],
        item: '.shelf li:has(h3)',
        fields: {
          name: 'h3 a',
          url: { selector: 'h3 a', attr: 'href' },
          price: 'em.BestPrice',
          listPrice: 'em.ListPrice',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'fravega-2016-philips', 'http://www.fravega.com', { first: true });
  });

  it('www.rodo.com.ar, 2016 (Magento 1): the regular price of each card', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.rodo.com.ar',
      '/catalogsearch/result/?q=philips',
      saved('www.rodo.com.ar/rodo-2016-philips.html'),
      {
        type: 'html',
        startUrls: ['/catalogsearch/result/?q=philips'],
        item: 'li.item',
        fields: {
          name: 'h2.product-name a',
          url: { selector: 'h2.product-name a', attr: 'href' },
          price: '.regular-price .price, .special-price .price',
          listPrice: '.old-price .price',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'rodo-2016-philips', 'http://www.rodo.com.ar', { first: true });
  });

  it('www.carrefour.com.ar, 2016 (Magento 1): cents in a <sup>, "Solo en Sucursales" is not in stock online', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.carrefour.com.ar',
      '/catalogsearch/result/?q=philips',
      saved('www.carrefour.com.ar/carrefour-2016-philips.html'),
      {
        type: 'html',
        startUrls: ['/catalogsearch/result/?q=philips'],
        item: '#product-grid-limited > li.item',
        fields: {
          name: 'h2.product-name a',
          url: { selector: 'h2.product-name a', attr: 'href' },
          price: '.regular-price .price, .special-price .price',
          listPrice: '.old-price .price',
          availability: '.availability',
        },
        outOfStockPattern: 'solo en sucursales|sin stock|agotado',
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'carrefour-2016-philips', 'http://www.carrefour.com.ar', { first: true });
  });

  it('sampietroweb.com.ar: a card with the crossed-out price above the final one', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://sampietroweb.com.ar',
      '/tienda/pequenos-electros-y-salud/salud-y-bienestar/balanzas-de-bano',
      saved('sampietroweb.com.ar/sampietro-2024-card.html'),
      {
        type: 'html',
        startUrls: ['/tienda/pequenos-electros-y-salud/salud-y-bienestar/balanzas-de-bano'],
        item: 'article.PRODUCT_BOX',
        fields: {
          name: 'h3[itemprop="name"]',
          url: { selector: 'a[itemprop="url"]', attr: 'href' },
          price: '.precio-final',
          listPrice: '.tachado',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'sampietro-2024-card', 'https://sampietroweb.com.ar', { first: true });
  });
});

describeSaved('a price written the other way round', () => {
  // Ribeiro (2016) writes thousands with a comma ('$1,399' is 1399 pesos: three digits after the comma,
  // and the store's prices run $599 to $5,999), shows its only price struck through, and sells these
  // products in its branches only (the card's button says 'venta sucursal').
  it('www.ribeiro.com.ar: every card at the price shown, none in stock online', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.ribeiro.com.ar',
      '/ribeiro/basic/browse?Ntt=philips',
      saved('www.ribeiro.com.ar/ribeiro-2016-philips.html'),
      {
        type: 'html',
        startUrls: ['/ribeiro/basic/browse?Ntt=philips'],
        item: '#atg_store_product > li',
        fields: {
          name: '.prodNom',
          url: { selector: 'a', attr: 'href' },
          price: '.precio_big',
          availability: { selector: 'input.botonVentaSucursal', attr: 'class' },
        },
        outOfStockPattern: 'botonVentaSucursal',
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'ribeiro-2016-philips', 'http://www.ribeiro.com.ar', { first: true });
  });
});

describeSaved('schema.org products on real pages', () => {
  it('eltheamcomputacion.mitiendanube.com (Tiendanube): the JSON-LD block of a product page, as the store prints it', async () => {
    const path = '/productos/cargador-portatil-enox3700-negro/';
    const block = saved('eltheamcomputacion.mitiendanube.com/eltheam-2024-cargador-jsonld.json');
    const { listings, issues } = await readFromSitemap(
      'https://eltheamcomputacion.mitiendanube.com',
      path,
      `<!doctype html><html><head><script type="application/ld+json" data-component="structured-data.item">${block}</script></head><body></body></html>`,
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'eltheam-2024-cargador-jsonld', 'https://eltheamcomputacion.mitiendanube.com', {
      first: true,
    });
  });

  it('www.naldo.com.ar (VTEX IO): the ItemList JSON-LD of a listing page, 12 products', async () => {
    const block = saved('www.naldo.com.ar/naldo-2024-itemlist-jsonld.json');
    const { listings } = await readFromSitemap(
      'https://www.naldo.com.ar',
      '/tecnologia',
      `<!doctype html><html><head><script type="application/ld+json">${block}</script></head><body></body></html>`,
    );
    expectSameAs(listings, 'naldo-2024-itemlist-jsonld', 'https://www.naldo.com.ar', { first: true });
  });
});
