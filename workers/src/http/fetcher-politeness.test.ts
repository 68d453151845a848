import { afterEach, describe, expect, it } from 'vitest';
import { LimitExceededError, RobotsDisallowedError } from './errors';
import { createFetcher, type FetcherOptions, type PoliteFetcher } from './fetcher';
import { startLocalServer, type LocalServer } from './testing/local-server';

const base: FetcherOptions = {
  publicUrl: 'https://hardprecios.test/',
  allowPrivate: true,
  delayMs: 0,
  retries: 0,
};
const cleanups: Array<() => Promise<void>> = [];

async function serve(robots: string | null, slowMs = 0): Promise<LocalServer> {
  const server = await startLocalServer(async (req, res) => {
    if (req.url === '/robots.txt') {
      if (robots === null) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
      return;
    }
    if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
    res.writeHead(200, { 'content-type': 'text/html' }).end(`página ${req.url}`);
  });
  cleanups.push(() => server.close());
  return server;
}

function fetcherWith(options: Partial<FetcherOptions>): PoliteFetcher {
  const fetcher = createFetcher({ ...base, ...options });
  cleanups.push(() => fetcher.close());
  return fetcher;
}

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('robots.txt', () => {
  it('refuses paths robots.txt disallows for our agent and fetches robots.txt once per host', async () => {
    const server = await serve(
      'User-agent: HardPreciosBot\nDisallow: /carrito\n\nUser-agent: *\nDisallow: /\n',
    );
    const fetcher = fetcherWith({});
    await expect(fetcher.fetch(`${server.url}/productos`)).resolves.toMatchObject({
      text: 'página /productos',
    });
    await expect(fetcher.fetch(`${server.url}/carrito/1`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    await fetcher.fetch(`${server.url}/productos?page=2`);
    expect(server.requests.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
    expect(server.pageRequests().map((r) => r.path)).toEqual(['/productos', '/productos?page=2']);
  });

  it('falls under the * group when no group names our agent', async () => {
    const server = await serve('User-agent: *\nDisallow: /admin\n');
    const fetcher = fetcherWith({});
    await expect(fetcher.fetch(`${server.url}/admin/x`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    await expect(fetcher.fetch(`${server.url}/ok`)).resolves.toMatchObject({ status: 200 });
  });

  it('treats a robots.txt that 404s as allowing everything', async () => {
    const server = await serve(null);
    const fetcher = fetcherWith({});
    await expect(fetcher.fetch(`${server.url}/lo-que-sea`)).resolves.toMatchObject({ status: 200 });
  });

  it('sends a User-Agent naming the bot and the about page', async () => {
    const server = await serve(null);
    const fetcher = fetcherWith({});
    await fetcher.fetch(`${server.url}/`);
    expect(
      server.requests.every(
        (r) => r.headers['user-agent'] === 'HardPreciosBot/1.0 (+https://hardprecios.test/about)',
      ),
    ).toBe(true);
  });
});

describe('one request at a time per host', () => {
  it('serializes concurrent requests to one host and waits the delay between them', async () => {
    const server = await serve(null, 40);
    const fetcher = fetcherWith({ delayMs: 120 });
    await Promise.all([1, 2, 3].map((n) => fetcher.fetch(`${server.url}/p${n}`)));
    const pages = server.pageRequests();
    expect(pages).toHaveLength(3);
    for (let i = 1; i < pages.length; i++) {
      // Each request starts only after the previous one ended plus the delay.
      expect(pages[i]!.startedAt - pages[i - 1]!.endedAt!).toBeGreaterThanOrEqual(110);
    }
  });

  it('does not make different hosts wait for each other', async () => {
    const a = await serve(null, 300);
    const b = await serve(null, 300);
    const fetcher = fetcherWith({ delayMs: 0 });
    const started = Date.now();
    await Promise.all([fetcher.fetch(`${a.url}/x`), fetcher.fetch(`${b.url}/y`)]);
    expect(Date.now() - started).toBeLessThan(550); // serialized they would take 600+
  });

  it('honours a robots.txt Crawl-delay larger than the configured delay', async () => {
    const server = await serve('User-agent: *\nCrawl-delay: 0.3\n');
    const fetcher = fetcherWith({ delayMs: 0 });
    await fetcher.fetch(`${server.url}/a`);
    await fetcher.fetch(`${server.url}/b`);
    const [first, second] = server.pageRequests();
    expect(second!.startedAt - first!.endedAt!).toBeGreaterThanOrEqual(290);
  });
});

describe('limits', () => {
  it('stops at the maximum page count and counts only successful fetches', async () => {
    const server = await serve(null);
    const fetcher = fetcherWith({ maxPages: 2 });
    await fetcher.fetch(`${server.url}/1`);
    await fetcher.fetch(`${server.url}/2`);
    await expect(fetcher.fetch(`${server.url}/3`)).rejects.toBeInstanceOf(LimitExceededError);
    expect(fetcher.pagesFetched).toBe(2);
    expect(server.pageRequests()).toHaveLength(2);
  });

  it('does not overshoot the page limit with requests in flight together', async () => {
    const server = await serve(null, 20);
    const fetcher = fetcherWith({ maxPages: 2 });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => fetcher.fetch(`${server.url}/${n}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(server.pageRequests()).toHaveLength(2);
  });

  it('stops when the run is cancelled', async () => {
    const server = await serve(null, 200);
    const controller = new AbortController();
    const fetcher = fetcherWith({ signal: controller.signal });
    const pending = fetcher.fetch(`${server.url}/lenta`);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
