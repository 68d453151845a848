import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { DATABASE_ENGINES } from '../../testing/engines';
import { readDerivative } from './derivative';
import { findPart, loadParts, partCounts } from './parts.repository';

const derivative = readDerivative();

describe.each(DATABASE_ENGINES)('parts knowledge base on %s', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('loads every part of the derivative once, and a second load of the same commit changes nothing', async () => {
    const first = await loadParts(db, derivative);
    expect(first).toEqual({
      loaded: derivative.parts.length,
      commit: derivative.header.commit,
      unchanged: false,
    });
    const counts = await partCounts(db);
    expect(Object.keys(counts).sort()).toEqual([
      'case',
      'cooler',
      'cpu',
      'gpu',
      'monitor',
      'motherboard',
      'psu',
      'ram',
      'storage',
    ]);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(derivative.parts.length);
    expect((await loadParts(db, derivative)).unchanged).toBe(true);

    const board = derivative.parts.find((p) => p.pn.includes('90MB1500-M0EAY0'))!;
    expect(await findPart(db, board.id)).toEqual(board);
  }, 120_000);

  it('replaces the parts of an older commit', async () => {
    const older = { header: { ...derivative.header, commit: 'older' }, parts: derivative.parts.slice(0, 3) };
    await loadParts(db, older);
    expect(Object.values(await partCounts(db)).reduce((a, b) => a + b, 0)).toBe(3);
    const again = await loadParts(db, derivative);
    expect(again.unchanged).toBe(false);
    expect(Object.values(await partCounts(db)).reduce((a, b) => a + b, 0)).toBe(derivative.parts.length);
  }, 120_000);
});
