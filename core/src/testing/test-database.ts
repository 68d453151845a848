import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL, databaseUrl, runOf, testDatabaseName } from './test-env';

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/**
 * A fresh, migrated database of this test file's own, cloned from the template; dropped after the file when
 * called at module level, else at the end of the run (global-setup.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  const name = testDatabaseName('f', `${runOf(template)}_${randomBytes(6).toString('hex')}`);
  const admin = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  // CREATE DATABASE ... TEMPLATE fails while another session is connected to the template; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = databaseUrl(name);
  const database = await openDatabase({ url, poolSize: 5 });
  afterAll(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { ...database, url, name };
}

/** A Redis URL and a key prefix of this test file's own. */
export function testRedis(): { url: string; prefix: string } {
  return { url: TEST_REDIS_URL, prefix: `hardprecios-test-${randomBytes(4).toString('hex')}` };
}
