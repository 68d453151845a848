import { createTestDatabase } from '../testing/test-database';
import { catalogRepositorySuite, migrationsSuite } from './catalog-repository.suite';

const open = async () => (await createTestDatabase()).db;
migrationsSuite(open);
catalogRepositorySuite(open);
