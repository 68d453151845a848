import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; the shared Db type cannot say so,
 * hence the one cast here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const statementNames = new Map<string, string>();

/**
 * queryRows for a statement of fixed text that every search runs: on a PostgreSQL server it is
 * prepared once per connection and planned generically after that (planning these short lookups cost
 * PostgreSQL more than running them: 0.5–1 ms against 0.3). The name comes from the text, so two
 * statements never share one. PGlite runs it as queryRows does.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `hp_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    statementNames.set(built.sql, name);
  }
  const prepared = session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
