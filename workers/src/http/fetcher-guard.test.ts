import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedUrlError } from './errors';
import { createFetcher, type FetcherOptions } from './fetcher';
import type { Resolver } from './ssrf';
import { startLocalServer, type LocalServer } from './testing/local-server';

// Every refused destination here is refused before a socket opens: these tests send no traffic
// anywhere but 127.0.0.1.
const base: FetcherOptions = { publicUrl: 'https://hardprecios.test', delayMs: 0, retries: 0 };

let store: LocalServer;
let other: LocalServer;

beforeAll(async () => {
  other = await startLocalServer((_req, res) => void res.end('no deberías llegar acá'));
  store = await startLocalServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (req.url?.startsWith('/redirect') && to) {
      res.writeHead(302, { location: to }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Tienda</h1>');
  });
});

afterAll(async () => {
  await store.close();
  await other.close();
});

describe('the fetcher refuses private destinations', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
  ])('refuses %s', async (url) => {
    const fetcher = createFetcher(base);
    await expect(fetcher.fetch(url)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(fetcher.pagesFetched).toBe(0);
    await fetcher.close();
  });

  it('refuses the local server itself unless it is allowed', async () => {
    const fetcher = createFetcher(base);
    await expect(fetcher.fetch(`${store.url}/`)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(store.requests).toHaveLength(0);
    await fetcher.close();
  });

  it('refuses a DNS name that resolves to a private address', async () => {
    const resolve: Resolver = async () => [{ address: '10.0.0.1', family: 4 }];
    const fetcher = createFetcher({ ...base, resolve });
    await expect(fetcher.fetch('http://tienda-interna.test/productos')).rejects.toThrow(/dirección privada/);
    await fetcher.close();
  });

  it.each([
    ['another private port', () => `${other.url}/`],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['a name resolving to a private address', () => 'http://interna.test/'],
  ])(
    're-checks redirects: an allowed store redirecting to %s is refused on that hop',
    async (_label, target) => {
      const resolve: Resolver = async () => [{ address: '192.168.0.5', family: 4 }];
      const fetcher = createFetcher({ ...base, resolve, allowPrivate: [`127.0.0.1:${store.port}`] });
      const before = store.pageRequests().length;
      const url = `${store.url}/redirect?to=${encodeURIComponent(target())}`;
      await expect(fetcher.fetch(url)).rejects.toBeInstanceOf(BlockedUrlError);
      expect(store.pageRequests().length).toBe(before + 1); // the first hop was fetched
      expect(other.requests).toHaveLength(0);
      await fetcher.close();
    },
  );

  it('connects to the address it checked, not to whatever the system resolver says', async () => {
    // `tienda.test` does not exist in real DNS: reaching the server proves the pinned address was used.
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const fetcher = createFetcher({ ...base, resolve, allowPrivate: [`tienda.test:${store.port}`] });
    const page = await fetcher.fetch(`http://tienda.test:${store.port}/`);
    expect(page.text).toBe('<h1>Tienda</h1>');
    await fetcher.close();
  });

  it('refuses at connection time a name that answered public when checked and private when connecting', async () => {
    // A DNS-rebinding attacker answers a public address to the two URL checks (the page and its
    // robots.txt) and 127.0.0.1 to the look-up the connection makes.
    let calls = 0;
    const resolve: Resolver = async () => [
      calls++ < 2 ? { address: '93.184.216.34', family: 4 } : { address: '127.0.0.1', family: 4 },
    ];
    const fetcher = createFetcher({ ...base, resolve });
    const before = store.requests.length;
    await expect(fetcher.fetch(`http://rebind.test:${store.port}/`)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(calls).toBe(3);
    expect(store.requests.length).toBe(before);
    await fetcher.close();
  });
});
