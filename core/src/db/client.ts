import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// core/drizzle from the sources; beside the bundle in the compiled build (scripts/build-server.ts).
const migrationsFolder = [new URL('../../drizzle', import.meta.url), new URL('./drizzle', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))!;

// numeric/bigint come back as strings from node-postgres; counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (ignored with `url`); 'memory://' keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
  /**
   * How long a query waits for a connection (a new one or a free one of the pool) before it fails.
   * The API keeps it short so an unreachable server gives a quick 503; workers can wait longer.
   */
  connectTimeoutMs?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url)
    return openPostgres(options.url, options.poolSize ?? 10, options.connectTimeoutMs ?? 10_000);
  return openPglite(options.pgliteDir ?? './data/pg');
}

function openPostgres(url: string, poolSize: number, connectTimeoutMs: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // JIT compiling never pays back on queries this short: a search over 100,000 of 1,000,000 listings
    // took 381 ms with it and 292 ms without (EXPLAIN ANALYZE, bench/search's 1M database).
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
