import { randomBytes } from 'node:crypto';
import { loadEnv } from '../config/env';
import type { Db } from '../db/client';
import { MeiliSearchEngine } from './meilisearch/meili-search-engine';
import { LiveMatchIndex } from './memory/live-index';
import { PostgresSearchEngine } from './postgres/postgres-search-engine';
import { describeSearchEngineContract } from './search-engine.contract';
import { describeHardwareSearchContract } from './search-engine.hardware.contract';
import { describeHardwareSearchContract2 } from './search-engine.hardware-2.contract';
import { describeHardwareSearchContract3 } from './search-engine.hardware-3.contract';
import { describeHardwareSearchContract4 } from './search-engine.hardware-4.contract';
import { describeHardwareSearchContract5 } from './search-engine.hardware-5.contract';
import { describeHardwareSearchContract6 } from './search-engine.hardware-6.contract';
import { describeHardwareSearchContract7 } from './search-engine.hardware-7.contract';
import { describeHardwareSearchContract8 } from './search-engine.hardware-8.contract';
import { describeHardwareSearchContract9 } from './search-engine.hardware-9.contract';
import { describeRelaxedSearchContract } from './search-engine.relax.contract';

describeSearchEngineContract('postgres', async (db) => new PostgresSearchEngine(db));
describeRelaxedSearchContract('postgres', async (db) => new PostgresSearchEngine(db));

// The same engine answering every repeated search from its cache, as it does for large result sets.
describeSearchEngineContract(
  'postgres, every result set cached',
  async (db) => new PostgresSearchEngine(db, { cacheFromHits: 1 }),
);

// Only registered when a Meilisearch server is configured: a skipped run must not count as a pass.
const { MEILI_URL, MEILI_KEY } = loadEnv();
if (MEILI_URL) {
  const meilisearch = async (db: Db) => {
    const engine = new MeiliSearchEngine(db, {
      url: MEILI_URL,
      apiKey: MEILI_KEY,
      index: `productos_test_${randomBytes(4).toString('hex')}`,
      waitForWrites: true,
    });
    const { afterAll } = await import('vitest');
    afterAll(() => engine.dropIndex());
    return engine;
  };
  describeSearchEngineContract('meilisearch', meilisearch);
  describeRelaxedSearchContract('meilisearch', meilisearch);
}

// The same engine matching, counting and ordering from the documents kept in memory (rebuilt after
// every write here, so that every search in the suite is answered from it).
describeSearchEngineContract(
  'postgres, in-memory index',
  async (db) =>
    new PostgresSearchEngine(db, { memoryIndex: new LiveMatchIndex({ db }, { waitForBuild: true }) }),
);
describeRelaxedSearchContract(
  'postgres, in-memory index',
  async (db) =>
    new PostgresSearchEngine(db, { memoryIndex: new LiveMatchIndex({ db }, { waitForBuild: true }) }),
);

// Hardware words and the part asked for: the PostgreSQL engine and its in-memory index answer alike
// (Meilisearch gets the words as synonyms and spec words, but no part-type ranking: search-config).
for (const describeHardware of [
  describeHardwareSearchContract,
  describeHardwareSearchContract2,
  describeHardwareSearchContract3,
  describeHardwareSearchContract4,
  describeHardwareSearchContract5,
  describeHardwareSearchContract6,
  describeHardwareSearchContract7,
  describeHardwareSearchContract8,
  describeHardwareSearchContract9,
]) {
  describeHardware('postgres', async (db) => new PostgresSearchEngine(db));
  describeHardware(
    'postgres, in-memory index',
    async (db) =>
      new PostgresSearchEngine(db, { memoryIndex: new LiveMatchIndex({ db }, { waitForBuild: true }) }),
  );
}
