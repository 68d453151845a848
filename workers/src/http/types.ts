/**
 * How readers fetch store pages. The implementation (fetcher.ts) adds politeness (robots.txt,
 * one request at a time per host, delay), the SSRF guard, timeouts, size limits and retries;
 * readers only see this interface.
 */
export interface FetchResult {
  /** Final URL after redirects. */
  url: string;
  status: number;
  headers: Headers;
  text: string;
  /** The raw body (decompressed from Content-Encoding only): for gzipped sitemaps and other binary answers. */
  bytes: Uint8Array;
}

export interface FetchOptions {
  accept?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Override the per-response size limit (bytes). */
  maxBytes?: number;
}

export interface Fetcher {
  /** Resolves for 2xx answers; throws FetchError for anything else (see errors.ts). */
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>;
  /** Pages fetched so far by this fetcher (for progress and the per-run page limit). */
  readonly pagesFetched: number;
}
