import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { queryRows } from './raw';
import { writeSplitting } from './write-splitting';

const database = await createTestDatabase();
const db = database.db;

beforeAll(async () => {
  // Text PostgreSQL refuses (a NUL), and a rule of the table's own (a CHECK), both refused per row.
  await db.execute(sql`CREATE TABLE split_probe (n int CHECK (n % 7 <> 0), label text)`);
});

type Row = { n: number; label: string };
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ n: i + 1, label: i === 10 ? 'once\u0000' : `fila ${i + 1}` }));

/** One statement per write: all of it or nothing. */
function insert(table: string, writes: Row[][]) {
  return async (part: Row[]) => {
    writes.push(part);
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (n, label)
      SELECT * FROM unnest(${sql.param(part.map((r) => r.n))}::int[], ${sql.param(part.map((r) => r.label))}::text[])`);
    return part.length;
  };
}

describe('writing a batch the database partly refuses', () => {
  it('leaves out only the rows it refuses (a NUL, a broken CHECK) and writes all the others', async () => {
    const writes: Row[][] = [];
    const refused: number[] = [];
    const outcome = await writeSplitting(rows(100), insert('split_probe', writes), {
      onRefused: (row) => refused.push(row.n),
    });
    // 7, 14, ... 98 break the CHECK; 11 carries a NUL.
    const expected = [7, 11, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98];
    expect(refused.sort((a, b) => a - b)).toEqual(expected);
    expect(outcome.failed).toBeUndefined();
    expect(outcome.results.reduce((a, b) => a + b, 0)).toBe(100 - expected.length);
    const stored = await queryRows<{ n: number }>(db, sql`SELECT n FROM split_probe ORDER BY n`);
    expect(stored.map((r) => r.n)).toEqual(
      rows(100)
        .map((r) => r.n)
        .filter((n) => !expected.includes(n)),
    );
  });

  it('finds one bad row among a thousand in a handful of writes', async () => {
    await db.execute(sql`CREATE TABLE split_probe_big (n int, label text)`);
    const writes: Row[][] = [];
    const refused: number[] = [];
    const batch = Array.from({ length: 1000 }, (_, i) => ({ n: i, label: i === 613 ? 'x\u0000' : 'ok' }));
    const outcome = await writeSplitting(batch, insert('split_probe_big', writes), {
      onRefused: (row) => refused.push(row.n),
    });
    expect(refused).toEqual([613]);
    expect(outcome.results.reduce((a, b) => a + b, 0)).toBe(999);
    // Halving: two writes per level of a tree ten levels deep, plus the first.
    expect(writes.length).toBeLessThanOrEqual(21);
  });

  it('stops at a failure that is not the data’s and hands back every row not written, in order', async () => {
    const writes: Row[][] = [];
    const refused: Row[] = [];
    const outcome = await writeSplitting(rows(10), insert('no_such_table', writes), {
      onRefused: (row) => refused.push(row),
    });
    expect(refused).toEqual([]);
    expect(writes).toHaveLength(1);
    expect(outcome.failed?.unwritten.map((r) => r.n)).toEqual(rows(10).map((r) => r.n));
    expect((outcome.failed?.err as { cause?: { code?: string } }).cause?.code).toBe('42P01');
  });
});
