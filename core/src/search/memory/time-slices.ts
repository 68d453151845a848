import { setImmediate } from 'node:timers/promises';

/**
 * A long computation on the API's thread, cut into slices of about `sliceMs`: `pause()` gives the event
 * loop a turn once the current slice has run that long (searches arriving meanwhile are answered), and
 * returns at once otherwise. Building a large index takes seconds; in one piece it held every search.
 * A search waits up to a slice at each of its turns (HTTP, PostgreSQL round trips): 4 ms slices kept
 * searches during a 1M rebuild at p50 42 ms, 10 ms ones at 62 (bench/search/README.md).
 */
export class TimeSlices {
  private sliceStart = performance.now();

  constructor(private readonly sliceMs = 4) {}

  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await setImmediate();
    this.sliceStart = performance.now();
  }
}

/** How many steps of a loop run between two looks at the clock. */
export const STEPS_A_LOOK = 1024;

/** Runs of this many elements are sorted whole (a few milliseconds each), then merged in slices. */
const RUN = 8192;

/**
 * Sorts `ids` in place by `compare` (a total order), in slices: runs sorted natively, then merged
 * bottom-up with a pause every few thousand elements. Stable, as TypedArray's own sort.
 */
export async function sortInSlices(
  ids: Int32Array,
  compare: (a: number, b: number) => number,
  slices: TimeSlices,
): Promise<void> {
  const n = ids.length;
  for (let start = 0; start < n; start += RUN) {
    ids.subarray(start, Math.min(n, start + RUN)).sort(compare);
    await slices.pause();
  }
  if (n <= RUN) return;
  let from: Int32Array = ids;
  let to: Int32Array = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    let out = 0;
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(n, left + width);
      const end = Math.min(n, left + 2 * width);
      let i = left;
      let j = middle;
      while (i < middle || j < end) {
        // Left first on ties: stable.
        to[out++] = j >= end || (i < middle && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (out % STEPS_A_LOOK === 0) await slices.pause();
      }
    }
    [from, to] = [to, from];
  }
  if (from !== ids) ids.set(from);
}
