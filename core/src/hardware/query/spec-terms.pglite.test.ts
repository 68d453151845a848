import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { specTermsSuite } from './spec-terms.suite';

// The embedded default: the same migration on PGlite, in memory.
let database: Database;
afterAll(() => database?.close());

specTermsSuite(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  return database.db;
});
