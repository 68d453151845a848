import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startTestApp, type TestApp } from '../testing/test-app';

const TEMPLATE = `<!doctype html><html lang="es-AR"><head>
<title>HardPrecios | Inicio</title>
<meta name="description" content="Inicio" />
</head><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>`;

const BIG_SCRIPT = `console.log(${JSON.stringify('hardware '.repeat(500))});`;
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 1 });
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);

// What Vite writes: the entry and one lazy screen sharing the framework chunk.
const MANIFEST = {
  'index.html': { file: 'assets/app-abc.js', isEntry: true, imports: ['_framework-abc.js'] },
  '_framework-abc.js': { file: 'assets/framework-abc.js' },
  '_cards-abc.js': { file: 'assets/cards-abc.js', css: ['assets/cards-abc.css'] },
  'src/app/routes/search-result.tsx': {
    file: 'assets/search-result-abc.js',
    isDynamicEntry: true,
    imports: ['_framework-abc.js', '_cards-abc.js'],
    css: ['assets/listing-abc.css'],
  },
};

let app: TestApp;
let productId: number;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big-abc.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-abc.js.gz'), BIG_SCRIPT_GZ);
  writeFileSync(path.join(dist, 'assets', 'big-abc.js.br'), BIG_SCRIPT_BR);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = await startTestApp({ PUBLIC_URL: 'https://hardprecios.com.ar' }, { webDist: dist });
  const store = await buildStore(app.database.db, { name: 'Compu & Cía' });
  await upsertListings(app.database.db, store.id, [
    buildListing(1, {
      name: 'Placa de Video RTX 4060 </script><script>alert(1)</script>',
      price: 612_345.9,
      brand: 'MSI',
    }),
  ]);
  const res = await app.request(`/api/health`);
  expect(res.ok).toBe(true);
  productId = (await app.database.db.query.products.findFirst())!.id;
});

describe('product pages served with their metadata', () => {
  it('fills title, description, Open Graph tags and a schema.org Product/Offer into the HTML', async () => {
    const res = await app.request(`/product-detail/${productId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Placa de Video RTX 4060 &lt;/script&gt;');
    expect(html).toContain(
      'content="Placa de Video RTX 4060 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; a $ 612.345 en Compu &amp; Cía.',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://hardprecios.com.ar/product-detail/${productId}" />`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Placa de Video RTX 4060 </script><script>alert(1)</script>',
      brand: { name: 'MSI' },
      offers: { '@type': 'Offer', price: '612345.90', priceCurrency: 'ARS', seller: { name: 'Compu & Cía' } },
    });
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('serves the plain app for unknown products and other client routes', async () => {
    for (const url of [
      '/product-detail/999999',
      '/product-detail/abc',
      '/stores',
      '/search-result/?wordKey=ryzen',
    ]) {
      const html = await (await app.request(url)).text();
      expect(html, url).toContain('<title>HardPrecios | Inicio</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.request('/assets/app-abc.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, brotli first, else the file as it is', async () => {
    for (const [accepts, encoding, bytes] of [
      ['gzip, deflate, br', 'br', BIG_SCRIPT_BR.length],
      ['gzip', 'gzip', BIG_SCRIPT_GZ.length],
      ['identity', null, BIG_SCRIPT.length],
    ] as const) {
      const res = await app.request('/assets/big-abc.js', { headers: { 'accept-encoding': accepts } });
      expect(res.status, accepts).toBe(200);
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      // The stored file itself (compressing on the fly would stream it without a length).
      expect(res.headers.get('content-length'), accepts).toBe(String(bytes));
      expect(res.headers.get('content-type'), accepts).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control'), accepts).toContain('immutable');
      expect(res.headers.get('vary'), accepts).toMatch(/accept-encoding/i);
      expect(await res.text(), accepts).toBe(BIG_SCRIPT);
    }
  });
});

describe('route preloads', () => {
  it("names a screen's chunks and stylesheets in the HTML, not those the entry already loads", async () => {
    const html = await (await app.request('/search-result/?wordKey=ryzen')).text();
    const links = html.match(/<link rel="(modulepreload|stylesheet)"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/listing-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/cards-abc.css">',
      '<link rel="modulepreload" crossorigin href="/assets/search-result-abc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/cards-abc.js">',
    ]);
  });

  it('adds nothing for screens the build does not list or addresses outside the table', async () => {
    for (const url of ['/', '/back-office', '/nada']) {
      const html = await (await app.request(url)).text();
      expect(html, url).not.toContain('modulepreload');
    }
  });
});

describe('crawlers', () => {
  it('lists pages, store catalogs and products in /sitemap.xml', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>https://hardprecios.com.ar/stores</loc>');
    expect(xml).toContain(`<loc>https://hardprecios.com.ar/product-detail/${productId}</loc>`);
    expect(xml).toMatch(/search-result\/\?stores=\d+&amp;storeName=Compu\+%26\+C%C3%ADa/);
  });

  it('points robots at the sitemap and keeps them out of the API and back office', async () => {
    const text = await (await app.request('/robots.txt')).text();
    expect(text).toContain('Sitemap: https://hardprecios.com.ar/sitemap.xml');
    expect(text).toContain('Disallow: /back-office');
    expect(text).toContain('Disallow: /api/');
  });
});
