import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { modelSpecsSuite } from './model-specs.suite';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

modelSpecsSuite(async () => database.db);
