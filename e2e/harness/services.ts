import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The local PostgreSQL and Redis servers the e2e run uses (the same ones `npm test` makes sure of):
 * a fresh database per run, dropped after, and a Redis key prefix of its own, deleted after.
 */
export const E2E_ADMIN_DATABASE_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
export const E2E_REDIS_URL =
  process.env.E2E_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PREFIX = 'hardprecios_e2e_';
/** Databases of runs killed before they cleaned up (older than this) are dropped by the next run. */
const LEFTOVER_AGE_SECONDS = 3 * 3600;

export interface RunDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: E2E_ADMIN_DATABASE_URL });
  await client.connect().catch((err: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${E2E_ADMIN_DATABASE_URL} (${err.message}). Start it with 'bash scripts/ensure-services.sh' or set E2E_DATABASE_URL.`,
    );
  });
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `hardprecios_e2e_<epoch seconds>_<random>`: the epoch lets a later run recognise leftovers. */
export async function createRunDatabase(): Promise<RunDatabase> {
  const name = `${PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    await dropLeftovers(admin);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(E2E_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const created = Number(/_(\d{10})_/.exec(datname)?.[1] ?? 0);
    if (now - created > LEFTOVER_AGE_SECONDS)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

export function runRedisPrefix(): string {
  return `hardprecios-e2e-${randomBytes(4).toString('hex')}`;
}

/** Deletes every key of the run (BullMQ queues, counters) so the shared Redis does not fill up. */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(E2E_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
