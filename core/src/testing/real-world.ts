/**
 * Pages and data saved by third parties (real store pages, API answers, price strings, labelled
 * listings) stay out of this repository: their text is not ours. Tests that read them find them in
 * REAL_WORLD_DIR, or in ../shared/real-world beside the repository when that exists. Without them those
 * tests are skipped, never passed: their suite's name says why, and `npm test` lists them at the end.
 * Every reader and the price parser also have fixtures of our own, so a fresh clone still tests them.
 */
import { describe, it, type TestFunction } from 'vitest';
import { realWorldMissing } from './real-world-dir';

export * from './real-world-dir';

/**
 * A suite over saved material at `part`. Without it the suite is skipped, its name carrying the reason,
 * and its tests listed as skipped. The suite's body must not read the files while collecting (read in
 * the tests, or guard with `hasRealWorld`).
 */
export function describeRealWorld(part: string, title: string, body: () => void): void {
  const missing = realWorldMissing(part);
  if (missing) describe.skip(skippedTitle(title, part, missing), body);
  else describe(title, body);
}

/** One test over saved material at `part`, skipped the same way without it. */
export function itRealWorld(part: string, title: string, test: TestFunction, timeout?: number): void {
  const missing = realWorldMissing(part);
  if (missing) it.skip(skippedTitle(title, part, missing), test, timeout);
  else it(title, test, timeout);
}

const skippedTitle = (title: string, part: string, missing: string) =>
  `${title} [skipped: needs real-world ${part}: ${missing}]`;
