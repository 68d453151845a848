import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStoreSites, type StoreSites } from '@hardprecios/fixtures/store-sites/index';
import { writeXlsx } from '../spreadsheets/testing/sheet-files';
import { previewStoreRead } from './preview-store-read';

const run = promisify(execFile);
const cli = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

/** Runs a command-line tool; resolves with its exit code and stdout lines parsed as JSON. */
async function command(name: string, args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli(name), ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return {
      code: 0,
      lines: stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    };
  } catch (err) {
    const { code, stdout } = err as { code: number; stdout: string };
    return {
      code,
      lines: stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    };
  }
}

let sites: StoreSites;
let dir: string;
beforeAll(async () => {
  sites = await startStoreSites();
  dir = await mkdtemp(path.join(tmpdir(), 'hp-cli-'));
});
afterAll(async () => {
  await sites?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run read-store', () => {
  it('prints one JSON line per normalized listing, then a summary', { timeout: 60_000 }, async () => {
    const url = sites.baseUrlOf('shopify');
    const { code, lines } = await command('read-store', [url, '--allow-private', '--delay-ms', '0']);
    expect(code).toBe(0);
    const expected = sites.expectedListings('shopify');
    const listings = lines.slice(0, -1);
    expect(listings).toHaveLength(expected.length);
    expect(listings[0]).toMatchObject({
      nombre: expected[0]!.name,
      precio: expected[0]!.price,
      moneda: 'ARS',
      url: expected[0]!.url,
      lector: 'shopify',
    });
    expect(listings[0].categoriaIds).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({
      resumen: { lector: 'shopify', listados: expected.length, completa: true },
    });
  });

  it('refuses private addresses unless --allow-private is given', { timeout: 60_000 }, async () => {
    const { code, lines } = await command('read-store', [
      sites.baseUrlOf('woocommerce'),
      '--reader',
      'woocommerce',
    ]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      { error: expect.stringMatching(/^No se pudo leer la tienda: .*(privad|no permitid)/i) },
    ]);
  });

  it('is the same code the back office calls, with the page limit it is given', async () => {
    const { listings, summary } = await previewStoreRead({
      url: sites.baseUrlOf('woocommerce'),
      reader: 'woocommerce',
      allowPrivate: sites.allowList(),
      delayMs: 0,
      maxPages: 1,
      keep: 5,
    });
    expect(listings).toHaveLength(5);
    // The first page of 100: less the unpriced listing and the one shown twice.
    expect(summary).toMatchObject({ reader: 'woocommerce', listings: 98, complete: false, pagesFetched: 1 });
  });

  it("does not spend the page limit on recognising the platform ('auto'), and counts those requests apart", async () => {
    const { summary } = await previewStoreRead({
      url: sites.baseUrlOf('woocommerce'),
      reader: 'auto',
      allowPrivate: sites.allowList(),
      delayMs: 0,
      maxPages: 1,
      keep: 0,
    });
    expect(summary).toMatchObject({ reader: 'woocommerce', listings: 98, pagesFetched: 1 });
    expect(summary.probes).toBeGreaterThanOrEqual(2);
    // The next page is past the limit, said in the singular.
    expect(summary.issues).toContainEqual(
      expect.objectContaining({ message: 'límite de 1 página alcanzado' }),
    );
  });
});

describe('a product page given as the URL', () => {
  it('is read alone, and the summary says so (npm run read-store)', async () => {
    const [first] = sites.expectedListings('woocommerce').filter((l) => l.inStock);
    const { code, lines } = await command('read-store', [first!.url, '--allow-private', '--delay-ms', '0']);
    expect(code).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({ nombre: first!.name, precio: first!.price, url: first!.url }),
      {
        resumen: expect.objectContaining({
          lector: 'jsonld',
          listados: 1,
          paginas: 1,
          errores: 0,
          completa: true,
          nota: 'la URL es una página de producto: se leyó solo esa página',
        }),
      },
    ]);
  });

  it('when the page describes no product, goes on as for a site and says what was tried', async () => {
    // A site that is none of the platforms: every page is a plain page, nothing else exists.
    const plain = createServer((req, res) => {
      const known = req.url === '/' || req.url === '/nosotros';
      res.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(known ? '<!doctype html><html><body><h1>Sobre nosotros</h1></body></html>' : 'no');
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      await expect(
        previewStoreRead({ url: `http://${host}/nosotros`, allowPrivate: [host], delayMs: 0 }),
      ).rejects.toThrow(
        /^la página indicada no describe un producto \(sin datos schema\.org, microdata ni Open Graph de producto\); .*no se reconoció la plataforma \(se probó: Tiendanube y PrestaShop por su HTML; WooCommerce, Shopify, VTEX y Magento por su API; productos schema\.org en la portada; \/sitemap\.xml\)/,
      );
    } finally {
      plain.close();
    }
  });
});

describe('npm run read-sheet', () => {
  it('prints the listings, each rejected row and a summary', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'lista.xlsx');
    await writeXlsx(file, [
      ['Producto', 'Precio', 'Link'],
      ['Mouse', '$ 15.000', 'https://t.com.ar/m'],
      ['Teclado', 'consultar', 'https://t.com.ar/t'],
    ]);
    const { code, lines } = await command('read-sheet', [file]);
    expect(code).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({
        nombre: 'Mouse',
        precio: 15_000,
        url: 'https://t.com.ar/m',
        lector: 'spreadsheet',
      }),
      { rechazada: { fila: 3, motivo: 'Precio inválido: "consultar"' } },
      { resumen: expect.objectContaining({ formato: 'xlsx', listados: 1, rechazadas: 1 }) },
    ]);
  });
});
