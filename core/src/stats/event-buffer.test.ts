import { describe, expect, it } from 'vitest';
import { createEventBuffer } from './event-buffer';
import type { StatEvent } from './events';

const visit = (n: number): StatEvent => ({
  kind: 'store_visit',
  at: new Date(),
  storeId: n,
  visitorHash: 'h',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The buffer's own behaviour, with a recording writer; the database side is covered by the API tests.
describe('event buffer', () => {
  it('answers at once and writes events in batches after a short wait', async () => {
    const batches: number[][] = [];
    const buffer = createEventBuffer(
      async (events) => void batches.push(events.map((e) => (e as { storeId: number }).storeId)),
      {
        flushMs: 30,
      },
    );
    for (let i = 1; i <= 5; i++) expect(buffer.record(visit(i))).toBe(true);
    expect(batches).toEqual([]);
    await sleep(80);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('writes a full batch without waiting, in order', async () => {
    const batches: number[] = [];
    const buffer = createEventBuffer(async (events) => void batches.push(events.length), {
      flushMs: 10_000,
      maxBatch: 4,
    });
    for (let i = 0; i < 10; i++) buffer.record(visit(i));
    await buffer.flush();
    expect(batches.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
  });

  it('keeps events whose write failed and writes them on the next flush', async () => {
    const written: number[] = [];
    let fail = true;
    const errors: number[] = [];
    const buffer = createEventBuffer(
      async (events) => {
        if (fail) throw new Error('database down');
        written.push(...events.map((e) => (e as { storeId: number }).storeId));
      },
      { flushMs: 10_000, onError: (_err, n) => errors.push(n) },
    );
    buffer.record(visit(1));
    buffer.record(visit(2));
    await buffer.flush();
    expect(errors).toEqual([2]);
    expect(buffer.pending).toBe(2);
    fail = false;
    buffer.record(visit(3));
    await buffer.flush();
    expect(written).toEqual([1, 2, 3]);
  });

  it('drops events beyond its bound instead of growing without limit, and refuses them after stop', async () => {
    let dropped = 0;
    const buffer = createEventBuffer(
      async () => {
        throw new Error('database down');
      },
      { flushMs: 10_000, maxBatch: 10, maxPending: 3, onDrop: (n) => (dropped += n) },
    );
    for (let i = 0; i < 5; i++) buffer.record(visit(i));
    expect(buffer.pending).toBe(3);
    expect(dropped).toBe(2);
    await buffer.stop();
    expect(buffer.record(visit(9))).toBe(false);
    expect(buffer.pending).toBe(0);
    expect(dropped).toBe(6);
  });

  it('drops only the events the database refuses, counted as invalid, and writes the rest in order', async () => {
    const written: number[] = [];
    const drops: [number, string][] = [];
    // The database's answer to a NUL in text: SQLSTATE 22021, as node-postgres and PGlite report it.
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const buffer = createEventBuffer(
      async (events) => {
        if (events.some((e) => (e as { storeId: number }).storeId === 13)) throw refused;
        written.push(...events.map((e) => (e as { storeId: number }).storeId));
      },
      { flushMs: 10_000, onDrop: (n, reason) => drops.push([n, reason]) },
    );
    for (let i = 10; i <= 17; i++) buffer.record(visit(i));
    await buffer.flush();
    expect(written).toEqual([10, 11, 12, 14, 15, 16, 17]);
    expect(drops).toEqual([[1, 'invalid']]);
    expect(buffer.pending).toBe(0);
  });

  it('keeps what is not written yet when the database goes down while a refused batch is being split', async () => {
    const written: number[] = [];
    let down = false;
    const refused = Object.assign(new Error('value too long'), { code: '22001' });
    const buffer = createEventBuffer(
      async (events) => {
        if (down) throw new Error('Connection terminated unexpectedly');
        if (events.some((e) => (e as { storeId: number }).storeId === 2)) {
          // The first half is refused; the database goes down before the second half is written.
          if (events.length === 1) down = true;
          throw refused;
        }
        written.push(...events.map((e) => (e as { storeId: number }).storeId));
      },
      { flushMs: 10_000 },
    );
    for (let i = 1; i <= 4; i++) buffer.record(visit(i));
    await buffer.flush();
    expect(written).toEqual([1]);
    expect(buffer.pending).toBe(2);
    down = false;
    await buffer.flush();
    expect(written).toEqual([1, 3, 4]);
  });
});
