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
});
