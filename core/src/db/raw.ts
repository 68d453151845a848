import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; the shared Db type cannot say so,
 * hence the one cast here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
