/**
 * bench/builder: POST /api/armados/verificar and /candidatos on a 100,000-listing catalog (issue "Armá tu
 * PC": p95 ≤ 50 ms). 20,000 models of the eight part types, 5 listings each across 20 stores, names and
 * spec lists like the demo's. The real app in this process on a free port; requests one at a time.
 *   npx tsx bench/builder/run.ts [--listings 100000] [--requests 300]
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { refreshModelSpecs } from '@hardprecios/core/models/specs/model-specs.repository';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { insertStore } from '@hardprecios/core/stores/stores.repository';
import { createApp } from '@hardprecios/api/app';
import type { AppDeps } from '@hardprecios/api/deps';
import { benchDatabaseUrl } from '../lib/bench-utils';
import { summarize } from '../search/stats';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '100000' }, requests: { type: 'string', default: '300' } },
});
const listings = Number(values.listings);
const requests = Number(values.requests);
const STORES = 20;
const PER_MODEL = 5;
const models = Math.floor(listings / PER_MODEL);
const NAME = 'hardprecios_bench_builder';

// Slot, a name and a spec list per part type (model number m varies the name).
const PARTS: [string, string, string][] = [
  ['cpu', `'Procesador AMD Ryzen 5 5600 AM4 #' || m`, 'TDP: 65 W'],
  [
    'motherboard',
    `'Mother MSI PRO B550M-P AM4 #' || m`,
    'Memoria: DDR4, 2 slots. Formato: Micro ATX. Almacenamiento: 1x M.2 NVMe',
  ],
  [
    'ram',
    `'Memoria Ram Corsair Vengeance LPX 16GB (2x8GB) DDR4 3200Mhz #' || m`,
    'Tipo: DDR4 DIMM (PC de escritorio)',
  ],
  ['gpu', `'Placa de Video ASUS GeForce RTX 4060 Dual 8GB #' || m`, 'Largo: 245 mm. Consumo: 115 W'],
  ['storage', `'Disco Sólido SSD M.2 NVMe Kingston NV2 1TB #' || m`, ''],
  ['psu', `'Fuente Corsair CX650 650W 80 Plus Bronze #' || m`, ''],
  [
    'case',
    `'Gabinete NZXT H5 Flow Negro #' || m`,
    'Compatibilidad: ATX, Micro ATX, Mini ITX. Largo máximo de placa de video: 365 mm. Altura máxima de cooler: 165 mm',
  ],
  [
    'cooler',
    `'Cooler CPU DeepCool AK400 120mm #' || m`,
    'Tipo: Cooler de aire para CPU. Compatibilidad: Intel LGA1700 / LGA1851, AMD AM4 / AM5. Altura: 155 mm',
  ],
];

const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const database = await openDatabase({ url: benchDatabaseUrl(NAME), poolSize: 10 });
await database.migrate();
const { db } = database;

const seedStart = Date.now();
const storeIds: number[] = [];
for (let s = 0; s < STORES; s++)
  storeIds.push(
    (await insertStore(db, { name: `Bench ${s}`, url: `bench${s}.com.ar`, provinceId: 1, phone: '1' })).id,
  );
await db.execute(
  sql.raw(`INSERT INTO models (key) SELECT 'bench:' || g FROM generate_series(1, ${models}) g`),
);
const nameCase = PARTS.map(([, name], i) => `WHEN ${i} THEN ${name}`).join(' ');
const specCase = PARTS.map(([, , spec], i) => `WHEN ${i} THEN '${spec}'`).join(' ');
await db.execute(
  sql.raw(`INSERT INTO products (store_id, listing_key, url, name, price, description, model_id)
    SELECT (ARRAY[${storeIds.join(',')}])[((k + m) % ${STORES}) + 1], 'id:' || g, 'https://bench.com.ar/p/' || g,
           CASE m % ${PARTS.length} ${nameCase} END, 100000 + (g % 5000) * 10,
           CASE m % ${PARTS.length} ${specCase} END, m
    FROM (SELECT g, ((g - 1) % ${models}) + 1 AS m, (g - 1) / ${models} AS k
          FROM generate_series(1, ${models * PER_MODEL}) g) s`),
);
// The builder reads each part's model's stored specs: decided here as the write path decides them.
await refreshModelSpecs(
  db,
  Array.from({ length: models }, (_, i) => i + 1),
);
await db.execute(sql`ANALYZE`);
const seedSeconds = (Date.now() - seedStart) / 1000;

const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = loadEnv({
  NODE_ENV: 'production',
  REDIS_PREFIX: `hardprecios-bench-builder-${process.pid}`,
  LOG_LEVEL: 'silent',
});
const redis = connectRedisFailFast(redisUrl);
const deps = { env, database, redis, logger: createLogger('silent', 'bench') } as AppDeps;
const server = createApp(deps).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A listing id of a random model of part type `i` (listing ids 1..models are each model's first). */
const idOf = (i: number) => {
  const m = i + PARTS.length * Math.floor(Math.random() * (models / PARTS.length - 1));
  return m === 0 ? PARTS.length : m;
};
const post = async (path: string, body: unknown) => {
  const started = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.ok };
};
const fullBuild = () => ({
  cpu: idOf(0),
  motherboard: idOf(1),
  ram: idOf(2),
  gpu: idOf(3),
  storage: [idOf(4)],
  psu: idOf(5),
  case: idOf(6),
  cooler: idOf(7),
});

async function run(label: string, body: () => { path: string; json: unknown }) {
  for (let i = 0; i < 20; i++) await post(body().path, body().json); // warm-up
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const b = body();
    const r = await post(b.path, b.json);
    latencies.push(r.ms);
    if (!r.ok) errors++;
  }
  const f = summarize(latencies, (performance.now() - started) / 1000, errors);
  console.log(
    `${label}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.requests} requests, ${errors} errors`,
  );
}

console.log(
  `catalog: ${models * PER_MODEL} listings, ${models} models, ${STORES} stores (seeded in ${seedSeconds.toFixed(1)} s)`,
);
await run('verificar (8 parts)', () => ({ path: '/api/armados/verificar', json: { partes: fullBuild() } }));
await run('candidatos (24 CPUs beside 7 parts)', () => {
  const { cpu: _cpu, ...partes } = fullBuild();
  return {
    path: '/api/armados/candidatos',
    json: { partes, parte: 'cpu', ids: Array.from({ length: 24 }, () => idOf(0)) },
  };
});

server.closeAllConnections();
await new Promise((r) => server.close(r));
await redis.quit();
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.end();
