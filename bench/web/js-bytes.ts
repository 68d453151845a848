import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface ScriptDownload {
  url: string;
  /** Content-Encoding the server answered with ('' when none). */
  encoding: string;
  /** Body bytes as they came over the wire. */
  wireBytes: number;
  /**
   * The budget's unit whatever the browser was sent: the bytes the server answers a gzip-only client
   * with (its precompressed .gz), or the body gzipped at level 6 (what compression() does) when the
   * server sends it uncompressed.
   */
  gzipBytes: number;
}

export interface JsFigures {
  scripts: ScriptDownload[];
  gzipKB: number;
  wireKB: number;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The JavaScript a first visit downloads: a fresh context (empty cache), every script response until
 * the network is idle (route chunks load after the entry), measured from the responses themselves.
 */
export async function measureJs(browser: Browser, url: string): Promise<JsFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Array<Promise<ScriptDownload>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          encoding: (await response.headerValue('content-encoding')) ?? '',
          wireBytes: sizes.responseBodySize,
          gzipBytes: await gzipBytesServed(response.url(), body),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const scripts = await Promise.all(pending);
  await context.close();
  return {
    scripts,
    gzipKB: kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0)),
    wireKB: kb(scripts.reduce((sum, s) => sum + s.wireBytes, 0)),
  };
}

/** Size of the gzip answer to a client that accepts only gzip. */
function gzipBytesServed(url: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve(res.headers['content-encoding'] === 'gzip' ? bytes : gzipSync(body, { level: 6 }).length),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
