import { request, type Dispatcher } from 'undici';
import { BlockedUrlError, FetchError, LimitExceededError } from './errors';
import { readLimitedBody } from './read-body';

export interface OneRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  maxBytes: number;
  timeoutMs: number;
  dispatcher: Dispatcher;
  signal?: AbortSignal;
}

/** One HTTP exchange, redirects not followed. `body` is empty for redirects and error statuses. */
export interface Exchange {
  url: URL;
  status: number;
  headers: Headers;
  body: Buffer;
}

const EMPTY = Buffer.alloc(0);

/**
 * Sends one request with a deadline covering connection, headers and body. Network failures and
 * the deadline become transient FetchErrors; the caller's own abort is passed on as is.
 */
export async function sendOnce(req: OneRequest): Promise<Exchange> {
  const deadline = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, deadline]) : deadline;
  const href = req.url.href;
  try {
    const res = await request(req.url, {
      dispatcher: req.dispatcher,
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    });
    const headers = toHeaders(res.headers);
    if (res.statusCode < 200 || res.statusCode >= 300) {
      // Error pages and redirects are not read: only their status and headers matter.
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { url: req.url, status: res.statusCode, headers, body: EMPTY };
    }
    const declared = Number(headers.get('content-length') ?? NaN);
    if (!headers.get('content-encoding') && declared > req.maxBytes) {
      res.body.destroy();
      throw new LimitExceededError(
        `la respuesta de ${href} supera el límite de ${req.maxBytes} bytes`,
        'bytes',
      );
    }
    const body = await readLimitedBody(
      res.body,
      headers.get('content-encoding') ?? undefined,
      req.maxBytes,
      href,
    );
    return { url: req.url, status: res.statusCode, headers, body };
  } catch (err) {
    if (req.signal?.aborted) throw req.signal.reason;
    if (deadline.aborted) {
      throw new FetchError(`tiempo agotado (${req.timeoutMs} ms) leyendo ${href}`, href, undefined, true);
    }
    if (err instanceof LimitExceededError || err instanceof BlockedUrlError) throw err;
    if (err instanceof FetchError) throw new FetchError(err.message, href, err.status, err.transient);
    throw new FetchError(`error de red leyendo ${href}: ${describe(err)}`, href, undefined, true);
  }
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code} ${e.message}` : String(e?.message ?? err);
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    } catch {
      // A header value Headers will not hold (stray control characters) is of no use to readers.
    }
  }
  return headers;
}
