import { STOP_WORDS } from '@hardprecios/search-config/stop-words';
import { queryPartType } from '../hardware/query/read-query';
import { queryWords } from './query-text';
import type { SearchParams, SearchResult } from './search-engine';

const STOP = new Set(STOP_WORDS);
/** Queries longer than this only try leaving out one word: the combinations grow too fast. */
const MAX_WORDS_FOR_PAIRS = 6;
const MAX_LEFT_OUT = 3;

/**
 * A search that found nothing with every word, tried again without the fewest words that let it find
 * something (the results page asks for it as Algolia's `removeWordsIfNoResults`): a shopper's word no store
 * writes ('monitor panorámico') no longer hides every monitor. Among queries leaving out as many words, one
 * still asking for the part the whole query asks wins ('portable ssd' → 'ssd'), then the one with the fewest
 * matches, keeping the most specific words ('placa elgato' → 'elgato', not 'placa'); on a tie, the earlier
 * words stay. Words with digits (a model number, a size) and a chip's suffix after one are never left out: a
 * catalog without the RTX 4090 answers 'rtx 4090' with nothing, not every RTX, nor 'rtx 4060 ti' with RTX
 * 4060s; and a query left with numbers only is not tried ('hyperx cloud 3' is not everything with a 3). The
 * words kept are searched as the shopper wrote them, small words included ('placa de video panoramica' →
 * 'placa de video', with its synonyms). `removedWords` says what was left out, so the page can say so. Only
 * ever run when the full query finds nothing, so its extra counts cost nothing to other searches.
 */
export async function searchRelaxed(
  params: SearchParams,
  run: (params: SearchParams) => Promise<SearchResult>,
): Promise<SearchResult> {
  const result = await run(params);
  const words = queryWords(params.query);
  // The words that may be left out: not small words (they are no condition), never numbers nor a chip's
  // suffix after one ('rtx 4060 ti' is no RTX 4060).
  const optional = words.flatMap((w, i) =>
    STOP.has(w) || /\d/.test(w) || (CHIP_SUFFIX.test(w) && /\d/.test(words[i - 1] ?? '')) ? [] : [i],
  );
  const significant = words.filter((w) => !STOP.has(w)).length;
  if (result.total > 0 || significant < 2 || optional.length === 0) return result;
  const stillTyping = !/\s$/.test(params.query);
  const asked = queryPartType(words);
  const textOf = (kept: number[]) =>
    kept.map((i) => words[i]).join(' ') + (stillTyping && kept.at(-1) === words.length - 1 ? '' : ' ');
  const most = Math.min(
    optional.length,
    significant - 1,
    significant > MAX_WORDS_FOR_PAIRS ? 1 : MAX_LEFT_OUT,
  );
  for (let leftOut = 1; leftOut <= most; leftOut++) {
    let best: (Ranked & { kept: number[]; removed: string[] }) | undefined;
    for (const chosen of combinations(optional.length, leftOut)) {
      const removedAt = chosen.map((c) => optional[c]!);
      const kept = words.flatMap((_, i) => (removedAt.includes(i) ? [] : [i]));
      const keptWords = kept.map((i) => words[i]!);
      if (!keptWords.some((w) => !STOP.has(w) && /[a-z]/.test(w))) continue;
      const { total } = await run({
        ...params,
        query: textOf(kept),
        offset: 0,
        limit: 0,
        facets: [],
        priceStats: false,
      });
      const candidate = {
        kept,
        removed: removedAt.map((i) => words[i]!),
        total,
        keepsPart: asked === undefined || queryPartType(keptWords) === asked,
      };
      if (total > 0 && (!best || better(candidate, best))) best = candidate;
    }
    if (best) return { ...(await run({ ...params, query: textOf(best.kept) })), removedWords: best.removed };
  }
  return result;
}

const CHIP_SUFFIX = /^(?:ti|super|xt|xtx|gre|x3d)$/;

interface Ranked {
  total: number;
  keepsPart: boolean;
}
/** A query keeping the part asked wins; then the one with fewer matches (its words are the more specific). */
const better = (a: Ranked, b: Ranked) => (a.keepsPart !== b.keepsPart ? a.keepsPart : a.total < b.total);

/** Index sets of size k out of n, later indices first (leaving out the last words first, as a tie-break). */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) return void out.push([...chosen]);
    for (let i = from; i >= 0; i--) pick(i - 1, [...chosen, i]);
  };
  pick(n - 1, []);
  return out.map((c) => c.sort((a, b) => a - b));
}
