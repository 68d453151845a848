import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../http/fetcher';
import { browserReader } from './browser';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { collect } from './testing/collect';
import { PermanentReadError, type ReaderContext } from './types';

// A shop whose listing exists only after its script runs: the shell is empty, the script asks
// /api/items for the page and draws the cards, plus a "next" link until the last page. Before
// drawing page 1 it asks an "internal service" (another local server), as a hostile page could.
const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>Tienda JS</title></head>
<body><div id="app">Cargando…</div><nav id="pages"></nav><script>
  var page = Number(new URLSearchParams(location.search).get('page')) || 1;
  fetch('/api/items?page=' + page).then(function (r) { return r.json(); }).then(function (data) {
    return (data.peek ? fetch(data.peek).catch(function () {}) : Promise.resolve()).then(function () { return data; });
  }).then(function (data) {
    var app = document.getElementById('app'); app.textContent = '';
    data.items.forEach(function (item) {
      var card = document.createElement('div'); card.className = 'card'; card.setAttribute('data-sku', item.sku);
      card.innerHTML = '<a class="card-link" href="' + item.href + '"><img class="card-img" src="' + item.img + '"></a>' +
        '<h2 class="card-title"></h2><p class="card-price">' + item.price + '</p>' +
        (item.cash ? '<p class="card-cash">' + item.cash + ' en efectivo o transferencia</p>' : '') +
        (item.stock ? '' : '<p class="card-stock">Sin stock</p>');
      card.querySelector('h2').textContent = item.title;
      app.appendChild(card);
    });
    if (data.next) { var a = document.createElement('a'); a.className = 'next'; a.href = '/tienda?page=' + data.next; document.getElementById('pages').appendChild(a); }
  });
</script></body></html>`;

const ITEMS: Record<number, object[]> = {
  1: [
    {
      sku: 'GPU-1',
      title: 'Placa de Video RTX 4060 8GB',
      href: '/p/rtx-4060',
      img: '/img/rtx.jpg',
      price: '$ 689.999',
      cash: '$ 620.999',
      stock: true,
    },
    {
      sku: 'CPU-2',
      title: 'Procesador Ryzen 7 5700X',
      href: '/p/r7-5700x',
      img: '/img/r7.jpg',
      price: '$ 289.999',
      stock: false,
    },
  ],
  2: [
    {
      sku: 'RAM-3',
      title: 'Memoria 16GB DDR4 3200',
      href: '/p/ram-16',
      img: '/img/ram.jpg',
      price: '$ 49.999',
      stock: true,
    },
  ],
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

let shop: Server;
let shopUrl: string;
let internal: Server;
let internalUrl: string;
const internalHits: string[] = [];

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.end('secreto');
  });
  internalUrl = await listen(internal);
  shop = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/tienda') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(SHELL);
    } else if (url.pathname === '/api/items') {
      const page = Number(url.searchParams.get('page'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          items: ITEMS[page] ?? [],
          next: page < 2 ? page + 1 : null,
          peek: page === 1 ? `${internalUrl}/metadata` : null,
        }),
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  shopUrl = await listen(shop);
});

afterAll(async () => {
  await new Promise((r) => shop.close(r));
  await new Promise((r) => internal.close(r));
});

const RECIPE: RecipeInput = {
  type: 'html',
  startUrls: ['/tienda'],
  item: '#app .card',
  waitFor: '#app .card',
  fields: {
    name: '.card-title',
    url: { selector: 'a.card-link', attr: 'href' },
    image: 'img.card-img',
    sku: { attr: 'data-sku' },
    price: '.card-price',
    cashPrice: '.card-cash',
    availability: '.card-stock',
  },
  nextPage: 'a.next',
};

function context(allowPrivate: boolean | string[]): ReaderContext {
  const fetcher = createFetcher({
    publicUrl: 'http://localhost:3000',
    allowPrivate: true,
    delayMs: 0,
    retries: 0,
  });
  return { baseUrl: shopUrl, fetcher, settings: { recipe: RECIPE, allowPrivate }, maxPages: 10 };
}

describe('browserReader', () => {
  it('renders a JavaScript listing and reads it with the recipe, page after page', async () => {
    internalHits.length = 0;
    const { listings, issues } = await collect(browserReader, context(true));
    expect(internalHits).toEqual(['/metadata']);
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.sku, l.name, l.price, l.listPrice, l.cashPrice, l.inStock])).toEqual([
      ['GPU-1', 'Placa de Video RTX 4060 8GB', 620999, 689999, 620999, true],
      ['CPU-2', 'Procesador Ryzen 7 5700X', 289999, undefined, undefined, false],
      ['RAM-3', 'Memoria 16GB DDR4 3200', 49999, undefined, undefined, true],
    ]);
    expect(listings[0]).toMatchObject({
      url: `${shopUrl}/p/rtx-4060`,
      images: [`${shopUrl}/img/rtx.jpg`],
      readBy: 'browser',
    });
  });

  it('lets the page reach only the allowed origins', async () => {
    internalHits.length = 0;
    const { listings } = await collect(browserReader, context([new URL(shopUrl).host]));
    expect(listings).toHaveLength(3);
    expect(internalHits).toEqual([]);
  });

  it('refuses a store on a private address unless allowed', async () => {
    await expect(collect(browserReader, context(false))).rejects.toBeInstanceOf(PermanentReadError);
  });
});
