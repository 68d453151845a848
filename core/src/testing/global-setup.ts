import pg from 'pg';
import { openDatabase } from '../db/client';
import { TEMPLATE_DATABASE, TEST_ADMIN_DATABASE_URL, databaseUrl } from './test-env';

/**
 * Runs once per `vitest run`: builds a migrated template database that every test file clones
 * (CREATE DATABASE ... TEMPLATE), so files run in parallel on databases of their own.
 */
export default async function setup() {
  const admin = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect().catch((err: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_ADMIN_DATABASE_URL} (${err.message}). Run the tests with 'npm test', which starts or installs it.`,
    );
  });
  try {
    await dropLeftovers(admin);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({ url: databaseUrl(TEMPLATE_DATABASE), poolSize: 1 });
  await template.migrate();
  await template.close();
}

/** Databases of earlier runs that were killed before their files cleaned up. */
async function dropLeftovers(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'hardprecios_test_f_%'`,
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}
