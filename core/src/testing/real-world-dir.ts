/**
 * Where third parties' saved pages and data are found: REAL_WORLD_DIR, or ../shared/real-world beside the
 * repository. Without vitest, so benches read the same folder the tests do (core/src/testing/real-world.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
