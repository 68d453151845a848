/**
 * bench/alerts: alert fan-out (issue 15). 100,000 confirmed alerts over 10,000 products (models), then a
 * spreadsheet import that lowers 1,000 of them: every due mail (10,000) must reach the SMTP server
 * within 60 s of the run's end. Workers run in a process of their own (spreadsheet-import and alerts
 * queues, the deployed heap cap), the API in another; the SMTP server (smtp-server, counting only) and a
 * search load of 2 clients run here. Search latency is measured before the import and during the
 * fan-out, on queries that vary (mostly past the API's caches; the figures say so).
 *   npx tsx bench/alerts/run.ts [--models 10000] [--per-model 10] [--lowered 1000]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { insertStore } from '@hardprecios/core/stores/stores.repository';
import { startSmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { spawnWorker } from '@hardprecios/workers/jobs/testing/spawn-worker';
import { createJobClient } from '@hardprecios/core/jobs/job-client';
import { importsDir } from '@hardprecios/core/spreadsheets/stored-imports';
import { benchDatabaseUrl } from '../lib/bench-utils';
import { summarize } from '../search/stats';

const { values } = parseArgs({
  options: {
    models: { type: 'string', default: '10000' },
    'per-model': { type: 'string', default: '10' },
    lowered: { type: 'string', default: '1000' },
  },
});
const models = Number(values.models);
const perModel = Number(values['per-model']);
const lowered = Number(values.lowered);
const NAME = 'hardprecios_bench_alerts';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hardprecios-bench-alerts-${process.pid}`;
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

/** A valid EAN-13 per product: each is a model of its own. */
function ean(i: number): string {
  const digits = String(779_500_000_000 + i);
  const sum = [...digits].reduce((acc, d, k) => acc + Number(d) * (k % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

/** The store's spreadsheet: every product, the first `cheaper` 5,000 pesos cheaper. */
function catalogCsv(cheaper: number): string {
  const lines = ['Nombre;Precio;URL;Categoría;Marca;SKU;EAN;Stock'];
  for (let i = 0; i < models; i++) {
    const price = 100_000 + i - (i < cheaper ? 5_000 : 0);
    lines.push(
      `Monitor Bench ${i} 27 pulgadas;${price};https://planilla.bench/p/${i};Monitores;Bench;SKU-${i};${ean(i)};Sí`,
    );
  }
  return lines.join('\n') + '\n';
}

const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const database = await openDatabase({ url: benchDatabaseUrl(NAME), poolSize: 4 });
await database.migrate();
const { db } = database;
const uploads = await mkdtemp(path.join(tmpdir(), 'hp-bench-alerts-'));
await mkdir(importsDir(uploads), { recursive: true });
const inbox = await startSmtpInbox({ countOnly: true });
const redis = connectRedis(redisUrl);
const jobs = createJobClient({ redis, prefix });
const children: ChildProcess[] = [];

async function startApi(): Promise<string> {
  const script = fileURLToPath(new URL('../search/serve.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, benchDatabaseUrl(NAME)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /"port":\s*(\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** Two clients searching varied words until `stop()`: the latencies, in ms. */
function searchLoad(api: string) {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const query = `monitor bench ${(n++ * 7919) % models}`;
      const started = performance.now();
      const res = await fetch(`${api}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'productos', params: { query, hitsPerPage: 24 } }] }),
      }).catch(() => undefined);
      if (res?.ok) {
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
      } else errors++;
    }
  };
  const started = performance.now();
  const clients = [client(), client()];
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      return summarize(latencies, (performance.now() - started) / 1000, errors);
    },
  };
}

async function importCsv(storeId: number, csv: string, token: string) {
  await writeFile(path.join(importsDir(uploads), `${token}.csv`), csv);
  const started = performance.now();
  await jobs.enqueueSpreadsheetImport({
    storeId,
    storedName: `${token}.csv`,
    fileName: 'catalogo.csv',
    format: 'csv',
  });
  for (;;) {
    const [run] = await queryRows<{ status: string; id: number; price_changed: number }>(
      db,
      sql`SELECT id, status, price_changed FROM ingestion_runs WHERE store_id = ${storeId} AND file_name = 'catalogo.csv'
          ORDER BY id DESC LIMIT 1`,
    );
    if (run && run.status !== 'running' && run.status !== 'queued' && performance.now() - started > 200)
      return { run, ms: performance.now() - started, endedAt: performance.now() };
    await sleep(20);
  }
}

try {
  const store = await insertStore(db, {
    name: 'Planilla Bench',
    url: 'planilla.bench',
    provinceId: 1,
    sourceKind: 'spreadsheet',
  });
  const worker = await spawnWorker(
    {
      DATABASE_URL: benchDatabaseUrl(NAME),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      UPLOADS_DIR: uploads,
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://hardprecios.bench',
      NODE_ENV: 'production',
    },
    ['--queues', 'spreadsheet-import,alerts'],
  );
  children.push(worker);
  const api = await startApi();

  const first = await importCsv(store.id, catalogCsv(0), 'catalogo-1');
  // Confirmed alerts, `perModel` per product, each wanting any drop under today's price.
  await db.execute(sql`
    INSERT INTO alert_subscriptions (email, product_id, target_price, target_given, reference_price, status,
                                     armed, requester_hash, confirmed_at)
    SELECT 'alerta-' || p.id || '-' || k || '@bench.test', p.id, p.price, false, p.price, 'active', true, 'bench', now()
    FROM products p CROSS JOIN generate_series(1, ${perModel}) AS k`);
  await db.execute(sql`ANALYZE`);
  const [{ subscriptions, watched }] = (await queryRows<{ subscriptions: number; watched: number }>(
    db,
    sql`SELECT count(*)::int AS subscriptions, count(DISTINCT p.model_id)::int AS watched
        FROM alert_subscriptions a JOIN products p ON p.id = a.product_id`,
  )) as [{ subscriptions: number; watched: number }];

  const before = searchLoad(api);
  await sleep(15_000);
  const idle = await before.stop();

  const during = searchLoad(api);
  const second = await importCsv(store.id, catalogCsv(lowered), 'catalogo-2');
  const due = lowered * perModel;
  const deadline = performance.now() + 180_000;
  while (inbox.received < due && performance.now() < deadline) await sleep(50);
  const lastMail = performance.now() - (Date.now() - inbox.lastReceivedAt);
  const loaded = await during.stop();
  await sleep(2_000); // anything sent twice would arrive now
  const [{ deliveries }] = (await queryRows<{ deliveries: number }>(
    db,
    sql`SELECT count(*)::int AS deliveries FROM alert_deliveries`,
  )) as [{ deliveries: number }];

  const ms = (f: number) => Number(f.toFixed(1));
  console.log(
    JSON.stringify({
      bench: 'alerts-fan-out',
      models: watched,
      subscriptions,
      firstImportSeconds: seconds(first.ms),
      run: { status: second.run.status, priceChanged: second.run.price_changed, seconds: seconds(second.ms) },
      mailsDue: due,
      mailsReceived: inbox.received,
      deliveriesRecorded: deliveries,
      fanOutSecondsAfterRun: seconds(lastMail - second.endedAt),
      secondsFromImportStart: seconds(lastMail - (second.endedAt - second.ms)),
      search: {
        note: 'POST /api/search, 2 clients, varied queries (mostly past the caches)',
        idle: { p50: ms(idle.p50), p95: ms(idle.p95), p99: ms(idle.p99), rps: Math.round(idle.rps) },
        duringImportAndFanOut: {
          p50: ms(loaded.p50),
          p95: ms(loaded.p95),
          p99: ms(loaded.p99),
          rps: Math.round(loaded.rps),
        },
      },
      budget: 'all due mails handed to SMTP within 60 s of the run',
      withinBudget: inbox.received === due && lastMail - second.endedAt <= 60_000,
    }),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await jobs.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await inbox.close();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.end();
}
