/**
 * bench/seed: how long generating and inserting N demo products takes, and the peak memory.
 * Budget (issue 2): 100,000 products in under 60 s and under 500 MB RSS, on the PostgreSQL server.
 *   npx tsx bench/seed/run.ts [--products 100000]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@hardprecios/core/db/client';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { benchDatabaseUrl, peakRss } from '../lib/bench-utils';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const products = Number(values.products);
const name = 'hardprecios_bench_seed';
const adminUrl = benchDatabaseUrl('postgres');

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const database = await openDatabase({ url: benchDatabaseUrl(name) });
await database.migrate();

const rss = peakRss();
const started = performance.now();
const result = await seedDemo(database.db, { products });
const seconds = (performance.now() - started) / 1000;
const peakMb = rss.stop() / 1024 / 1024;
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();

console.log(
  JSON.stringify({
    bench: 'seed',
    products: result.products,
    priceHistoryRows: result.priceHistory,
    seconds: Number(seconds.toFixed(1)),
    productsPerSecond: Math.round(result.products / seconds),
    peakRssMb: Math.round(peakMb),
    budget: { seconds: 60, peakRssMb: 500 },
    withinBudget: seconds < 60 && peakMb < 500,
  }),
);
