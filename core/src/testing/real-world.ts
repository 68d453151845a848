/**
 * Pages and data saved by third parties (real store pages, API answers, price strings, labelled
 * listings) stay out of this repository: their text is not ours. Tests that read them find them in
 * REAL_WORLD_DIR, or in ../shared/real-world beside the repository when that exists. Without them those
 * tests are skipped, never passed: their suite's name says why, and `npm test` lists them at the end.
 * Every reader and the price parser also have fixtures of our own, so a fresh clone still tests them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, type TestFunction } from 'vitest';

const BESIDE_THE_REPOSITORY = fileURLToPath(new URL('../../../../shared/real-world', import.meta.url));

/** The real-world folder, or undefined when neither REAL_WORLD_DIR nor ../shared/real-world exists. */
export const REAL_WORLD_DIR: string | undefined = process.env.REAL_WORLD_DIR
  ? resolve(process.env.REAL_WORLD_DIR)
  : existsSync(BESIDE_THE_REPOSITORY)
    ? BESIDE_THE_REPOSITORY
    : undefined;

/** Why the saved material at `part` (a file or folder under the real-world folder) cannot be read, if it cannot. */
export function realWorldMissing(part: string): string | undefined {
  if (!REAL_WORLD_DIR) {
    return 'no real-world folder (set REAL_WORLD_DIR, or put shared/real-world beside the repository)';
  }
  const path = join(REAL_WORLD_DIR, part);
  return existsSync(path) ? undefined : `${path} not found (REAL_WORLD_DIR)`;
}

export const hasRealWorld = (part: string) => realWorldMissing(part) === undefined;

/** The path of a saved file under the real-world folder; only call it where `hasRealWorld` holds. */
export function realWorldPath(...parts: string[]): string {
  const part = join(...parts);
  const missing = realWorldMissing(part);
  if (missing) throw new Error(`Saved real-world material missing: ${missing}`);
  return join(REAL_WORLD_DIR!, part);
}

/** The text of a saved file under the real-world folder. */
export const readRealWorld = (...parts: string[]) => readFileSync(realWorldPath(...parts), 'utf8');

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
