import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import {
  TEST_ADMIN_DATABASE_URL,
  TEST_DATABASE_PREFIX,
  databaseUrl,
  runOf,
  testDatabaseName,
} from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

const LEFTOVER_AGE_SECONDS = 3 * 3600;

/**
 * Runs once per `vitest run`: builds a migrated template database that every test file clones
 * (CREATE DATABASE ... TEMPLATE), so files run in parallel on databases of their own.
 */
export default async function setup(project: TestProject) {
  const template = testDatabaseName('t', randomBytes(4).toString('hex'));
  const admin = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect().catch((err: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_ADMIN_DATABASE_URL} (${err.message}). Run the tests with 'npm test', which starts or installs it.`,
    );
  });
  try {
    await dropLeftovers(admin);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
    await cleanup.connect();
    // Test files' own databases are dropped after each file, but a file that creates its database in a
    // beforeAll cannot register that (vitest ignores hooks registered inside hooks): drop this run's here.
    const { rows } = await cleanup.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}f\\_%\\_${runOf(template)}\\_%'`,
    );
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await cleanup.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await cleanup.end();
  };
}

/** Databases of runs killed before they cleaned up; recent ones may belong to a run in progress. */
async function dropLeftovers(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const created = Number(/_(\d{10})_/.exec(datname)?.[1] ?? 0);
    if (now - created > LEFTOVER_AGE_SECONDS)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
