import { sql } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { buildCatalog, type TestCatalog } from '@hardprecios/core/testing/catalog-factory';
import { statsRuntime } from '../../stats/stats-runtime';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { searchRuntime } from '../search-runtime';

export interface CatalogApp {
  app: TestApp;
  db: Db;
  catalog: TestCatalog;
  /** GET or POST (with `json`) a path; the parsed body and status. */
  call<T = Record<string, unknown>>(
    path: string,
    init?: RequestInit & { json?: unknown },
  ): Promise<{ status: number; body: T }>;
  /** The searches counted for statistics so far (after the recorder settles them). */
  recordedSearches(): Promise<{ query: string; resultCount: number }[]>;
}

/**
 * The real app on the test catalog (core/src/testing/catalog-factory.ts). `before` runs after the
 * catalog is built and before any request (rules set there hold for the whole file).
 */
export async function startCatalogApp(
  before?: (db: Db, catalog: TestCatalog) => Promise<void>,
): Promise<CatalogApp> {
  const app = await startTestApp();
  const db = app.database.db;
  const catalog = await buildCatalog(db);
  await before?.(db, catalog);
  app.catalogWritten();
  return {
    app,
    db,
    catalog,
    async call<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
      const method = init.method ?? (init.json !== undefined ? 'POST' : 'GET');
      const res = await app.request(path, { ...init, method });
      return { status: res.status, body: (await res.json()) as T };
    },
    async recordedSearches() {
      searchRuntime(app.deps).recorder.flush();
      // The recorder hands searches over after hashing the visitor: let that settle, then write.
      await new Promise((r) => setTimeout(r, 50));
      await statsRuntime(app.deps).flush();
      return queryRows<{ query: string; resultCount: number }>(
        db,
        sql`SELECT query, result_count AS "resultCount" FROM stat_searches ORDER BY id`,
      );
    },
  };
}
