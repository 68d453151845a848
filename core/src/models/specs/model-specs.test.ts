import { createTestDatabase } from '../../testing/test-database';
import { modelSpecsSuite } from './model-specs.suite';

modelSpecsSuite(async () => (await createTestDatabase()).db);
