/**
 * More real pages of Argentine stores (SOURCES.md), each beside the values a person read from it by
 * hand (`expected/<page>.json`: name, price, crossed-out price, cash price, currency, stock and link
 * per product, with notes on where each value is). Listing pages are read with a store recipe, product
 * pages the way a store update reads them (sitemap → page). A price read wrong fails here.
 */
import { expect, it } from 'vitest';
import { readFromSitemap } from '../testing/sitemap-site';
import {
  asPublished,
  asRead,
  expectSameAs,
  handRead,
  readWithRecipe,
  describeSaved,
  saved,
} from './hand-read';

describeSaved('www.musimundo.com, 2016: the online price, with a higher "precio contado" beside it', () => {
  const path = '/Busqueda/?search=philips';
  const page = 'www.musimundo.com/musimundo-2016-philips.html';

  // "PRECIO CONTADO $ 3299,00 / PRECIO ON LINE $ 2699,00 / ahorrá $600": the online price is what the
  // shopper pays here; the higher contado amount is the regular price it is discounted from.
  it('reads all 16 cards at the online price, the contado amount as the regular price', async () => {
    const { listings, issues } = await readWithRecipe('http://www.musimundo.com', path, saved(page), {
      type: 'html',
      startUrls: [path],
      item: 'article.product',
      fields: {
        name: 'a.name',
        url: { selector: 'a.name', attr: 'href' },
        price: '.price.online',
        listPrice: '.price.cash',
        availability: 'button.submit',
      },
    });
    expect(issues).toEqual([]);
    expectSameAs(listings, 'musimundo-2016-philips', 'http://www.musimundo.com');
  });

  // A recipe that takes the word "contado" for a cash discount must not turn the higher amount into
  // the price, nor publish it as a cash price.
  it('publishes the online price and no cash price when a recipe calls the contado amount a cash price', async () => {
    const { listings, issues } = await readWithRecipe('http://www.musimundo.com', path, saved(page), {
      type: 'html',
      startUrls: [path],
      item: 'article.product',
      fields: {
        name: 'a.name',
        url: { selector: 'a.name', attr: 'href' },
        price: '.price.online',
        cashPrice: '.price.cash',
      },
    });
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.price, l.cashPrice])).toEqual(
      handRead('musimundo-2016-philips').map((e) => [e.price, undefined]),
    );
  });
});

describeSaved('www.cotodigital3.com.ar, 2016 (Oracle ATG): prices with a decimal point', () => {
  // '$139.00' is 139 pesos and '$171.10' is 171.10 (two digits after the point); each card prints its
  // price three times, two of them hidden; the small '(205990)' after the name is the article number.
  // The $46.10 lamp (2016) is below what any listing may cost today (reading-quality's floor): it is
  // read right and refused, not published.
  it('reads the 12 cards at the visible price, names without the article number', async () => {
    const path = '/sitios/cdigi/browse?Ntt=philips';
    const site = 'http://www.cotodigital3.com.ar';
    const { listings, issues } = await readWithRecipe(
      site,
      path,
      saved('www.cotodigital3.com.ar/coto-2016-philips.html'),
      {
        type: 'html',
        startUrls: [path],
        item: '#products > li',
        fields: {
          name: { selector: '.atg_store_productTitle', pattern: '^(.+?)\\s*\\(\\d+\\)$' },
          url: { selector: '.leftList a', attr: 'href' },
          price: '.rightList .atg_store_newPrice',
          sku: { selector: '.atg_store_productTitle span', pattern: '\\d+' },
          availability: '.addToCart',
        },
      },
    );
    const expected = handRead('coto-2016-philips');
    const refused = expected.filter((e) => e.price! < 50);
    expect(refused.map((e) => e.price)).toEqual([46.1]);
    expect(issues).toEqual(
      refused.map((e) => ({
        where: new URL(e.url!, site).href,
        message: `"${e.name}": precio ${e.price} ARS demasiado bajo para publicarlo`,
        kind: 'absurd-price',
      })),
    );
    expect(listings.map((l) => asRead(l, expected[0]!))).toEqual(
      expected.filter((e) => !refused.includes(e)).map((e) => asPublished(e, site)),
    );
    // The article numbers in small type (the $46.10 lamp's, 254516, is among the refused).
    const skus = ['205990', '205992', '205991', '186438', '206003', '254240', '225053', '225052'];
    expect(listings.map((l) => l.sku)).toEqual([...skus, '283254', '283258', '283257']);
  });
});

describeSaved('www.gamingcity.com.ar listing (TornadoStore), cards cut short by its saver', () => {
  // Each saved card ends inside an open <style>, which swallows the next card's name and link: only
  // the first card is a product; the three prices left without a name must not be published.
  it('reads the first card, its sale price and crossed-out list price, and nothing else', async () => {
    const path = '/fuentes';
    const { listings, issues } = await readWithRecipe(
      'https://www.gamingcity.com.ar',
      path,
      saved('www.gamingcity.com.ar/gamingcity-listado-fuentes.html'),
      {
        type: 'html',
        startUrls: [path],
        item: 'div.product',
        fields: {
          name: 'a.titprod',
          url: { selector: 'a.titprod', attr: 'href' },
          price: '.price .price-sales, .price > span:not(:has(.price-sales))',
          listPrice: '.price .price-standard',
          availability: '.stock',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'gamingcity-listado-fuentes', 'https://www.gamingcity.com.ar');
  });
});

describeSaved('www.mexx.com.ar product page (microdata), read from the sitemap', () => {
  const path = '/productos-rubro/memorias-ram/51488-memoria-ram-ddr4-16gb-3200-mhz-hiksemi-armor.html';
  const read = () =>
    readFromSitemap(
      'https://www.mexx.com.ar',
      path,
      saved('www.mexx.com.ar/mexx-producto-hiksemi-armor.html'),
    );

  // "$241.561 11% OFF · $214.989 Mejor Precio · $292.379 Precio 12 cuotas": the best price is the
  // price; neither the 12-instalment price nor the related products' prices are.
  it('reads the best price, the heading name, the link and the stock', async () => {
    const { listings, issues } = await read();
    expect(issues).toEqual([]);
    const [expected] = handRead('mexx-producto-hiksemi-armor');
    // The list price is not in the microdata (see the next test): none is published, never a wrong one.
    expect(listings.map((l) => asRead(l, expected!))).toEqual([
      { ...asPublished(expected!, 'https://www.mexx.com.ar'), listPrice: null },
    ]);
  });

  // The crossed-out $241.561 is only in the store's own markup (b.anterior_single), not in the
  // microdata: the generic reader cannot know it, a store recipe reads it.
  it('with a store recipe, reads the crossed-out previous price as the list price too', async () => {
    const { listings, issues } = await readWithRecipe(
      'https://www.mexx.com.ar',
      path,
      saved('www.mexx.com.ar/mexx-producto-hiksemi-armor.html'),
      {
        type: 'html',
        startUrls: [path],
        // One product per page: its heading, its price box and its microdata link.
        item: 'body',
        fields: {
          name: 'h1.title',
          url: { selector: '[itemprop="offers"] link[itemprop="url"]', attr: 'href' },
          price: 'h2.main-price > b:not(.anterior_single)',
          listPrice: 'h2.main-price > b.preciotop > span:first-child',
        },
      },
    );
    expect(issues).toEqual([]);
    expectSameAs(listings, 'mexx-producto-hiksemi-armor', 'https://www.mexx.com.ar');
  });
});
