import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { modelCodesOf } from '../../models/model-code';
import { parseQuery } from '../query-text';
import { SearchCache } from '../search-cache';
import { lookUpForPlan, type WordMatch } from '../search-terms.repository';
import { andTsqueries, orTsqueries, type TsqueryAlternative } from './postgres-search.repository';

/** A parsed query: the tsquery it becomes (null when it holds no searchable word), the models it names. */
export interface Plan {
  tsquery: string | null;
  codes: string[];
}

export interface QueryPlannerOptions {
  /** Typo correction: minimum pg_trgm similarity and candidates per word. */
  typoThreshold: number;
  typoCandidates: number;
  /** Completions of the last word taken from the word list. */
  prefixCandidates: number;
  /** How long a plan, a word's lookup or a term's tsquery is kept (the word list changes with the catalog). */
  ttlMs: number;
}

/**
 * Query text → tsquery: synonyms, typo corrections and completions. Shoppers' long tail is new
 * combinations of words already seen, so what each word looks up and each text's tsquery are kept:
 * a new query made of known words costs no round trip, and one with new words a single one (the word
 * list lookups and the tsqueries of the texts, corrections and completions together). A term's
 * tsquery is its alternatives' joined as PostgreSQL's `||` joins them, the query's its terms' as `&&`
 * does (the same query, to the byte).
 */
export class QueryPlanner {
  private readonly plans: SearchCache<Plan>;
  private readonly words: LRUCache<string, WordMatch>;
  /** A text's plainto_tsquery, or (keys starting with ':') a prefix's to_tsquery, as text. */
  private readonly tsqueries: LRUCache<string, { tsquery: string }>;

  constructor(
    private readonly db: Db,
    private readonly options: QueryPlannerOptions,
  ) {
    this.plans = new SearchCache({ max: 5000, ttlMs: options.ttlMs });
    this.words = new LRUCache({ max: 50_000, ttl: options.ttlMs });
    this.tsqueries = new LRUCache({ max: 100_000, ttl: options.ttlMs });
  }

  plan(query: string): Promise<Plan> {
    return this.plans.getOrCompute(query, async () => {
      const terms = parseQuery(query);
      const codes = modelCodesOf(query);
      if (terms.length === 0) return { tsquery: null, codes };
      const { lookups, tsqueries } = await this.lookUp(terms);
      const alternatives: TsqueryAlternative[][] = terms.map((term) => {
        const list: TsqueryAlternative[] = term.alternatives.map((words) => ({ words: words.join(' ') }));
        const lookup = term.word !== undefined ? lookups.get(term.word) : undefined;
        if (lookup && !lookup.known) {
          for (const word of [...lookup.near, ...lookup.completions]) list.push({ words: word });
          if (term.prefix && term.word!.length >= 3) list.push({ prefix: term.word! });
        }
        return list;
      });
      const tsquery = andTsqueries(
        alternatives.map((list) => orTsqueries(list.map((a) => tsqueries.get(keyOf(a))!))),
      );
      return { tsquery: tsquery === '' ? null : tsquery, codes };
    });
  }

  /**
   * Each single word's lookup in the word list, and the tsquery of every alternative a term may take
   * (its synonyms, its word, as a prefix, its corrections and completions) kept. A word is looked up for
   * corrections if any of its terms may be a typo, and for completions if any may be unfinished (as one
   * lookup of the whole query would).
   */
  private async lookUp(
    terms: ReturnType<typeof parseQuery>,
  ): Promise<{ lookups: Map<string, WordMatch>; tsqueries: Map<string, string> }> {
    const flags = new Map<string, { fuzzy: boolean; prefix: boolean }>();
    for (const term of terms) {
      if (term.word === undefined) continue;
      const seen = flags.get(term.word) ?? { fuzzy: false, prefix: false };
      flags.set(term.word, { fuzzy: seen.fuzzy || term.fuzzy, prefix: seen.prefix || term.prefix });
    }
    // A listed word's lookup is the same whatever its flags (only unknown words get corrections).
    const flagged = (word: string) =>
      `${flags.get(word)!.fuzzy ? 'f' : '-'}${flags.get(word)!.prefix ? 'p' : '-'}${word}`;
    const found = new Map<string, WordMatch>();
    const missing: string[] = [];
    for (const word of flags.keys()) {
      const kept = this.words.get(`=${word}`) ?? this.words.get(flagged(word));
      if (kept) found.set(word, kept);
      else missing.push(word);
    }
    // Texts and prefixes a term may need: asked for before knowing which (an unknown word's prefix).
    const texts = new Set<string>();
    const prefixes = new Set<string>();
    for (const term of terms) {
      for (const words of term.alternatives) texts.add(words.join(' '));
      // A prefix counts for a word the list does not hold: one found known needs none.
      const known = term.word !== undefined && found.get(term.word)?.known === true;
      if (term.prefix && term.word !== undefined && term.word.length >= 3 && !known) prefixes.add(term.word);
    }
    for (const match of found.values())
      for (const word of [...match.near, ...match.completions]) texts.add(word);
    const tsqueries = new Map<string, string>();
    for (const key of [...texts, ...[...prefixes].map((p) => `:${p}`)]) {
      const kept = this.tsqueries.get(key);
      if (kept) tsqueries.set(key, kept.tsquery);
    }
    const textsMissing = [...texts].filter((t) => !tsqueries.has(t));
    const prefixesMissing = [...prefixes].filter((p) => !tsqueries.has(`:${p}`));
    if (missing.length > 0 || textsMissing.length > 0 || prefixesMissing.length > 0) {
      const { typoThreshold, typoCandidates, prefixCandidates } = this.options;
      const looked = await lookUpForPlan(
        this.db,
        {
          words: missing,
          fuzzyWords: missing.filter((w) => flags.get(w)!.fuzzy),
          prefixWords: missing.filter((w) => flags.get(w)!.prefix),
          texts: textsMissing,
          prefixes: prefixesMissing.map((p) => `'${p}':*`),
        },
        { threshold: typoThreshold, limit: typoCandidates, completions: prefixCandidates },
      );
      for (const match of looked.words) {
        this.words.set(match.known ? `=${match.word}` : flagged(match.word), match);
        found.set(match.word, match);
      }
      for (const [text, tsquery] of looked.texts) {
        this.tsqueries.set(text, { tsquery });
        tsqueries.set(text, tsquery);
      }
      for (const p of prefixesMissing) {
        const tsquery = looked.prefixes.get(`'${p}':*`)!;
        this.tsqueries.set(`:${p}`, { tsquery });
        tsqueries.set(`:${p}`, tsquery);
      }
    }
    return { lookups: found, tsqueries };
  }

  clear(): void {
    this.plans.clear();
    this.words.clear();
    this.tsqueries.clear();
  }
}

const keyOf = (a: TsqueryAlternative) => ('words' in a ? a.words : `:${a.prefix}`);
