/**
 * The production build as the images run it (Dockerfile), without a Docker engine: the bundles of
 * scripts/build-server.ts, installed with `npm ci --omit=dev` for the API's and the workers' workspaces in
 * directories of their own, started with plain node against the test PostgreSQL and Redis.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@hardprecios/core/runtime/ports';
import { createTestDatabase, testRedis } from '@hardprecios/core/testing/test-database';
import { eq } from 'drizzle-orm';
import { products } from '@hardprecios/core/db/schema';
import { buildStore } from '@hardprecios/core/testing/factories';
import { startStoreSites } from '@hardprecios/fixtures/store-sites/index';
import { sessionToken } from '@hardprecios/api/auth/testing/sessions';
import { availableKnowledgeBase } from '@hardprecios/core/hardware/opendb/knowledge-base';
import { identityOf, type ListingIdentity } from '@hardprecios/core/models/listing-identity';
import { buildServer } from './build-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['core', 'api', 'workers', 'web', 'search-config', 'fixtures', 'e2e', 'bench'];
/** What each image installs (Dockerfile: `npm ci --omit=dev -w ...`). */
const IMAGES = { api: ['core', 'api', 'search-config'], workers: ['core', 'workers', 'search-config'] };

const children: ChildProcess[] = [];
const dirs: string[] = [];
let apiDir: string;
let workersDir: string;

/** A runtime directory as the image has it: manifests, production dependencies, the bundles. */
function runtimeInstall(workspaces: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hardprecios-runtime-'));
  dirs.push(dir);
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(path.join(root, file), path.join(dir, file));
  for (const ws of WORKSPACES) {
    mkdirSync(path.join(dir, ws));
    cpSync(path.join(root, ws, 'package.json'), path.join(dir, ws, 'package.json'));
  }
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--ignore-scripts',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...workspaces.flatMap((w) => ['-w', w]),
    ],
    { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  cpSync(path.join(root, 'dist', 'server'), path.join(dir, 'dist', 'server'), { recursive: true });
  return dir;
}

/** Packages the lockfile marks as needed only for development, found installed in `dir`. */
function devPackagesIn(dir: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => entry.dev && key.includes('node_modules/') && existsSync(path.join(dir, key)))
    .map(([key]) => key);
}

function start(dir: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(dir, 'dist', 'server', entry)], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  await buildServer();
  apiDir = runtimeInstall(IMAGES.api);
  workersDir = runtimeInstall(IMAGES.workers);
}, 240_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  it("installs no development dependency, and the API's install carries no browser", () => {
    for (const dir of [apiDir, workersDir]) {
      expect(devPackagesIn(dir)).toEqual([]);
      // Sanity: the check looks where packages are.
      expect(existsSync(path.join(dir, 'node_modules', 'bullmq'))).toBe(true);
      expect(existsSync(path.join(dir, 'node_modules', 'typescript'))).toBe(false);
      expect(existsSync(path.join(dir, 'node_modules', 'tsx'))).toBe(false);
    }
    expect(existsSync(path.join(apiDir, 'node_modules', 'playwright-core'))).toBe(false);
    expect(existsSync(path.join(workersDir, 'node_modules', 'playwright-core'))).toBe(true);
    // The spec reader links listings to OpenDB parts from the derivative beside the bundle.
    for (const dir of [apiDir, workersDir])
      expect(existsSync(path.join(dir, 'dist', 'server', 'opendb', 'parts.jsonl.gz'))).toBe(true);
  });

  it("runs the regroup's identity worker with node, reading a listing as the source does", async () => {
    const listing = { name: 'Procesador AMD Ryzen 5 5600X', storeName: 'Tienda' };
    const script = `
      const { Worker } = require('node:worker_threads');
      const worker = new Worker(${JSON.stringify(path.join(apiDir, 'dist', 'server', 'identity-worker.mjs'))});
      worker.once('message', (answer) => { console.log(JSON.stringify(answer)); worker.terminate(); });
      worker.postMessage({ chunk: 7, listings: [${JSON.stringify(listing)}] });`;
    const out = execFileSync(process.execPath, ['-e', script], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const answer = JSON.parse(out) as { chunk: number; identities: ListingIdentity[] };
    expect(answer.chunk).toBe(7);
    const [identity] = answer.identities;
    expect(identity).toEqual(identityOf(listing, availableKnowledgeBase()));
    // Linked to its OpenDB entry through the derivative beside the bundle.
    expect(identity!.opendb).not.toBeNull();
  });

  it('starts the compiled API and workers with node; they pass their health checks and do the work', async () => {
    const database = await createTestDatabase();
    const redis = testRedis();
    const sites = await startStoreSites();
    sites.stores.woocommerce.failureMode = 'off';
    const uploads = mkdtempSync(path.join(tmpdir(), 'hardprecios-uploads-'));
    dirs.push(uploads);
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      UPLOADS_DIR: uploads,
      ALLOW_PRIVATE_FETCH: sites.allowList().join(','),
      CRAWL_DELAY_MS: '0',
      HOST: '127.0.0.1',
    };
    const api = start(apiDir, 'api.mjs', { ...shared, PORT: String(apiPort) });
    start(workersDir, 'workers.mjs', { ...shared, WORKER_PORT: String(workerPort) });
    const apiUrl = `http://127.0.0.1:${apiPort}`;

    const health = await until(async () => {
      const res = await fetch(`${apiUrl}/api/health`);
      const body = (await res.json()) as { status: string; workers: { count: number } };
      return res.status === 200 && body.status === 'ok' ? body : undefined;
    }, 60_000);
    expect(health).toMatchObject({
      status: 'ok',
      database: { ok: true },
      redis: { ok: true },
      workers: { count: 1 },
    });
    expect((await fetch(`http://127.0.0.1:${workerPort}/health`)).status).toBe(200);

    // 'Probar lectura': the compiled API asks the compiled worker, which reads the store's site.
    const admin = { authorization: `Bearer ${await sessionToken(database.db, { role: 'fullAdmin' })}` };
    const preview = await fetch(`${apiUrl}/api/stores/probar-lectura`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ url: sites.baseUrlOf('woocommerce') }),
    });
    expect(preview.status).toBe(200);
    const { data } = (await preview.json()) as { data: { lector: string; encontrados: number } };
    expect(data.lector).toBe('woocommerce');
    expect(data.encontrados).toBeGreaterThan(0);

    // A spreadsheet import: uploaded to the API, parsed by the workers in their prebuilt parsing process (dist/server/sheet-child.cjs).
    const store = await buildStore(database.db, { sourceKind: 'spreadsheet', url: 'planillas.com.ar' });
    const form = new FormData();
    const csv = 'Nombre;Precio;URL\nMemoria Kingston Fury 16GB DDR4;45.000;https://planillas.com.ar/p/1\n';
    form.append('archivo', new Blob([csv]), 'precios.csv');
    const upload = await fetch(`${apiUrl}/api/stores/${store.id}/importaciones`, {
      method: 'POST',
      body: form,
      headers: admin,
    });
    expect(upload.status).toBe(202);
    const imported = await until(async () => {
      const [row] = await database.db.select().from(products).where(eq(products.storeId, store.id));
      return row;
    }, 30_000);
    expect(imported).toMatchObject({ name: 'Memoria Kingston Fury 16GB DDR4', price: 45000 });

    // The search answers from the compiled code.
    const search = await fetch(`${apiUrl}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requests: [{ indexName: 'productos', params: { query: 'kingston fury', hitsPerPage: 8 } }],
      }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits).toBe(1);

    // SIGTERM stops it cleanly.
    const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    expect(await exited).toBe(0);
    await sites.close();
  }, 120_000);
});
