/**
 * bench/models: grouping a whole catalog into models from scratch (the full recompute: every listing's
 * identity, the registry, and the writes), on the PostgreSQL server. Budget (issue 13): 100,000
 * listings in under 10 s. The catalog is the demo's (names written three ways, barcodes), seeded first;
 * its models are then dropped so the recompute starts from nothing. Also times the recompute of a
 * catalog already grouped (what a start after a rules change does).
 *   npx tsx bench/models/run.ts [--products 100000]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@hardprecios/core/db/client';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { benchDatabaseUrl, peakRss } from '../lib/bench-utils';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const products = Number(values.products);
const name = 'hardprecios_bench_models';
const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const database = await openDatabase({ url: benchDatabaseUrl(name) });
await database.migrate();
const { db } = database;

await seedDemo(db, { products });
await db.execute(sql`UPDATE products SET model_id = NULL, identity_keys = '{}', identity_attrs = '{}'`);
await db.execute(sql`UPDATE search_documents SET model_id = NULL, model_code = NULL`);
await db.execute(sql`DELETE FROM model_keys`);
await db.execute(sql`DELETE FROM models`);
await db.execute(sql`VACUUM ANALYZE products`);

const rss = peakRss();
const fromScratch = (await recomputeModels(db))!;
const again = (await recomputeModels(db))!;
const peakMb = rss.stop() / 1024 / 1024;
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();

console.log(
  JSON.stringify({
    bench: 'models',
    listings: fromScratch.listings,
    models: fromScratch.models,
    fromScratchSeconds: Number((fromScratch.ms / 1000).toFixed(2)),
    listingsPerSecond: Math.round(fromScratch.listings / (fromScratch.ms / 1000)),
    phasesMs: fromScratch.phases,
    recomputeGroupedSeconds: Number((again.ms / 1000).toFixed(2)),
    recomputeGroupedPhasesMs: again.phases,
    peakRssMb: Math.round(peakMb),
    budget: { fromScratchSeconds: 10 },
    withinBudget: fromScratch.ms < 10_000,
  }),
);
