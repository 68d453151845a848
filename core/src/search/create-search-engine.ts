import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { MeiliSearchEngine } from './meilisearch/meili-search-engine';
import { PostgresSearchEngine, type PostgresSearchOptions } from './postgres/postgres-search-engine';
import { searchDuration } from '../metrics/metrics';
import type { SearchEngine } from './search-engine';

/** Meilisearch when MEILI_URL is set, else PostgreSQL full-text search on the app's own database. */
export function createSearchEngine(
  db: Db,
  env: Pick<Env, 'MEILI_URL' | 'MEILI_KEY'>,
  postgresOptions: PostgresSearchOptions = {},
): SearchEngine {
  const engine = env.MEILI_URL
    ? new MeiliSearchEngine(db, { url: env.MEILI_URL, apiKey: env.MEILI_KEY })
    : new PostgresSearchEngine(db, postgresOptions);
  return timed(engine);
}

/** Every search through the engine is timed (hardprecios_search_duration_seconds, by engine). */
function timed(engine: SearchEngine): SearchEngine {
  const search = engine.search.bind(engine);
  engine.search = async (params) => {
    const end = searchDuration.startTimer({ engine: engine.name });
    try {
      return await search(params);
    } finally {
      end();
    }
  };
  return engine;
}
