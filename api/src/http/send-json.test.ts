import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from './endpoint';

/*
 * JSON answers compressed by sendJson as compression() would have: the encoding the client takes
 * (brotli first), the same bytes once decoded, small answers as they are, other encodings left to
 * compression(). The app is the API's own chain: compression(), then a route through endpoint().
 */

const BIG = {
  hits: Array.from({ length: 60 }, (_, i) => ({
    id: i,
    nombre: `Placa de video RTX 4060 ${i}`,
    precio: 512_000 + i,
  })),
};
const SMALL = { ok: true };
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.get(
    '/big',
    endpoint({}, () => BIG),
  );
  app.get(
    '/small',
    endpoint({}, () => SMALL),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(() => close());

/** The raw answer: headers and the bytes as sent (fetch would decode them). */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('JSON answers compressed by sendJson', () => {
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['deflate', 'deflate', inflateSync], // compression() does this one
    ['identity', undefined, (b: Buffer) => b],
  ] as const)('Accept-Encoding %s → %s, the same JSON once decoded', async (accepts, encoding, decode) => {
    const { headers, body } = await get('/big', accepts);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(body).toString('utf8'))).toEqual(BIG);
    if (encoding) expect(body.length).toBeLessThan(JSON.stringify(BIG).length / 3);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const { headers, body } = await get('/small', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual(SMALL);
  });
});
