import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { MeiliSearchEngine } from './meilisearch/meili-search-engine';
import { PostgresSearchEngine, type PostgresSearchOptions } from './postgres/postgres-search-engine';
import type { SearchEngine } from './search-engine';

/** Meilisearch when MEILI_URL is set, else PostgreSQL full-text search on the app's own database. */
export function createSearchEngine(
  db: Db,
  env: Pick<Env, 'MEILI_URL' | 'MEILI_KEY'>,
  postgresOptions: PostgresSearchOptions = {},
): SearchEngine {
  if (env.MEILI_URL) return new MeiliSearchEngine(db, { url: env.MEILI_URL, apiKey: env.MEILI_KEY });
  return new PostgresSearchEngine(db, postgresOptions);
}
