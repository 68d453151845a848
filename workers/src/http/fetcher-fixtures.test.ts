import { startStoreSites, type StoreSites } from '@hardprecios/fixtures/store-sites/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlockedUrlError, FetchError, RobotsDisallowedError } from './errors';
import { createFetcher, type FetcherOptions } from './fetcher';

let sites: StoreSites;

beforeAll(async () => {
  sites = await startStoreSites();
});
afterAll(() => sites.close());
beforeEach(() => {
  for (const store of Object.values(sites.stores)) store.reset();
});

/** The fetcher as the demo configures it: only the fixture stores are allowed among private addresses. */
function demoFetcher(overrides: Partial<FetcherOptions> = {}) {
  return createFetcher({
    publicUrl: 'https://hardprecios.test',
    allowPrivate: sites.allowList(),
    delayMs: 0,
    retryBaseMs: 10,
    ...overrides,
  });
}

describe('the fetcher against the fixture stores', () => {
  it('rides out the store page that fails once, and decodes the gzipped answer', async () => {
    const fetcher = demoFetcher();
    const url = `${sites.baseUrlOf('woocommerce')}/wp-json/wc/store/v1/products?per_page=100&page=2`;
    const page = await fetcher.fetch(url);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(page.text)).toHaveLength(100);
    expect(fetcher.pagesFetched).toBe(1);
    await fetcher.close();
  });

  it('reports a page that always fails as a transient 500 after its retries', async () => {
    sites.stores.vtex.failureMode = 'always';
    const fetcher = demoFetcher({ retries: 1 });
    const url = `${sites.baseUrlOf('vtex')}/api/catalog_system/pub/products/search?_from=50&_to=99`;
    const err = await fetcher.fetch(url).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect(err).toMatchObject({ status: 500, transient: true });
    await fetcher.close();
  });

  it("respects the stores' robots.txt", async () => {
    const fetcher = demoFetcher();
    await expect(fetcher.fetch(`${sites.baseUrlOf('jsonld')}/carrito`)).rejects.toBeInstanceOf(
      RobotsDisallowedError,
    );
    await fetcher.close();
  });

  it('allows only the listed fixture stores, not the control server beside them', async () => {
    const fetcher = demoFetcher();
    await expect(fetcher.fetch(`${sites.url}/__control/state`)).rejects.toBeInstanceOf(BlockedUrlError);
    await fetcher.close();
  });
});
