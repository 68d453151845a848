import { createTestDatabase } from '../testing/test-database';
import { modelsSuite } from './models.suite';

modelsSuite(async () => (await createTestDatabase()).db, { concurrentWriters: true });
