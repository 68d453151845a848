import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { queryPrepared, queryRows } from './raw';
import { createTestDatabase } from '../testing/test-database';

const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((d) => d.close())));

const statement = (id: number) =>
  sql`SELECT ${id}::int AS id, (${id}::int * 1.5)::numeric(12,2) AS price, ARRAY[${id}::int, ${id + 1}::int] AS ids,
             timestamptz '2026-11-25 12:00:00+00' + make_interval(days => ${id}::int) AS at,
             json_build_object('id', ${id}::int) AS doc, ${id}::int > 1 AS big`;

describe.each([
  ['PostgreSQL', async () => createTestDatabase()],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      await database.migrate();
      return database;
    },
  ],
])('queryPrepared on %s', (_name, open) => {
  it('answers as queryRows does, each time with its own parameters', async () => {
    const database = await open();
    opened.push(database);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 2]) {
      const rows = await queryPrepared(database.db, statement(id));
      expect(rows).toEqual(await queryRows(database.db, statement(id)));
      expect(rows).toHaveLength(1);
      expect((rows[0] as { id: number }).id).toBe(id);
    }
    // Two statements of different text never share a prepared statement.
    expect(await queryPrepared(database.db, sql`SELECT ${'x'}::text AS v`)).toEqual([{ v: 'x' }]);
    expect(await queryPrepared(database.db, sql`SELECT ${'y'}::text AS w`)).toEqual([{ w: 'y' }]);
    if (database.driver === 'postgres') {
      // One client at a time takes these sequential queries: the statement is prepared on it, once.
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%make_interval%'`,
      );
      expect(row!.n).toBe(1);
    }
  });
});
