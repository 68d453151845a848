import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * The tokens of a document as the word list keeps them: unaccented, lower-case, unstemmed, with the
 * same number/unit spelling-out the index applies (public.hw_search_text).
 */
const documentWords = (alias: string) =>
  `to_tsvector('simple', public.immutable_unaccent(public.hw_search_text(${alias}.name || ' ' || coalesce(${alias}.brand, '')) || ' ' || ${alias}.category_names))`;

/** Adds the words of these documents that the list does not hold yet (cheap; counts are refreshed by rebuild). */
export async function addSearchTermsOf(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_terms (word, documents)
    SELECT w.word, count(*) FROM search_documents d,
      unnest(tsvector_to_array(${sql.raw(documentWords('d'))})) AS w(word)
    WHERE d.product_id = ANY(${sql.param(productIds)}::int[])
    GROUP BY w.word
    -- In word order: concurrent writers then wait for each other instead of deadlocking.
    ORDER BY w.word
    ON CONFLICT (word) DO NOTHING`);
}

/** Recomputes the whole word list from the documents (ts_stat): drops words no document holds any more. */
export async function rebuildSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(sql`
      INSERT INTO search_terms (word, documents)
      SELECT word, ndoc FROM ts_stat(${`SELECT ${documentWords('d')} FROM search_documents d`})`);
  });
}

export interface WordMatch {
  /** The query word as given. */
  word: string;
  /** Whether the list holds it exactly. */
  known: boolean;
  /** Unknown fuzzy words: the nearest listed words by trigram similarity, best first. */
  near: string[];
  /** Unknown prefix words: the most frequent listed words starting with it. */
  completions: string[];
}

export interface MatchOptions {
  /** Minimum pg_trgm similarity of a correction. */
  threshold?: number;
  /** Corrections per word. */
  limit?: number;
  /** Completions per word. */
  completions?: number;
}

/** What a query's planning asks PostgreSQL, in one round trip (QueryPlanner). */
export interface PlanLookup {
  /** Words to look up in the word list (as matchSearchTerms did), … */
  words: string[];
  /** … of them those to correct when unknown, and those to complete when unknown. */
  fuzzyWords: string[];
  prefixWords: string[];
  /** Texts to turn into tsqueries as plainto_tsquery does: besides these, every correction and completion found. */
  texts: string[];
  /** Tsquery texts such as `'geforc':*` to read as to_tsquery does. */
  prefixes: string[];
}

export interface PlanLookupResult {
  words: WordMatch[];
  /** plainto_tsquery(text)::text of each text asked and each correction and completion found. */
  texts: Map<string, string>;
  /** to_tsquery(prefix)::text of each prefix asked. */
  prefixes: Map<string, string>;
}

const CONFIG = sql.raw(`'public.es_hw'::regconfig`);

/**
 * Looks query words up in the word list and turns texts into tsqueries, in one round trip: known or
 * not; for unknown `fuzzyWords` the nearest listed words (typo correction, per word); for unknown
 * `prefixWords` the listed words they start (the shopper is still typing); the tsquery of every
 * text asked and of every correction and completion found.
 */
export async function lookUpForPlan(
  db: Db,
  ask: PlanLookup,
  { threshold = 0.3, limit = 3, completions = 8 }: MatchOptions = {},
): Promise<PlanLookupResult> {
  const [row] = await queryRows<{
    words: { word: string; known: boolean; near: string[] | null; completions: string[] | null }[];
    texts: Record<string, string>;
    prefixes: Record<string, string>;
  }>(
    db,
    sql`
      WITH looked AS (
        SELECT q.ord, q.word, k.known,
               CASE WHEN NOT k.known AND q.word = ANY(${sql.param(ask.fuzzyWords)}::text[]) THEN ARRAY(
                 SELECT t.word FROM search_terms t
                 WHERE t.word % q.word AND similarity(t.word, q.word) >= ${threshold}
                 ORDER BY t.word <-> q.word, t.documents DESC, t.word
                 LIMIT ${limit}) END AS near,
               CASE WHEN NOT k.known AND q.word = ANY(${sql.param(ask.prefixWords)}::text[]) THEN ARRAY(
                 SELECT t.word FROM search_terms t
                 WHERE t.word LIKE q.word || '%'
                 ORDER BY t.documents DESC, t.word
                 LIMIT ${completions}) END AS completions
        FROM unnest(${sql.param(ask.words)}::text[]) WITH ORDINALITY AS q(word, ord)
        CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_terms t WHERE t.word = q.word) AS known) k
      )
      SELECT
        (SELECT coalesce(json_agg(json_build_object('word', word, 'known', known, 'near', near,
                                                    'completions', completions) ORDER BY ord), '[]')
         FROM looked) AS words,
        (SELECT coalesce(json_object_agg(t, plainto_tsquery(${CONFIG}, t)::text), '{}')
         FROM (SELECT unnest(${sql.param(ask.texts)}::text[])
               UNION SELECT unnest(near) FROM looked
               UNION SELECT unnest(completions) FROM looked) x(t)) AS texts,
        (SELECT coalesce(json_object_agg(p, to_tsquery(${CONFIG}, p)::text), '{}')
         FROM (SELECT DISTINCT unnest(${sql.param(ask.prefixes)}::text[])) y(p)) AS prefixes`,
  );
  return {
    words: row!.words.map((w) => ({
      word: w.word,
      known: w.known,
      near: w.near ?? [],
      completions: w.completions ?? [],
    })),
    texts: new Map(Object.entries(row!.texts)),
    prefixes: new Map(Object.entries(row!.prefixes)),
  };
}
