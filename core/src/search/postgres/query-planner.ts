import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { modelCodesOf } from '../../models/model-code';
import { editDistance } from '../../models/name-words';
import {
  accessoryWords,
  canonicalQuery,
  chipVariantWords,
  defaultSpecs,
  extraWords,
  isKindWord,
  otherConditionWords,
  queryPartType,
  statedDetailsOf,
  unaskedEditionWords,
  letteredGenerationWords,
  unaskedSwitchWords,
} from '../../hardware/query/read-query';
import { headTerm } from '../../hardware/query/spec-terms';
import { parseQuery, queryWords, withoutStopWords, type QueryTerm } from '../query-text';
import { SearchCache } from '../search-cache';
import { matchSearchTerms, type WordMatch } from '../search-terms.repository';
import {
  andTsqueries,
  lexemeTsquery,
  orTsqueries,
  termTsqueries,
  type TsqueryAlternative,
} from './postgres-search.repository';

/**
 * A parsed query: the tsquery it becomes (null when it holds no searchable word), the models it names and
 * the part it asks for (null when none, or not one part).
 */
export interface Plan {
  tsquery: string | null;
  codes: string[];
  partType: string | null;
  /** Per hardware term with spec alternatives, their tsquery: a listing matching one has that spec. */
  specQueries: string[];
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
 * combinations of words already seen, so what each word looks up and each term's tsquery are kept
 * per word and per term: a new query made of known words costs no round trip. The query's tsquery is
 * its terms' tsqueries joined as PostgreSQL's `&&` joins them (the same query, to the byte).
 */
export class QueryPlanner {
  private readonly plans: SearchCache<Plan>;
  private readonly words: LRUCache<string, WordMatch>;
  private readonly terms: LRUCache<string, { tsquery: string }>;

  constructor(
    private readonly db: Db,
    private readonly options: QueryPlannerOptions,
  ) {
    this.plans = new SearchCache({ max: 5000, ttlMs: options.ttlMs });
    this.words = new LRUCache({ max: 50_000, ttl: options.ttlMs });
    this.terms = new LRUCache({ max: 50_000, ttl: options.ttlMs });
  }

  plan(query: string): Promise<Plan> {
    return this.plans.getOrCompute(query, async () => {
      const terms = parseQuery(query);
      const words = queryWords(query);
      // 'nvidia 5060' names the RTX 5060 as a store's name would.
      const codes = modelCodesOf(canonicalQuery(words));
      if (terms.length === 0) return { tsquery: null, codes, partType: null, specQueries: [] };
      const lookups = closestCorrections(await this.lookUp(terms));
      // The part asked for, read after typo correction ('rizen 5' asks for a Ryzen processor).
      const corrected = words.map((w) => {
        const lookup = lookups.get(w);
        return lookup && !lookup.known && lookup.near.length > 0 ? lookup.near[0]! : w;
      });
      const partType = queryPartType(corrected) ?? null;
      const alternatives: TsqueryAlternative[][] = terms.map((term) => {
        const list = tsqueryAlternatives(term);
        const lookup = term.word !== undefined ? lookups.get(term.word) : undefined;
        if (lookup && !lookup.known) {
          for (const word of [...lookup.near, ...lookup.completions]) list.push({ words: word });
          if (term.prefix && term.word!.length >= 3) list.push({ prefix: term.word! });
          // The best correction read as a query of its own: its synonyms and store spellings too
          // ('inalambirco' → inalámbrico → wireless, bluetooth…).
          const [fixed, ...more] = lookup.near.length ? parseQuery(`${lookup.near[0]} `) : [];
          if (fixed && more.length === 0)
            for (const alternative of tsqueryAlternatives(fixed))
              if (!list.some((a) => termKey(a) === termKey(alternative))) list.push(alternative);
        }
        return list;
      });
      const asked = terms.map((term) => term.specs ?? []);
      // The kind the query names first ('notbook' → notebook, laptop): listings of that kind rank higher.
      const heads = headTerms(terms[0]!, alternatives[0]!);
      const headSet = heads.map((lexeme) => ({ lexeme }));
      // What the part asked is by default (memory: a desktop module; a cooler: air) counts as a spec asked.
      const defaults = defaultSpecs(partType ?? undefined, asked.flat(), corrected);
      const specs: TsqueryAlternative[][] = [...asked, ...(defaults.length ? [defaults] : [])].map((set) =>
        set.map((words) => ({ words: words.join(' ') })),
      );
      if (headSet.length) specs.push(headSet);
      // A listing without an accessory or bundle word ('para', 'kit'), or without a word of another condition
      // ('OUTLET', 'usado'), counts as a spec asked: accessories and kits of the thing and open-box or used units
      // rank below it.
      const stated = statedDetailsOf(partType ?? undefined, corrected);
      const accessory = accessoryWords(partType ?? undefined, corrected, stated).map((w) => ({ words: w }));
      const condition = otherConditionWords(corrected).map((w) => ({ words: w.join(' ') }));
      // Nor a word of a chip's look-alike the query does not ask ('pc rtx 5060' is no PC with a 5060 Ti).
      const variants = chipVariantWords(corrected).map((w) => ({ words: w.join(' ') }));
      // Nor an edition of the model named that the query does not name ('archer t3u' is no T3U Plus).
      const editions = unaskedEditionWords(partType ?? undefined, corrected, stated).map((w) => ({
        words: w,
      }));
      // Nor another model of the line named by its generation ('superlight 2' is no Superlight 2c).
      const lettered = letteredGenerationWords(partType ?? undefined, corrected).map((w) => ({ words: w }));
      // Nor a magnetic-switch keyboard of the model, unless asked ('redragon k552' is no K552 Magnético).
      const magnetic = unaskedSwitchWords(partType ?? undefined, corrected).map((w) => ({ words: w }));
      // Nor a listing that only comes with the thing asked ('Auricular … con Micrófono' for 'microfono').
      const extras = extraWords(corrected).map((w) => ({ lexeme: w }));
      // Each edition is a set of its own: a listing ranks lower the more editions it has that the query did not
      // name, so a line named with edition words ('G PRO X Superlight 2') still ranks above its SE. Each set is
      // the same for many queries (its bitset is kept by its text: at 1M listings, a set made anew per query
      // costs more than its ranking is worth).
      const negated = [
        accessory,
        ...editions.map((edition) => [edition]),
        lettered,
        magnetic,
        extras,
        condition,
        variants,
      ].filter((set) => set.length > 0);
      const [termQueries, specQueries] = await this.termQueries(alternatives, [...specs, ...negated]);
      const kept = specQueries.slice(0, specQueries.length - negated.length);
      for (const query of specQueries.slice(kept.length)) if (query) kept.push(`!(${query})`);
      const tsquery = andTsqueries(termQueries);
      return {
        tsquery: tsquery === '' ? null : tsquery,
        codes,
        partType,
        specQueries: kept.filter((q) => q !== ''),
      };
    });
  }

  /**
   * Each single word's lookup in the word list. A word is looked up for corrections if any of its
   * terms may be a typo, and for completions if any may be unfinished (as one lookup of the whole
   * query would).
   */
  private async lookUp(terms: ReturnType<typeof parseQuery>): Promise<Map<string, WordMatch>> {
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
    if (missing.length > 0) {
      const { typoThreshold, typoCandidates, prefixCandidates } = this.options;
      const looked = await matchSearchTerms(
        this.db,
        missing,
        missing.filter((w) => flags.get(w)!.fuzzy),
        missing.filter((w) => flags.get(w)!.prefix),
        { threshold: typoThreshold, limit: typoCandidates, completions: prefixCandidates },
      );
      for (const match of looked) {
        this.words.set(match.known ? `=${match.word}` : flagged(match.word), match);
        found.set(match.word, match);
      }
    }
    // The lookup read each word's tsquery too: the plan's single-word alternatives need no round trip.
    for (const match of found.values()) {
      for (const [word, tsquery] of match.tsqueries) this.terms.set(termKey({ words: word }), { tsquery });
      if (match.prefixTsquery !== null)
        this.terms.set(termKey({ prefix: match.word }), { tsquery: match.prefixTsquery });
    }
    return found;
  }

  /**
   * Each term's and each spec set's tsquery, in order: its alternatives' tsqueries ORed. An alternative's
   * tsquery is kept (terms share alternatives: a socket's spellings, a synonym group's members), and those
   * not kept yet are computed in one round trip.
   */
  private async termQueries(
    terms: TsqueryAlternative[][],
    specs: TsqueryAlternative[][],
  ): Promise<[string[], string[]]> {
    const known = new Map<string, string>();
    const missing = new Map<string, TsqueryAlternative>();
    for (const alternatives of [...terms, ...specs])
      for (const alternative of alternatives) {
        const key = termKey(alternative);
        const kept =
          'lexeme' in alternative
            ? { tsquery: lexemeTsquery(alternative.lexeme) }
            : 'words' in alternative && WORD_WITH_DIGIT.test(alternative.words)
              ? { tsquery: lexemeTsquery(alternative.words) }
              : this.terms.get(key);
        if (kept) known.set(key, kept.tsquery);
        else missing.set(key, alternative);
      }
    if (missing.size > 0) {
      const computed = await termTsqueries(
        this.db,
        [...missing.values()].map((a) => [a]),
      );
      [...missing.keys()].forEach((key, i) => {
        known.set(key, computed[i]!);
        this.terms.set(key, { tsquery: computed[i]! });
      });
    }
    const joined = (alternatives: TsqueryAlternative[]) =>
      orTsqueries(alternatives.map((a) => known.get(termKey(a))!));
    return [terms.map(joined), specs.map(joined)];
  }

  clear(): void {
    this.plans.clear();
    this.words.clear();
    this.terms.clear();
  }
}

/**
 * One word of letters and digits with a digit in it ('g213w', 'hwcapacidadgb6', '500'): the index's
 * configuration reads it as it is (the parser's numword and number tokens go to the simple dictionary),
 * so its tsquery needs no round trip.
 */
const WORD_WITH_DIGIT = /^[a-z0-9]*[0-9][a-z0-9]*$/;

/**
 * A term's alternatives as tsqueries ask for them: its exact phrases as phrases, as written and, when they have
 * stop words, also without them ('tarjeta de memoria', 'tarjeta memoria').
 */
function tsqueryAlternatives(term: QueryTerm): TsqueryAlternative[] {
  const list: TsqueryAlternative[] = term.alternatives.map((words) => ({ words: words.join(' ') }));
  for (const phrase of term.phrases ?? []) {
    list.push({ phrase });
    const tight = withoutStopWords(phrase.split(' ')).join(' ');
    if (tight !== phrase) list.push({ phrase: tight });
  }
  return list;
}

/** An alternative's key among the tsqueries kept. */
function termKey(alternative: TsqueryAlternative): string {
  return JSON.stringify(alternative);
}

/**
 * Of a typo's corrections, those fewest edits away: 'proyetor' is a 'proyector' (one edit), not a 'protector'
 * (two), though both look alike to trigrams. The lookups are kept as the word list gave them.
 */
function closestCorrections(lookups: Map<string, WordMatch>): Map<string, WordMatch> {
  const out = new Map<string, WordMatch>();
  for (const [word, lookup] of lookups) {
    if (lookup.known || lookup.near.length < 2) {
      out.set(word, lookup);
      continue;
    }
    const distances = lookup.near.map((near) => editDistance(word, near));
    const least = Math.min(...distances);
    out.set(word, { ...lookup, near: lookup.near.filter((_, i) => distances[i] === least) });
  }
  return out;
}

/**
 * The kind words a query's first term names, as head words of listings (headTerm): of its single-word
 * alternatives (corrections included) and the first words of its phrases ('placa de video' → placa, tarjeta…),
 * those naming a kind of product. A hardware term (a socket, a chipset…) names none.
 */
function headTerms(first: QueryTerm, alternatives: TsqueryAlternative[]): string[] {
  if (first.specs?.length) return [];
  const words = alternatives.flatMap((a) =>
    'words' in a ? [a.words.split(' ')[0]!] : 'phrase' in a ? [a.phrase.split(' ')[0]!] : [],
  );
  // Only words naming a kind of product: a few hundred sets, kept, rather than one per query's first word.
  return [...new Set(words.filter(isKindWord).map(headTerm))];
}
