import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

/** compression()'s threshold: a smaller body is sent as it is. */
const MIN_BYTES = 1024;
/** Beyond this, one synchronous call would hold the event loop too long: compression() streams it. */
const MAX_SYNC_BYTES = 512 * 1024;
/** As compression() negotiates: brotli (quality 4) when the client takes it, else gzip. */
const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Sends a JSON answer, compressed here in one synchronous call (as compression() would encode it).
 * compression() streams every answer through libuv's thread pool, two hand-offs between threads per
 * answer: for a search's 5–30 KB that cost the API more CPU than the compression itself (0.03–0.05 ms
 * here), and the server's two cores are what bounds how many searches it answers (bench/search).
 */
export function sendJson(req: Request, res: Response, value: unknown): void {
  const body = JSON.stringify(value);
  res.type('json');
  const encoding =
    req.method !== 'HEAD' &&
    body.length >= MIN_BYTES &&
    body.length <= MAX_SYNC_BYTES &&
    !/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))
      ? new Negotiator(req).encoding(ENCODINGS, PREFERRED)
      : undefined;
  if (encoding !== 'br' && encoding !== 'gzip') {
    res.send(body);
    return;
  }
  const bytes = Buffer.from(body);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        })
      : gzipSync(bytes);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', encoding);
  res.send(compressed);
}
