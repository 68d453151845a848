/**
 * More real pages of Argentine stores (SOURCES.md), each beside the values a person read from it by
 * hand (`expected/<page>.json`: name, price, crossed-out price, currency, stock and link per product,
 * with notes on where each value is). The readers must find exactly those: a price read wrong, or a
 * crossed-out price where the page shows none, fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { jsonldReader } from '../jsonld';
import { recipeReader } from '../recipe';
import { collect, testContext } from '../testing/collect';
import { RouteFetcher } from '../testing/route-fetcher';
import type { ListingDraft } from '../shared/listing';

const file = (path: string) => readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');

interface Expected {
  name: string;
  price: number;
  listPrice: number | null;
  currency: 'ARS' | 'USD';
  inStock: boolean | null;
  url: string | null;
}

function expectedOf(name: string): Expected[] {
  const data = JSON.parse(file(`expected/${name}.json`)) as { kind: string; items?: Expected[] } & Expected;
  return data.kind === 'listing' ? data.items! : [data];
}

/** What the reader found, in the expected file's terms (null where the page says nothing). */
function asRead(listing: ListingDraft, known: Expected): Expected {
  return {
    name: listing.name!,
    price: listing.price!,
    listPrice: listing.listPrice ?? null,
    currency: listing.currency as 'ARS' | 'USD',
    // The person could not tell stock or link from some pages: those stay unchecked.
    inStock: known.inStock === null ? null : (listing.inStock ?? null),
    url: known.url === null ? null : (listing.url ?? null),
  };
}

/**
 * The reader's listings against the hand-read ones (the first ones when only those were read); links
 * the page gives relative are the site's.
 */
function expectSameAs(listings: ListingDraft[], name: string, site: string) {
  const expected = expectedOf(name);
  expect(listings.length).toBeGreaterThanOrEqual(expected.length);
  expect(listings.slice(0, expected.length).map((l, i) => asRead(l, expected[i]!))).toEqual(
    expected.map((e) => ({
      // Runs of spaces in the source collapse on the page a person reads.
      name: e.name.replace(/\s+/g, ' ').trim(),
      price: e.price,
      listPrice: e.listPrice,
      currency: e.currency,
      inStock: e.inStock,
      url: e.url === null ? null : new URL(e.url, site).href,
    })),
  );
}

/** A listing page answered at `path` of `base`, read with `recipe`. */
async function readWithRecipe(base: string, path: string, page: string, recipe: RecipeInput) {
  const fetcher = new RouteFetcher({ [path]: { body: file(`pages/${page}`) } });
  return collect(recipeReader, testContext(base, fetcher, { recipe }));
}

/** A page at `path` of `base` listed in the site's sitemap, read for its schema.org products. */
async function readWithSchema(base: string, path: string, html: string) {
  const fetcher = new RouteFetcher({
    '/robots.txt': { body: `User-agent: *\nSitemap: ${base}/sitemap.xml\n` },
    '/sitemap.xml': {
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}${path}</loc></url></urlset>`,
    },
    [path]: { body: html, headers: { 'content-type': 'text/html; charset=utf-8' } },
  });
  return collect(jsonldReader, testContext(base, fetcher));
}

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

describe('listing pages read with a store recipe', () => {
  it('www.garbarino.com, 2016: 12 game cards, the online price and the crossed-out one', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://www.garbarino.com',
      '/productos/juegos-xbox',
      'www.garbarino.com/garbarino-2016-xbox.html',
      { ...GARBARINO_GROUP, startUrls: ['/productos/juegos-xbox'] },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'garbarino-2016-xbox', 'https://www.garbarino.com');
  });

  it('www.compumundo.com.ar, 2016: 8 cards of the same platform, one name cut short by the store', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://www.compumundo.com.ar',
      '/buscar?q=bose',
      'www.compumundo.com.ar/compumundo-2016-bose.html',
      { ...GARBARINO_GROUP, startUrls: ['/buscar?q=bose'] },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'compumundo-2016-bose', 'https://www.compumundo.com.ar');
  });

  it('www.fravega.com, 2016 (VTEX shelf): "precio regular" crossed out beside the best price', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.fravega.com',
      '/busca?ft=philips',
      'www.fravega.com/fravega-2016-philips.html',
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
    expectSameAs(listings, 'fravega-2016-philips', 'http://www.fravega.com');
  });

  it('www.rodo.com.ar, 2016 (Magento 1): the regular price of each card', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.rodo.com.ar',
      '/catalogsearch/result/?q=philips',
      'www.rodo.com.ar/rodo-2016-philips.html',
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
    expectSameAs(listings, 'rodo-2016-philips', 'http://www.rodo.com.ar');
  });

  it('www.carrefour.com.ar, 2016 (Magento 1): cents in a <sup>, "Solo en Sucursales" is not in stock online', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.carrefour.com.ar',
      '/catalogsearch/result/?q=philips',
      'www.carrefour.com.ar/carrefour-2016-philips.html',
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
    expectSameAs(listings, 'carrefour-2016-philips', 'http://www.carrefour.com.ar');
  });

  it('sampietroweb.com.ar: a card with the crossed-out price above the final one', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://sampietroweb.com.ar',
      '/tienda/pequenos-electros-y-salud/salud-y-bienestar/balanzas-de-bano',
      'sampietroweb.com.ar/sampietro-2024-card.html',
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
    expectSameAs(listings, 'sampietro-2024-card', 'https://sampietroweb.com.ar');
  });
});

describe('a price written the other way round', () => {
  // Ribeiro (2016) writes thousands with a comma ('$1,399' is 1399 pesos: three digits after the comma,
  // and the store's prices run $599 to $5,999), shows its only price struck through, and sells these
  // products in its branches only (the card's button says 'venta sucursal').
  it('www.ribeiro.com.ar: every card at the price shown, none in stock online', async () => {
    const { listings, issues } = await readWithRecipe(
      'http://www.ribeiro.com.ar',
      '/ribeiro/basic/browse?Ntt=philips',
      'www.ribeiro.com.ar/ribeiro-2016-philips.html',
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
    expectSameAs(listings, 'ribeiro-2016-philips', 'http://www.ribeiro.com.ar');
  });
});

describe('schema.org products on real pages', () => {
  it('eltheamcomputacion.mitiendanube.com (Tiendanube): the JSON-LD block of a product page, as the store prints it', async () => {
    const path = '/productos/cargador-portatil-enox3700-negro/';
    const block = file('pages/eltheamcomputacion.mitiendanube.com/eltheam-2024-cargador-jsonld.json');
    const { listings, issues } = await readWithSchema(
      'https://eltheamcomputacion.mitiendanube.com',
      path,
      `<!doctype html><html><head><script type="application/ld+json" data-component="structured-data.item">${block}</script></head><body></body></html>`,
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'eltheam-2024-cargador-jsonld', 'https://eltheamcomputacion.mitiendanube.com');
  });

  it('www.naldo.com.ar (VTEX IO): the ItemList JSON-LD of a listing page, 12 products', async () => {
    const block = file('pages/www.naldo.com.ar/naldo-2024-itemlist-jsonld.json');
    const { listings } = await readWithSchema(
      'https://www.naldo.com.ar',
      '/tecnologia',
      `<!doctype html><html><head><script type="application/ld+json">${block}</script></head><body></body></html>`,
    );
    expectSameAs(listings, 'naldo-2024-itemlist-jsonld', 'https://www.naldo.com.ar');
  });
});
