import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { catalogRepositorySuite, migrationsSuite } from './catalog-repository.suite';
import { identityChangeSuite } from './identity-change.suite';

// The embedded default (no DATABASE_URL): migrations and the write path on PGlite, in memory.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

migrationsSuite(async () => database.db);
catalogRepositorySuite(async () => database.db);
identityChangeSuite(async () => database.db);
