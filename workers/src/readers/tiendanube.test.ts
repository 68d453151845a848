import { beforeAll, describe, expect, it } from 'vitest';
import { describeRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';
import { parseTiendanubeListing, parseTiendanubeProductPage, tiendanubeReader } from './tiendanube';

const realWorld = (name: string) => readRealWorld('tiendanube', name);

interface Expected {
  name: string;
  description: string;
  price: string;
  image: string;
  url: string;
}
const squash = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim();

describeRealWorld('tiendanube', 'Tiendanube on the real banvak listing (71 cards with JSON-LD)', () => {
  let expected: Expected[] = [];
  beforeAll(() => {
    expected = JSON.parse(realWorld('banvak_html.json'));
  });

  it('reads what the other project read, card by card', async () => {
    const fetcher = new RouteFetcher({ '/productos/': { body: realWorld('banvak.html') } });
    const { listings, issues } = await collect(
      tiendanubeReader,
      testContext('https://banvakcompany.com', fetcher),
    );

    expect(issues).toEqual([]);
    // The fragment carries the theme's last-page marker: no second request.
    expect(fetcher.requests).toHaveLength(1);
    expect(listings).toHaveLength(71);
    expect(
      listings.map((l) => ({
        name: l.name,
        description: squash(l.description),
        price: String(l.price),
        image: l.images[0],
        url: l.url,
      })),
    ).toEqual(expected.map((e) => ({ ...e, description: squash(e.description) })));
  });

  it('keeps the crossed-out price, the stock and the product id', () => {
    const { drafts } = parseTiendanubeListing(
      realWorld('banvak.html'),
      'https://banvakcompany.com/productos/',
    );
    expect(drafts.find((d) => d.name === 'Fiji')).toMatchObject({
      price: 23000,
      listPrice: 28000,
      currency: 'ARS',
      externalId: '198761213',
    });
    expect(drafts.filter((d) => d.inStock === false)).toHaveLength(14);
    expect(drafts.find((d) => d.name === 'White beach')?.inStock).toBe(false);
  });
});

// The bahamasstore scrape (real items of a real Argentine store) rendered into the card markup
// themes with quickshop use: `data-variants` with the transfer price, and the JSON-LD.
interface Bahamas {
  name: string;
  description: string;
  price: string;
  image: string;
  url: string;
}
function bahamasCard(item: Bahamas, i: number): string {
  const price = Number(item.price);
  const variants = [
    {
      product_id: 1000 + i,
      price_short: `$${price}`,
      price_number: price - 5000,
      available: true,
      stock: 0,
      sku: `B-${i}-XL`,
    },
    {
      product_id: 1000 + i,
      price_short: `$${price}`,
      price_number: price,
      compare_at_price_number: i === 0 ? price + 10000 : null,
      price_with_payment_discount_short: i === 1 ? `$${(price * 0.9).toLocaleString('es-AR')},00` : null,
      available: true,
      stock: i === 2 ? 0 : 3,
      sku: `B-${i}-M`,
      image_url: item.image.replace('https:', ''),
    },
  ];
  const ld = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: item.image,
    offers: { '@type': 'Offer', url: item.url, priceCurrency: 'ARS', price: String(price) },
  };
  const attr = JSON.stringify(variants).replace(/"/g, '&quot;');
  return `<div class="js-item-product col-6" data-product-id="${1000 + i}">
    <div class="js-product-container js-quickshop-container" data-variants="${attr}">
      <a href="${item.url}" class="item-link"><div class="js-item-name item-name">${item.name}</div>
      <span class="js-price-display item-price">$${price}</span></a>
      <script type="application/ld+json">${JSON.stringify(ld)}</script>
    </div></div>`;
}

describeRealWorld('tiendanube', 'Tiendanube data-variants cards (bahamasstore items)', () => {
  let items: Bahamas[] = [];
  let html = '';
  beforeAll(() => {
    items = JSON.parse(realWorld('https___bahamasstore_com_ar_productos_.json'));
    html = `<div class="js-product-table">${items.map(bahamasCard).join('\n')}</div>`;
  });

  it('reads every item at the price of its cheapest buyable variant', () => {
    const { drafts, issues } = parseTiendanubeListing(html, 'https://bahamasstore.com.ar/productos/');
    expect(issues).toEqual([]);
    // Item 2 has no variant in stock: it is out of stock, at its cheapest variant's price.
    expect(drafts.map((d) => [d.name, d.url, d.price])).toEqual(
      items.map((i, n) => [i.name, i.url, Number(i.price) - (n === 2 ? 5000 : 0)]),
    );
    expect(drafts.map((d) => d.inStock)).toEqual(items.map((_, n) => n !== 2));
    expect(drafts[0]).toMatchObject({ listPrice: 59990, sku: 'B-0-M', inStock: true });
    expect(drafts[1]).toMatchObject({ cashPrice: 44991, price: 49990 });
  });

  it('reads pages until one brings nothing new', async () => {
    const fetcher = new RouteFetcher({
      '/productos/': { body: html },
      '/productos/?page=2': { body: html },
    });
    const { listings } = await collect(tiendanubeReader, testContext('https://bahamasstore.com.ar', fetcher));
    expect(listings).toHaveLength(12);
    expect(listings[1]).toMatchObject({ price: 44991, cashPrice: 44991, listPrice: 49990 });
    expect(fetcher.requests.map((r) => r.url)).toEqual([
      'https://bahamasstore.com.ar/productos/',
      'https://bahamasstore.com.ar/productos/?page=2',
    ]);
  });
});

describe('Tiendanube pages that go wrong', () => {
  const card = (
    id: number,
    shown: string,
    ldPrice: string,
  ) => `<div class="js-item-product" data-product-id="${id}">
    <a class="item-link" href="/productos/p-${id}/"><div class="js-item-name">Mouse ${id}</div>
    <span class="js-price-display">${shown}</span></a>
    <script type="application/ld+json">{"@type":"Product","name":"Mouse ${id}","offers":{"@type":"Offer","price":"${ldPrice}","priceCurrency":"ARS"}}</script></div>`;

  it('goes on past a failed page and says when the JSON-LD disagrees with the card', async () => {
    const fetcher = new RouteFetcher({
      '/productos/': { body: card(1, '$ 10.000', '10000') },
      '/productos/?page=2': { status: 500, body: 'Error 500' },
      '/productos/?page=3': { body: `<div class="last-page"></div>${card(3, '$ 12.000', '15000')}` },
    });
    const { listings, issues } = await collect(tiendanubeReader, testContext('https://t.com.ar', fetcher));
    expect(listings.map((l) => [l.externalId, l.price])).toEqual([
      ['1', 10000],
      ['3', 12000],
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ where: 'https://t.com.ar/productos/?page=2', pageLost: true }),
      expect.objectContaining({
        message: expect.stringContaining('el JSON-LD dice 15000 y la tarjeta 12000'),
      }),
    ]);
  });
});

describe('parseTiendanubeProductPage', () => {
  it('reads LS.variants and the page JSON-LD of a product page', () => {
    const html = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Teclado Redragon Kumara K552","sku":"K552","brand":{"@type":"Brand","name":"Redragon"},"offers":{"@type":"Offer","price":"47000","priceCurrency":"ARS","availability":"http://schema.org/InStock"}}</script></head>
      <body><div id="single-product" class="js-product-detail">
      <h1 class="js-product-name">Teclado Redragon Kumara K552</h1>
      <span class="js-price-display" id="price_display">$47.000,00</span>
      <span class="js-payment-discount-price-product">$42.300,00</span>
      </div><script>LS.variants = [{"product_id":184819186,"price_number":47000,"price_with_payment_discount_short":"$42.300,00","compare_at_price_number":null,"stock":null,"sku":null,"available":true}];</script></body></html>`;
    const draft = parseTiendanubeProductPage(html, 'https://tienda.com.ar/productos/teclado-k552/');
    expect(draft).toMatchObject({
      name: 'Teclado Redragon Kumara K552',
      price: 47000,
      cashPrice: 42300,
      brand: 'Redragon',
      sku: 'K552',
      url: 'https://tienda.com.ar/productos/teclado-k552/',
    });
  });
});
