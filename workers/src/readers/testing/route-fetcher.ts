import { FetchError } from '../../http/errors';
import type { FetchOptions, FetchResult, Fetcher } from '../../http/types';

export interface RouteAnswer {
  status?: number;
  body: string | object;
  headers?: Record<string, string>;
  /** Raw bytes (gzip sitemaps), handed out as `bytes` beside a latin1 `text`. */
  bytes?: Uint8Array;
}

type Route = RouteAnswer | ((url: URL, options: FetchOptions | undefined) => RouteAnswer | undefined);

/**
 * A Fetcher for unit tests of `read()`: answers from a table keyed by path + query (`/productos/?page=2`)
 * or by bare path for a function route
 * and behaves like the real one on failure (FetchError, transient for 5xx and 429). Unknown URLs are
 * 404. Integration tests use the real fetcher against the fixture store server instead.
 */
export class RouteFetcher implements Fetcher {
  readonly requests: { url: string; options?: FetchOptions }[] = [];

  constructor(private readonly routes: Record<string, Route>) {}

  get pagesFetched(): number {
    return this.requests.length;
  }

  async fetch(url: string, options?: FetchOptions): Promise<FetchResult> {
    this.requests.push({ url, options });
    const parsed = new URL(url);
    const byPath = this.routes[parsed.pathname];
    // A function route keyed by the bare path answers every query string of that path.
    const route =
      this.routes[parsed.pathname + parsed.search] ??
      this.routes[url] ??
      (typeof byPath === 'function' ? byPath : undefined);
    const answer = typeof route === 'function' ? route(parsed, options) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    if (!answer || status < 200 || status > 299) {
      throw new FetchError(`HTTP ${status}`, url, status, status >= 500 || status === 429);
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const headers = new Headers(answer.headers ?? {});
    if (!headers.has('content-type')) {
      headers.set(
        'content-type',
        typeof answer.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      );
    }
    return {
      url,
      status,
      headers,
      text: answer.bytes ? Buffer.from(answer.bytes).toString('latin1') : text,
      bytes: answer.bytes ?? Buffer.from(text),
    };
  }
}
