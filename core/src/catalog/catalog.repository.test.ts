import { createTestDatabase } from '../testing/test-database';
import { catalogRepositorySuite, migrationsSuite } from './catalog-repository.suite';
import { identityChangeSuite } from './identity-change.suite';

const open = async () => (await createTestDatabase()).db;
migrationsSuite(open);
catalogRepositorySuite(open);
identityChangeSuite(open);
