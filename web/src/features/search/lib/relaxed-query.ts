/**
 * What the search searched instead, when the query found nothing with every word: the answer's
 * `queryAfterRemoval` (Algolia's format, the words left out marked '<em>…</em>') without the marked words.
 * Undefined when no word was left out.
 */
export function searchedInstead(queryAfterRemoval: unknown): string | undefined {
  if (typeof queryAfterRemoval !== 'string' || !queryAfterRemoval.includes('<em>')) return undefined;
  const kept = queryAfterRemoval
    .replace(/<em>[^<]*<\/em>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return kept || undefined;
}
