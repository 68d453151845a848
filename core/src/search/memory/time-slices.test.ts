import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sortInSlices, TimeSlices } from './time-slices';

describe('sortInSlices', () => {
  // Many runs of 8,192 and a short last one; values with ties, compared by value only.
  const values = Array.from({ length: 50_003 }, (_, i) => (i * 7919) % 1000);
  const byValue = (a: number, b: number) => values[a]! - values[b]!;

  it('sorts as a stable sort does, merging runs in slices', async () => {
    const ids = Int32Array.from(values.keys());
    await sortInSlices(ids, byValue, new TimeSlices(0));
    const expected = [...values.keys()].sort((a, b) => byValue(a, b) || a - b);
    expect(Array.from(ids)).toEqual(expected);
  });

  it('gives the event loop turns while it sorts', async () => {
    expect(
      await turnsDuring(() => sortInSlices(Int32Array.from(values.keys()), byValue, new TimeSlices(0))),
    ).toBeGreaterThan(1);
  });
});

/** How many times a 0 ms interval ran while `work` did. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  const counting = setInterval(() => turns++, 0);
  try {
    await work();
  } finally {
    clearInterval(counting);
  }
  return turns;
}

describe('TimeSlices', () => {
  it('does not give a turn before its slice is used up', async () => {
    let ran = false;
    void setImmediate().then(() => (ran = true));
    await new TimeSlices(60_000).pause();
    expect(ran).toBe(false);
  });

  it('gives one once it is', async () => {
    let ran = false;
    void setImmediate().then(() => (ran = true));
    await new TimeSlices(0).pause();
    expect(ran).toBe(true);
  });
});
