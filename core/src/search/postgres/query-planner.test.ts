import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUERIES } from '@hardprecios/fixtures/demo/index';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { queryRows } from '../../db/raw';
import { countingDb } from '../../testing/counting-db';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { andTsqueries, lexemeTsquery, orTsqueries, termTsqueries } from './postgres-search.repository';
import { matchSearchTerms } from '../search-terms.repository';
import { QueryPlanner } from './query-planner';

/**
 * Query plans kept per word and per term: the same tsquery as planning the whole text at once, and
 * no round trip for a new query made of words already planned.
 */
let database: TestDatabase;
const OPTIONS = { typoThreshold: 0.3, typoCandidates: 3, prefixCandidates: 8, ttlMs: 300_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { products: 1500, seed: 5, now: new Date('2026-11-20T12:00:00Z') });
}, 120_000);

/** Queries of one to four catalog words, some misspelt or cut short, some only stop words. */
async function queries(count: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT name FROM search_documents ORDER BY md5(product_id::text) LIMIT ${count}`,
  );
  return rows.map(({ name }, i) => {
    const words = name.toLowerCase().split(/\s+/).filter(Boolean);
    const picked = words.slice(i % 3, (i % 3) + 1 + (i % 4));
    const last = picked.length - 1;
    if (i % 6 === 0) picked[last] = picked[last]!.slice(0, 3);
    if (i % 7 === 0 && picked[last]!.length > 4)
      picked[last] = picked[last]!.slice(0, 2) + picked[last]!.slice(3);
    if (i % 11 === 0) picked.push('de', 'la');
    return picked.join(' ');
  });
}

describe('query planner', () => {
  it("joins term tsqueries exactly as PostgreSQL's && joins them (empty terms drop out)", async () => {
    const texts = await queries(80);
    const terms = await termTsqueries(
      database.db,
      texts.flatMap((t) => t.split(' ')).map((word) => [{ words: word }, { prefix: word.replace(/'/g, '') }]),
    );
    terms.push('', "'5.6' <-> 'ghz'", "'ddr4' | 'ddr5':*");
    let compared = 0;
    for (let i = 0; i < 120; i++) {
      const picked = Array.from({ length: 1 + (i % 5) }, (_, k) => terms[(i * 7 + k * 13) % terms.length]!);
      if (i % 9 === 0) picked.splice(1, 0, '');
      const joined = andTsqueries(picked);
      const [row] = await queryRows<{ same: boolean; text: string; ours: string }>(
        database.db,
        sql`SELECT (${joined}::tsquery = q) AS same, q::text AS text, ${joined}::tsquery::text AS ours
            FROM (SELECT ${sql.join(
              picked.map((t) => sql`${t}::tsquery`),
              sql` && `,
            )} AS q) x`,
      );
      expect(row, JSON.stringify(picked)).toMatchObject({ same: true, ours: row!.text });
      compared++;
    }
    expect(compared).toBe(120);
  });

  it("joins alternatives' tsqueries exactly as PostgreSQL's || joins them (stop words drop out)", async () => {
    const alternatives = [
      [{ words: 'lga 1700' }, { words: 'lga1700' }, { words: 'de' }, { words: 'hwsocketlga1700' }],
      [{ words: 'placa de video' }, { words: 'gpu' }, { prefix: 'plac' }],
      [{ words: 'la' }, { words: 'el' }],
      [{ words: '1tb' }, { words: '1000 gb' }, { words: 'hwcapacidadgb1000' }],
    ];
    const together = await termTsqueries(database.db, alternatives);
    const apart = await termTsqueries(
      database.db,
      alternatives.flat().map((a) => [a]),
    );
    let at = 0;
    for (const [i, term] of alternatives.entries()) {
      const joined = orTsqueries(apart.slice(at, (at += term.length)));
      const [row] = await queryRows<{ same: boolean }>(
        database.db,
        sql`SELECT (${joined}::tsquery = ${together[i]!}::tsquery) AS same`,
      );
      expect(joined, JSON.stringify(term)).toBe(together[i]);
      expect(row!.same).toBe(true);
    }
  });

  it('plans every query as a planner that never saw its words', async () => {
    const texts = [...DEMO_QUERIES.map((q) => q.query), ...(await queries(200))];
    const planner = new QueryPlanner(database.db, OPTIONS);
    for (const text of texts) {
      const fresh = await new QueryPlanner(database.db, OPTIONS).plan(text);
      expect(await planner.plan(text), text).toEqual(fresh);
    }
  });

  it('needs no round trip for a new query made of words it has planned', async () => {
    const words = (
      await queryRows<{ word: string }>(
        database.db,
        sql`SELECT word FROM search_terms WHERE length(word) >= 4 ORDER BY documents DESC, word LIMIT 20`,
      )
    ).map((r) => r.word);
    const counted = countingDb(database.db);
    const planner = new QueryPlanner(counted.db, OPTIONS);
    for (let i = 0; i + 1 < words.length; i += 2) await planner.plan(`${words[i]} ${words[i + 1]}`);
    expect(counted.statements()).toBeGreaterThan(0);
    const before = counted.statements();
    for (let i = 0; i + 1 < words.length; i += 2) {
      const text = `${words[i + 1]} ${words[(i + 2) % words.length]}`;
      expect(await planner.plan(text), text).toEqual(await new QueryPlanner(database.db, OPTIONS).plan(text));
    }
    expect(counted.statements() - before).toBe(0);
  });

  it("reads a new word's tsquery, its corrections' and its completions' in the word lookup itself", async () => {
    const words = ['mouse', 'inalambirco', 'logitec', 'tecl', 'gabin', 'procesadr'];
    const looked = await matchSearchTerms(database.db, words, words, words);
    const alternatives = looked.flatMap((match) => [
      ...[...match.tsqueries].map(([word, tsquery]) => ({ alternative: { words: word }, tsquery })),
      ...(match.prefixTsquery === null
        ? []
        : [{ alternative: { prefix: match.word }, tsquery: match.prefixTsquery }]),
    ]);
    // Corrections and completions were found, and each reads as the index's own configuration reads it.
    expect(looked.some((m) => m.near.length > 0 && m.completions.length > 0)).toBe(true);
    expect(alternatives.filter((a) => 'prefix' in a.alternative).length).toBeGreaterThan(0);
    const expected = await termTsqueries(
      database.db,
      alternatives.map((a) => [a.alternative]),
    );
    expect(alternatives.map((a) => a.tsquery)).toEqual(expected);
  });

  it('reads a word of letters and digits as the index does: as it is', async () => {
    const rows = await queryRows<{ word: string; tsquery: string }>(
      database.db,
      sql`SELECT word, plainto_tsquery('public.es_hw'::regconfig, word)::text AS tsquery
          FROM (SELECT word FROM search_terms WHERE word ~ '^[a-z0-9]*[0-9][a-z0-9]*$'
                UNION ALL SELECT unnest(ARRAY['1e5', '0x1f', '2e', '007', 'x3d', '5060ti', 'b650m'])) w(word)`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const { word, tsquery } of rows) expect(tsquery, word).toBe(lexemeTsquery(word));
  });

  it('plans a query of new words, misspelt or cut short, in one round trip', async () => {
    const counted = countingDb(database.db);
    const planner = new QueryPlanner(counted.db, OPTIONS);
    // The sets every plan reads (accessories, conditions…) and the synonym groups are read once: by the
    // demo's queries and a first half of new ones.
    for (const { query } of DEMO_QUERIES) await planner.plan(query);
    const texts = await queries(400);
    for (const text of texts.slice(0, 200)) await planner.plan(text);
    const [statements, raw] = [counted.statements(), counted.raw()];
    for (const text of texts.slice(200)) await planner.plan(text);
    // One lookup per query of a new word; a tsquery of its own only for a phrase not read yet.
    expect(counted.statements() - statements).toBeGreaterThan(50);
    expect(counted.raw() - raw).toBeLessThan(20);
  });

  it('gives a misspelt word the synonyms and store spellings of its correction', async () => {
    const planner = new QueryPlanner(database.db, OPTIONS);
    const { tsquery } = await planner.plan('mouse inalambirco');
    const { tsquery: spelt } = await planner.plan('mouse inalambrico');
    // 'inalambirco' → 'inalambrico', which stores also write wireless, bluetooth, Lightspeed (stemmed)…
    for (const word of ['wireless', 'bluetooth', 'lightsp']) {
      expect(spelt, word).toContain(`'${word}'`);
      expect(tsquery, word).toContain(`'${word}'`);
    }
  });
});
