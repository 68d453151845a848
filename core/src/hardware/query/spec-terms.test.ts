import { createTestDatabase } from '../../testing/test-database';
import { specTermsSuite } from './spec-terms.suite';

specTermsSuite(async () => (await createTestDatabase()).db);
