import { createTestDatabase } from '../testing/test-database';
import { modelExactSearchSuite } from './model-exact-search.suite';

modelExactSearchSuite(async () => (await createTestDatabase()).db);
