/**
 * The long tail: distinct queries built from the loaded catalog's own names, as shoppers type them —
 * two or three consecutive words of a product name, 15 % with a one-letter typo. Each is sent once, so
 * no answer can come from a cache of an earlier one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { Random } from '@hardprecios/fixtures/demo/random';

const TYPO_SHARE = 0.15;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One letter dropped, doubled, swapped with the next or replaced, in a word of 5+ letters. */
function withTypo(words: string[], rng: Random): string[] {
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-záéíóúñ]{5,}$/i.test(w));
  if (candidates.length === 0) return words;
  const [word, index] = rng.pick(candidates);
  const at = rng.int(1, word.length - 2);
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + rng.pick([...LETTERS]) + word.slice(at + 1),
  ];
  const typo = rng.pick(edits)();
  return words.map((w, i) => (i === index ? typo : w));
}

/** `count` distinct queries from names sampled across the catalog (deterministic for a seed). */
export async function longTailQueries(db: Db, count: number, seed = 7): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM search_documents ORDER BY md5(product_id::text || ${String(seed)}) LIMIT ${count * 3}`,
  );
  const rng = new Random(seed);
  const queries = new Set<string>();
  for (const { name } of rows) {
    if (queries.size >= count) break;
    const words = name
      .toLowerCase()
      .split(/[\s,/()"+|-]+/)
      .filter((w) => w.length > 1 && !/^#?\d+$/.test(w));
    if (words.length < 2) continue;
    const length = Math.min(words.length, rng.pick([2, 2, 3]));
    const start = rng.int(0, words.length - length);
    let picked = words.slice(start, start + length);
    if (rng.chance(TYPO_SHARE)) picked = withTypo(picked, rng);
    queries.add(picked.join(' '));
  }
  if (queries.size < count) throw new Error(`only ${queries.size} distinct queries from the catalog`);
  return [...queries];
}
