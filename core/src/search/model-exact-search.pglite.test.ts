import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { modelExactSearchSuite } from './model-exact-search.suite';

// The embedded default: the same engine on PGlite, in memory.
let database: Database;
afterAll(() => database?.close());

modelExactSearchSuite(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  return database.db;
});
