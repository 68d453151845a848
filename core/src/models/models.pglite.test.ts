import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { modelsSuite } from './models.suite';

// The embedded default: product identity on PGlite, in memory (one connection: no concurrent writers).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

modelsSuite(async () => database.db, { concurrentWriters: false });
