/**
 * Pages written by us, modelled on the saved real pages (SOURCES.md) so every way of reading them is
 * tested on a fresh clone too, where the saved pages are not at hand. Only facts of those pages are
 * reused (markup shapes, names, prices as printed); every page here is small and ours.
 */
import { describe, expect, it } from 'vitest';
import { readFromSitemap } from '../testing/sitemap-site';
import { readWithRecipe } from './hand-read';

const jsonLdPage = (block: unknown) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(block)}</script></head><body></body></html>`;

const product = (id: string, name: string, offers: unknown) => ({
  '@type': 'ListItem',
  item: { '@type': 'Product', '@id': id, name, offers },
});
const offer = (price: number, low = price, high = price) => ({
  '@type': 'AggregateOffer',
  lowPrice: low,
  highPrice: high,
  priceCurrency: 'ARS',
  offers: [{ '@type': 'Offer', price, priceCurrency: 'ARS', availability: 'http://schema.org/InStock' }],
});

describe('ItemList JSON-LD of a VTEX IO listing page (modelled on www.vea.com.ar, 2024)', () => {
  it('publishes each product at its offer price, and not the one whose block gives two prices ten times apart', async () => {
    const site = 'https://www.vea.com.ar';
    const block = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        product(
          `${site}/la-saltena-noquis-de-papa-x-300g/p`,
          'La Salteña ñoquis De Papa X 300g',
          offer(1300),
        ),
        product(
          `${site}/noquis-con-papa-bandeja-x-1-kg/p`,
          'ñoquis Con Papa Bandeja X 1 Kg',
          offer(171.9, 171.9, 1719),
        ),
        product(`${site}/noquis-la-saltena-de-papa-900g/p`, 'ñoquis La Salteña De Papa 900g', offer(3500)),
      ],
    };
    const { listings, issues } = await readFromSitemap(site, '/busca?ft=noquis', jsonLdPage(block));
    expect(listings.map((l) => [l.name, l.price, l.currency, l.inStock, l.url])).toEqual([
      ['La Salteña ñoquis De Papa X 300g', 1300, 'ARS', true, `${site}/la-saltena-noquis-de-papa-x-300g/p`],
      ['ñoquis La Salteña De Papa 900g', 3500, 'ARS', true, `${site}/noquis-la-saltena-de-papa-900g/p`],
    ]);
    expect(issues.map((i) => i.where)).toEqual([`${site}/noquis-con-papa-bandeja-x-1-kg/p`]);
  });
});

describe('Product JSON-LD of a Tiendanube product page (modelled on naturaldieteticaonline.com.ar, 2024)', () => {
  it('reads a price written "1413.59" as $ 1.413,59, not 141359', async () => {
    const site = 'https://naturaldieteticaonline.com.ar';
    const path = '/productos/j-croc-papas-fritas-65-g/';
    const page = jsonLdPage({
      '@context': 'https://schema.org/',
      '@type': 'Product',
      '@id': `${site}${path}#product`,
      name: 'J-CROC PAPAS FRITAS 65 G',
      offers: {
        '@type': 'Offer',
        url: `${site}${path}`,
        priceCurrency: 'ARS',
        price: '1413.59',
        availability: 'http://schema.org/InStock',
      },
    });
    const { listings, issues } = await readFromSitemap(site, path, page);
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.name, l.price, l.currency])).toEqual([
      ['J-CROC PAPAS FRITAS 65 G', 1413.59, 'ARS'],
    ]);
  });
});

describe('listing cards read with an HTML recipe (modelled on www.mexx.com.ar, 2025)', () => {
  it('reads the price and the crossed-out previous price of each card', async () => {
    const site = 'https://www.mexx.com.ar';
    const path = '/buscar/?p=rtx+5060';
    const card = (slug: string, name: string, before: string, now: string) =>
      `<div class="card"><a href="/productos-rubro/placas-de-video/${slug}.html"><h4>${name}</h4></a>
        <s class="old">${before}</s><span class="price">${now}</span></div>`;
    const page = `<html><body>
      ${card('5162-asus-dual-rtx-5060', 'Placa de Video Asus Dual GeForce RTX 5060 8GB GDDR7', '$ 789.999,00', '$ 699.999,00')}
      ${card('5170-msi-ventus-rtx-5060', 'Placa de Video MSI Ventus 2X GeForce RTX 5060 8GB', '$ 812.500,00', '$ 745.000,00')}
    </body></html>`;
    const { listings, issues } = await readWithRecipe(site, path, page, {
      type: 'html',
      startUrls: [path],
      item: '.card',
      fields: {
        name: 'h4',
        url: { selector: 'a', attr: 'href' },
        price: '.price',
        listPrice: '.old',
      },
    });
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.name, l.price, l.listPrice, l.currency, l.url])).toEqual([
      [
        'Placa de Video Asus Dual GeForce RTX 5060 8GB GDDR7',
        699999,
        789999,
        'ARS',
        `${site}/productos-rubro/placas-de-video/5162-asus-dual-rtx-5060.html`,
      ],
      [
        'Placa de Video MSI Ventus 2X GeForce RTX 5060 8GB',
        745000,
        812500,
        'ARS',
        `${site}/productos-rubro/placas-de-video/5170-msi-ventus-rtx-5060.html`,
      ],
    ]);
  });
});

describe('prices printed the other ways (modelled on www.cotodigital3.com.ar and www.ribeiro.com.ar, 2016)', () => {
  const read = (
    site: string,
    cards: string[],
    stock: { availability?: { selector: string; attr: string }; outOfStockPattern?: string } = {},
  ) =>
    readWithRecipe(site, '/browse?Ntt=philips', `<ul id="products">${cards.join('')}</ul>`, {
      type: 'html',
      startUrls: ['/browse?Ntt=philips'],
      item: '#products > li',
      fields: {
        name: '.name',
        url: { selector: 'a', attr: 'href' },
        price: '.price',
        availability: stock.availability,
      },
      outOfStockPattern: stock.outOfStockPattern,
    });
  const li = (n: number, name: string, price: string, button = '') =>
    `<li><a href="/p/${n}"><span class="name">${name}</span></a><span class="price">${price}</span>${button}</li>`;

  it('a decimal point: "$139.00" is 139 pesos and "$171.10" is 171,10', async () => {
    const { listings } = await read('http://www.cotodigital3.com.ar', [
      li(1, 'Afeitadora Philips PQ203', '$139.00'),
      li(2, 'Lampara Philips Led 9W', '$171.10'),
    ]);
    expect(listings.map((l) => [l.name, l.price])).toEqual([
      ['Afeitadora Philips PQ203', 139],
      ['Lampara Philips Led 9W', 171.1],
    ]);
  });

  it('thousands with a comma: "$1,399" is 1399 pesos; a card sold in branches only is out of stock', async () => {
    const { listings } = await read(
      'http://www.ribeiro.com.ar',
      [
        li(1, 'Plancha Philips GC1905', '$1,399', '<input class="botonVentaSucursal">'),
        li(2, 'Secador Philips HP8230', '$5,999', '<input class="botonVentaSucursal">'),
      ],
      {
        availability: { selector: 'input.botonVentaSucursal', attr: 'class' },
        outOfStockPattern: 'botonVentaSucursal',
      },
    );
    expect(listings.map((l) => [l.name, l.price, l.inStock])).toEqual([
      ['Plancha Philips GC1905', 1399, false],
      ['Secador Philips HP8230', 5999, false],
    ]);
  });
});
