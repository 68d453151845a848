import { sql } from 'drizzle-orm';
import { queryRows } from '@hardprecios/core/db/raw';
import { createSearchEngine } from '@hardprecios/core/search/create-search-engine';
import type { JobDeps } from '../jobs/job-definition';

/**
 * PostgreSQL search reads the search documents the write path keeps in step; an external engine
 * (Meilisearch, when MEILI_URL is set) is told about a store's products after each run that wrote them.
 */
export async function syncExternalSearch(deps: Pick<JobDeps, 'db' | 'env'>, storeId: number): Promise<void> {
  if (!deps.env.MEILI_URL) return;
  const rows = await queryRows<{ id: number }>(
    deps.db,
    sql`SELECT id FROM products WHERE store_id = ${storeId}`,
  );
  await createSearchEngine(deps.db, deps.env).syncProducts(rows.map((r) => Number(r.id)));
}
