import { setTimeout as sleep } from 'node:timers/promises';
import type { Agent } from 'undici';
import { BlockedUrlError, FetchError, LimitExceededError } from './errors';
import { HostScheduler } from './host-scheduler';
import { createPinnedAgent } from './pinned-agent';
import { decodeText } from './read-body';
import { backoffMs, isTransientStatus, parseRetryAfter } from './retry-policy';
import { RobotsCache, type RobotsAnswer } from './robots-cache';
import { sendOnce, type Exchange } from './send-once';
import { assertPublicUrl, type AllowPrivate, type Resolver } from './ssrf';
import type { FetchOptions, FetchResult, Fetcher } from './types';

export interface FetcherOptions {
  /** The site's public URL; the User-Agent points at its /about page. */
  publicUrl: string;
  /** Private destinations allowed: `true` for tests and `--allow-private`, or a list of `host:port`. */
  allowPrivate?: AllowPrivate;
  /** DNS resolution used by the SSRF guard and the connections (tests inject one). */
  resolve?: Resolver;
  /** Pause between two requests to one host (robots.txt Crawl-delay wins when larger). Default 500. */
  delayMs?: number;
  /** Deadline of one request: connection, headers and body. Default 15 000. */
  timeoutMs?: number;
  /** Largest response body, after decompression. Default 10 MB. */
  maxBytes?: number;
  /** Most pages this fetcher will fetch (robots.txt not counted). Default unlimited. */
  maxPages?: number;
  /** Retries after a transient failure (network, timeout, 5xx, 429). Default 3. */
  retries?: number;
  /** First backoff step; doubles each retry, with jitter. Default 1 000. */
  retryBaseMs?: number;
  /** Longest single wait before a retry; a Retry-After above it fails the request instead. Default 30 000. */
  maxRetryWaitMs?: number;
  /** Longest robots.txt Crawl-delay honoured, so a hostile file cannot stall a run. Default 60 000. */
  maxCrawlDelayMs?: number;
  signal?: AbortSignal;
}

export interface PoliteFetcher extends Fetcher {
  readonly userAgent: string;
  /**
   * The same fetcher for platform detection (`auto`): its requests are counted apart (`probesFetched`)
   * and do not spend the page limit, which is for the catalog; they have a small limit of their own.
   */
  probing(): Fetcher;
  /** Detection requests answered so far. */
  readonly probesFetched: number;
  /** Closes the kept-alive connections. */
  close(): Promise<void>;
}

const MAX_REDIRECTS = 5;
/** Detection asks a handful of URLs per platform; this is far above what it needs. */
const MAX_PROBES = 40;
const ROBOTS_MAX_BYTES = 512 * 1024;
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8';

interface Outgoing {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  maxBytes: number;
}

/** The fetcher every reader uses: SSRF guard, robots.txt, one request at a time per host, limits, retries. */
export function createFetcher(options: FetcherOptions): PoliteFetcher {
  const userAgent = `HardPreciosBot/1.0 (+${options.publicUrl.replace(/\/+$/, '')}/about)`;
  const delayMs = options.delayMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const defaultMaxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  const retries = options.retries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 30_000;
  const maxCrawlDelayMs = options.maxCrawlDelayMs ?? 60_000;
  const { signal } = options;
  const ssrf = { allowPrivate: options.allowPrivate, resolve: options.resolve };
  const agent: Agent = createPinnedAgent({ ...ssrf, connectTimeoutMs: timeoutMs });
  const scheduler = new HostScheduler();
  const robots = new RobotsCache(userAgent, loadRobots);
  let pagesFetched = 0;
  let probesFetched = 0;
  let inFlight = 0;

  async function loadRobots(robotsUrl: string): Promise<RobotsAnswer> {
    const got = await send(
      new URL(robotsUrl),
      { method: 'GET', headers: {}, maxBytes: ROBOTS_MAX_BYTES },
      false,
    );
    if (got.status >= 500 || got.status === 429) {
      throw new FetchError(`no se pudo leer ${robotsUrl} (HTTP ${got.status})`, robotsUrl, got.status, true);
    }
    return { status: got.status, text: decodeText(got.body, got.headers.get('content-type') ?? undefined) };
  }

  /** Follows redirects by hand so that every hop passes the SSRF guard (and robots.txt) again. */
  async function send(start: URL, out: Outgoing, checkRobots: boolean): Promise<Exchange> {
    let url = start;
    let current = out;
    for (let hop = 0; ; hop++) {
      await assertPublicUrl(url, ssrf);
      if (checkRobots) await robots.assertAllowed(url);
      const target = url;
      const got = await scheduler.run(
        target.host,
        () => gapFor(target),
        () => withRetries(target, current),
        signal,
      );
      const location = got.headers.get('location');
      if (got.status < 300 || got.status >= 400 || got.status === 304 || !location) return got;
      if (hop >= MAX_REDIRECTS) {
        throw new FetchError(`demasiadas redirecciones desde ${start.href}`, start.href, got.status, false);
      }
      url = parseUrl(location, url);
      // 301/302/303 turn a POST into a GET, as browsers do; 307/308 repeat it.
      if (got.status !== 307 && got.status !== 308) current = { ...current, method: 'GET', body: undefined };
    }
  }

  function gapFor(url: URL): number {
    return Math.max(delayMs, Math.min(robots.crawlDelayMs(url), maxCrawlDelayMs));
  }

  async function withRetries(url: URL, out: Outgoing): Promise<Exchange> {
    for (let attempt = 0; ; attempt++) {
      let waitMs: number;
      try {
        const got = await sendOnce({
          url,
          ...out,
          headers: requestHeaders(out),
          timeoutMs,
          dispatcher: agent,
          signal,
        });
        if (!isTransientStatus(got.status) || attempt >= retries) return got;
        const retryAfter = parseRetryAfter(got.headers.get('retry-after'));
        if (retryAfter !== undefined && retryAfter * 1000 > maxRetryWaitMs) return got;
        waitMs =
          retryAfter !== undefined ? retryAfter * 1000 : backoffMs(attempt, retryBaseMs, maxRetryWaitMs);
      } catch (err) {
        if (!(err instanceof FetchError) || !err.transient || attempt >= retries) throw err;
        waitMs = backoffMs(attempt, retryBaseMs, maxRetryWaitMs);
      }
      await sleep(waitMs, undefined, { signal });
    }
  }

  function requestHeaders(out: Outgoing): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: DEFAULT_ACCEPT,
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'es-AR,es;q=0.9',
    };
    for (const [name, value] of Object.entries(out.headers)) headers[name.toLowerCase()] = value;
    if (out.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    return headers;
  }

  async function fetchPage(url: string, opts: FetchOptions = {}, probe = false): Promise<FetchResult> {
    signal?.throwIfAborted();
    if (probe) {
      if (probesFetched >= MAX_PROBES)
        throw new LimitExceededError(
          `se alcanzó el máximo de ${MAX_PROBES} consultas para reconocer la plataforma`,
          'pages',
        );
      probesFetched++;
      return request(url, opts);
    }
    if (pagesFetched + inFlight >= maxPages) {
      throw new LimitExceededError(
        `se alcanzó el máximo de ${maxPages} ${maxPages === 1 ? 'página' : 'páginas'} por lectura`,
        'pages',
      );
    }
    inFlight++;
    try {
      const result = await request(url, opts);
      pagesFetched++;
      return result;
    } finally {
      inFlight--;
    }
  }

  async function request(url: string, opts: FetchOptions): Promise<FetchResult> {
    const headers = { ...opts.headers, ...(opts.accept ? { accept: opts.accept } : {}) };
    const out: Outgoing = {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body,
      maxBytes: opts.maxBytes ?? defaultMaxBytes,
    };
    const got = await send(parseUrl(url), out, true);
    if (got.status < 200 || got.status >= 300) throw statusError(got);
    return {
      url: got.url.href,
      status: got.status,
      headers: got.headers,
      text: decodeText(got.body, got.headers.get('content-type') ?? undefined),
      bytes: got.body,
    };
  }

  return {
    userAgent,
    fetch: (url, opts) => fetchPage(url, opts),
    probing: () => ({
      fetch: (url, opts) => fetchPage(url, opts, true),
      get pagesFetched() {
        return pagesFetched;
      },
    }),
    get pagesFetched() {
      return pagesFetched;
    },
    get probesFetched() {
      return probesFetched;
    },
    close: () => agent.close(),
  };
}

function parseUrl(value: string, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new BlockedUrlError(`URL inválida: ${value}`, value);
  }
}

function statusError(got: Exchange): FetchError {
  const transient = isTransientStatus(got.status);
  const retryAfter = parseRetryAfter(got.headers.get('retry-after'));
  return new FetchError(
    `HTTP ${got.status} en ${got.url.href}`,
    got.url.href,
    got.status,
    transient,
    retryAfter,
  );
}
