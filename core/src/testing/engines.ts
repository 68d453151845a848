import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { createTestDatabase } from './test-database';

/**
 * The two databases the product runs on, for `describe.each`: a PostgreSQL server (a database of the
 * test's own) and embedded PGlite in memory (what `npm start` uses without DATABASE_URL).
 */
export const DATABASE_ENGINES: [string, () => Promise<Db>][] = [
  ['PostgreSQL', async () => (await createTestDatabase()).db],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      await database.migrate();
      return database.db;
    },
  ],
];
