import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchError, LimitExceededError } from './errors';
import { createFetcher, type FetcherOptions } from './fetcher';
import { parseRetryAfter } from './retry-policy';
import { startLocalServer, type LocalServer } from './testing/local-server';

const base: FetcherOptions = {
  publicUrl: 'https://hardprecios.test',
  allowPrivate: true,
  delayMs: 0,
  retries: 3,
  retryBaseMs: 20,
};
const cleanups: Array<() => Promise<void>> = [];

type PageHandler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void | Promise<void>;

/** A server whose robots.txt 404s and whose pages are answered by `handler`, told the attempt number. */
async function serve(handler: PageHandler): Promise<LocalServer> {
  const attempts = new Map<string, number>();
  const server = await startLocalServer(async (req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    const n = (attempts.get(req.url!) ?? 0) + 1;
    attempts.set(req.url!, n);
    await handler(req, res, n);
  });
  cleanups.push(() => server.close());
  return server;
}

function fetcherWith(options: Partial<FetcherOptions> = {}) {
  const fetcher = createFetcher({ ...base, ...options });
  cleanups.push(() => fetcher.close());
  return fetcher;
}

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('retries', () => {
  it('retries a 500 and returns the later success', async () => {
    const server = await serve((_req, res, n) => void (n === 1 ? res.writeHead(500).end() : res.end('ok')));
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/p`)).resolves.toMatchObject({ status: 200, text: 'ok' });
    expect(server.pageRequests()).toHaveLength(2);
    expect(fetcher.pagesFetched).toBe(1);
  });

  it('waits what a 429 Retry-After asks before retrying', async () => {
    const server = await serve((_req, res, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': '1' }).end();
      else res.end('ok');
    });
    const fetcher = fetcherWith();
    await fetcher.fetch(`${server.url}/p`);
    const [first, second] = server.pageRequests();
    expect(second!.startedAt - first!.endedAt!).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once, transient and with the wait, when Retry-After is longer than the cap', async () => {
    const server = await serve((_req, res) => void res.writeHead(429, { 'retry-after': '3600' }).end());
    const fetcher = fetcherWith({ maxRetryWaitMs: 2_000 });
    const err = await fetcher.fetch(`${server.url}/p`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect(err).toMatchObject({ status: 429, transient: true, retryAfterSeconds: 3600 });
    expect(server.pageRequests()).toHaveLength(1);
  });

  it('fails as transient after the last retry of a failing server', async () => {
    const server = await serve((_req, res) => void res.writeHead(503).end());
    const fetcher = fetcherWith({ retries: 2 });
    await expect(fetcher.fetch(`${server.url}/p`)).rejects.toMatchObject({ status: 503, transient: true });
    expect(server.pageRequests()).toHaveLength(3);
  });

  it.each([404, 403, 410])('does not retry a %i and reports it as permanent', async (status) => {
    const server = await serve((_req, res) => void res.writeHead(status).end());
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/p`)).rejects.toMatchObject({
      name: 'FetchError',
      status,
      transient: false,
    });
    expect(server.pageRequests()).toHaveLength(1);
  });

  it('times out a page that does not answer, retries it, then fails as transient', async () => {
    const server = await serve(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 600));
      res.end('tarde');
    });
    const fetcher = fetcherWith({ timeoutMs: 150, retries: 1 });
    const started = Date.now();
    await expect(fetcher.fetch(`${server.url}/lenta`)).rejects.toMatchObject({
      transient: true,
      message: /tiempo agotado/,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.pageRequests()).toHaveLength(2);
  });

  it('follows redirects and reports the final URL', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/viejo') res.writeHead(301, { location: '/nuevo' }).end();
      else res.end(`en ${req.url}`);
    });
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/viejo`)).resolves.toMatchObject({
      url: `${server.url}/nuevo`,
      text: 'en /nuevo',
    });
  });

  it('stops after 5 redirects', async () => {
    const server = await serve((req, res) => void res.writeHead(302, { location: `${req.url}x` }).end());
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/r`)).rejects.toThrow(/demasiadas redirecciones/);
    expect(server.pageRequests()).toHaveLength(6);
  });
});

describe('bodies', () => {
  it('cuts off a response larger than the limit', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 64; i++) res.write('x'.repeat(1024));
      res.end();
    });
    const fetcher = fetcherWith({ maxBytes: 16 * 1024 });
    await expect(fetcher.fetch(`${server.url}/grande`)).rejects.toBeInstanceOf(LimitExceededError);
    expect(fetcher.pagesFetched).toBe(0);
  });

  it('refuses a small gzip body that expands past the limit', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x20));
    const server = await serve(
      (_req, res) => void res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb),
    );
    const fetcher = fetcherWith({ maxBytes: 1024 * 1024 });
    await expect(fetcher.fetch(`${server.url}/bomba`)).rejects.toBeInstanceOf(LimitExceededError);
  });

  it('lets one request raise or lower the limit', async () => {
    const server = await serve((_req, res) => void res.end('y'.repeat(2048)));
    const fetcher = fetcherWith({ maxBytes: 1024 });
    await expect(fetcher.fetch(`${server.url}/a`, { maxBytes: 4096 })).resolves.toMatchObject({
      status: 200,
    });
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['deflate', deflateRawSync],
    ['br', brotliCompressSync],
  ] as const)('decodes %s', async (encoding, compress) => {
    const html = '<p>Placa de video $ 1.234.567,89 — envío gratis</p>';
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-encoding': encoding, 'content-type': 'text/html; charset=utf-8' });
      res.end(compress(Buffer.from(html)));
    });
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/`)).resolves.toMatchObject({ text: html });
  });

  it('decodes a Latin-1 page by its declared charset', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      res.end(Buffer.from('Mouse inalámbrico', 'latin1'));
    });
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${server.url}/`)).resolves.toMatchObject({ text: 'Mouse inalámbrico' });
  });

  it('sends a POST body (GraphQL) with a JSON content type', async () => {
    let received = '';
    const server = await serve(async (req, res) => {
      for await (const chunk of req) received += chunk;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(`{"type":"${req.headers['content-type']}"}`);
    });
    const fetcher = fetcherWith();
    const page = await fetcher.fetch(`${server.url}/graphql`, { method: 'POST', body: '{"query":"{ x }"}' });
    expect(JSON.parse(page.text)).toEqual({ type: 'application/json' });
    expect(received).toBe('{"query":"{ x }"}');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('pronto', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
