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
  /**
   * PostgreSQL server only: a connection of its own that LISTENs on `channel` (notifications arrive on
   * commit) until the returned function or close() ends it; `lost` when that connection fails.
   */
  listen?(channel: string, notified: () => void, lost: (err: Error) => void): Promise<() => Promise<void>>;
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
  // Nor one checked out between two statements (a transaction's): the pool only watches idle ones, and
  // the statement waiting on it fails on its own.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async close() {
      await Promise.all([...listeners].map(endListener));
      await pool.end();
    },
    async listen(channel, notified, lost) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal inválido: ${channel}`);
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
      client.on('error', (err) => {
        listeners.delete(client);
        lost(err);
      });
      client.on('notification', () => notified());
      await client.connect();
      listeners.add(client);
      await client.query(`LISTEN ${channel}`);
      return async () => {
        listeners.delete(client);
        await endListener(client);
      };
    },
  };
}

/** Ends a LISTEN connection; one whose server went away without a word is closed after a second. */
async function endListener(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 1000);
  });
  const ended = await Promise.race([
    client.end().then(
      () => 'ended' as const,
      () => 'ended' as const,
    ),
    gaveUp,
  ]);
  clearTimeout(timer);
  if (ended === 'late')
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
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
