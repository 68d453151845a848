import { describe, expect, it } from 'vitest';
import { detectReader } from './detect';
import { getReader, readers } from './index';
import { RouteFetcher } from './testing/route-fetcher';
import { testContext } from './testing/collect';
import { READER_NAMES } from '@hardprecios/core/readers/reader-names';
import { PermanentReadError } from './types';

const BASE = 'https://tienda.example.com.ar';
const detect = (routes: ConstructorParameters<typeof RouteFetcher>[0], settings = {}) =>
  detectReader(testContext(BASE, new RouteFetcher(routes), settings));

describe('detectReader', () => {
  it('recognises Tiendanube and PrestaShop by their home page alone', async () => {
    expect(
      await detect({
        '/': { body: '<script>LS.store = { id: 1 };</script><img src="//acdn.mitiendanube.com/x.jpg">' },
      }),
    ).toBe('tiendanube');
    expect(await detect({ '/': { body: '<script>var prestashop = {"currency":{}};</script>' } })).toBe(
      'prestashop',
    );
  });

  it('confirms API platforms by their API, fingerprinted first', async () => {
    const woo = new RouteFetcher({
      '/': { body: '<link rel="stylesheet" href="/wp-content/plugins/woocommerce/style.css">' },
      '/wp-json/wc/store/v1/products?per_page=1': { body: [{ id: 1, prices: {} }] },
    });
    expect(await detectReader(testContext(BASE, woo))).toBe('woocommerce');
    expect(woo.requests.map((r) => new URL(r.url).pathname)).toEqual(['/', '/wp-json/wc/store/v1/products']);

    // A VTEX store whose home page says nothing: the probes find its catalog API.
    const vtex = new RouteFetcher({
      '/api/catalog_system/pub/products/search?_from=0&_to=0': { body: [{ productId: '1' }] },
    });
    expect(await detectReader(testContext(BASE, vtex))).toBe('vtex');
  });

  it('falls back to schema.org pages, then asks for a recipe', async () => {
    expect(
      await detect({
        '/sitemap.xml': { body: '<?xml version="1.0"?><urlset><url><loc>https://x/p/1</loc></url></urlset>' },
      }),
    ).toBe('jsonld');
    await expect(detect({ '/': { body: '<html><body>Hola</body></html>' } })).rejects.toBeInstanceOf(
      PermanentReadError,
    );
  });

  it('uses the store recipe when there is one', async () => {
    expect(await detect({}, { recipe: { type: 'json' } })).toBe('recipe');
    expect(await detect({}, { recipe: { type: 'html', waitFor: '.card' } })).toBe('browser');
  });
});

describe('readers registry', () => {
  it('has one reader per name, under its own name', () => {
    expect(Object.keys(readers).sort()).toEqual([...READER_NAMES].sort());
    for (const name of READER_NAMES) expect(getReader(name).name).toBe(name);
    expect(() => getReader('oscommerce')).toThrow(/lector desconocido/);
  });
});
