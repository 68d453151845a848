/**
 * The search relevance suite (fixtures/data/relevance): the real-store catalog loaded as an operator
 * would, every judged query run on the PostgreSQL engine and on the in-memory index, figures per file.
 * `--reload` rebuilds the database; `--verbose` names, for each query of a dev file that misses a metric, the
 * relevant listings it left out and the wrong hits of its first 10. See README.md.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '@hardprecios/core/db/client';
import { listStores } from '@hardprecios/core/stores/stores.repository';
import { FLOOR_FILE, readCatalog } from '@hardprecios/fixtures/relevance/judgments';
import {
  describeResult,
  figuresBelowFloor,
  raisedFloor,
  type RelevanceFloor,
} from '@hardprecios/fixtures/relevance/suite';
import { loadInto, matchLoaded, runRelevanceSuite } from '@hardprecios/fixtures/relevance/relevance-run';
import { benchDatabaseUrl, commandFlags } from '../lib/bench-utils';

const flags = commandFlags();

/**
 * One database per state of the code that writes listings (core, workers, the API's store service):
 * a load made by other rules is never reused.
 */
function databaseName(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  const hash = createHash('sha1');
  try {
    hash.update(git('rev-parse', 'HEAD:core', 'HEAD:workers', 'HEAD:api', 'HEAD:fixtures/data'));
    // Paths from the top of the repository (npm runs this in bench/), new files included.
    const paths = [':/core', ':/workers', ':/api', ':/fixtures'];
    hash.update(git('diff', 'HEAD', '--', ...paths));
    hash.update(git('ls-files', '--others', '--exclude-standard', '--', ...paths));
  } catch {
    hash.update(String(Date.now()));
  }
  return `hp_relevance_${hash.digest('hex').slice(0, 12)}`;
}

function readFloor(): RelevanceFloor {
  return existsSync(FLOOR_FILE)
    ? (JSON.parse(readFileSync(FLOOR_FILE, 'utf8')) as RelevanceFloor)
    : { note: '', figures: {} };
}

async function main() {
  const name = databaseName();
  const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await admin.connect();
  const existing = (
    await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'hp_relevance_%'`,
    )
  ).rows.map((r) => r.datname);
  let reuse = existing.includes(name) && !flags.reload;
  if (reuse) {
    const database = await openDatabase({ url: benchDatabaseUrl(name), poolSize: 4 });
    const stores = await listStores(database.db).catch(() => []);
    reuse = stores.length === new Set(readCatalog().map((l) => l.tienda)).size;
    await database.close();
  }
  // Older loads (other code) are dropped: one relevance database at a time.
  for (const other of existing)
    if (other !== name || !reuse) await admin.query(`DROP DATABASE IF EXISTS ${other} WITH (FORCE)`);
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const database = await openDatabase({ url: benchDatabaseUrl(name), poolSize: 4 });
  try {
    let loaded;
    if (reuse) {
      console.log(`catalog: reusing ${name} (--reload rebuilds it)`);
      loaded = await matchLoaded(database);
    } else {
      await database.migrate();
      const started = performance.now();
      loaded = await loadInto(database);
      console.log(`catalog: loaded into ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      for (const line of loaded.rejected) console.log(`  rejected: ${line}`);
    }
    console.log(
      `  ${loaded.catalogIdOf.size} listings map to catalog lines; ${loaded.unmatched.length} lines do not`,
    );
    for (const u of loaded.unmatched) console.log(`  line ${u.id}: ${u.why}`);

    const { results, searches } = await runRelevanceSuite(database, loaded);
    const memory = searches.memory;
    console.log(
      `in-memory index: answered ${memory.fromMemory} of the ${memory.sent} queries itself (the rest: SQL)`,
    );
    const names = new Map(readCatalog().map((l) => [l.id, `${l.nombre} (${l.tienda})`]));
    const nameOf = flags.verbose ? (id: number) => names.get(id) ?? 'no catalog line' : undefined;
    for (const result of results) console.log(['', ...describeResult(result, nameOf)].join('\n'));
    const below = figuresBelowFloor(results, readFloor());
    console.log(
      below.length
        ? `\nbelow the floor (${FLOOR_FILE}):\n  ${below.join('\n  ')}`
        : '\nevery figure is at or above the floor',
    );
    if (flags['raise-floor']) {
      const day = new Date().toISOString().slice(0, 10);
      writeFileSync(FLOOR_FILE, JSON.stringify(raisedFloor(results, readFloor(), day), null, 2) + '\n');
      console.log(`floor raised to today's figures: ${FLOOR_FILE}`);
    }
  } finally {
    await database.close();
  }
}

await main();
