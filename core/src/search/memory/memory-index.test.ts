import pg from 'pg';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUERIES } from '@hardprecios/fixtures/demo/index';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { queryRows } from '../../db/raw';
import { countingDb } from '../../testing/counting-db';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresSearchEngine } from '../postgres/postgres-search-engine';
import type { SearchParams, SearchResult } from '../search-engine';
import { modelSummaries } from '../../models/model-summaries.repository';
import { refreshSearchDocuments } from '../search-documents.repository';
import { LiveMatchIndex } from './live-index';
import { compile, matchingSlots, ranksOf } from './match-query';

/**
 * The in-memory index against the SQL it replaces, on the demo catalog: every answer the same (hits
 * in order, totals, facet counts, price ranges, grouped pages), and never an outdated one.
 */
let database: TestDatabase;
let sqlEngine: PostgresSearchEngine;
let memory: LiveMatchIndex;
let memoryEngine: PostgresSearchEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { products: 3000, seed: 11, now: new Date('2026-11-20T12:00:00Z') });
  // Some listings priced in dollars, as some stores do: every answer must keep them apart from pesos
  // (orders, ranges, the threshold, price stats, grouping, model figures). Not the Ryzen ones the
  // freshness tests below reprice.
  const dollars = await queryRows<{ id: number }>(
    database.db,
    sql`UPDATE products SET currency = 'USD', price = greatest(round(price / 1200, 2), 0.5)
        WHERE id % 7 = 0 AND name NOT ILIKE '%ryzen%' RETURNING id`,
  );
  // And some listings of no model (written before models existed): each a product of its own in the
  // grouped view's counts.
  const unmodelled = await queryRows<{ id: number }>(
    database.db,
    sql`UPDATE products SET model_id = NULL WHERE id % 13 = 0 AND name NOT ILIKE '%ryzen%' RETURNING id`,
  );
  await refreshSearchDocuments(
    database.db,
    [...dollars, ...unmodelled].map((d) => Number(d.id)),
  );
  // No caches on either side: every search computes its answer.
  const uncached = { cacheFromHits: Number.MAX_SAFE_INTEGER };
  sqlEngine = new PostgresSearchEngine(database.db, uncached);
  memory = new LiveMatchIndex(database, { waitForBuild: true });
  memoryEngine = new PostgresSearchEngine(database.db, { ...uncached, memoryIndex: memory });
}, 120_000);

/** Two or three consecutive words of catalog names, some cut short (a prefix being typed). */
async function longTail(count: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT name FROM search_documents ORDER BY md5(product_id::text) LIMIT ${count}`,
  );
  return rows.map(({ name }, i) => {
    const words = name.toLowerCase().split(/\s+/).filter(Boolean);
    const start = i % Math.max(1, words.length - 2);
    const picked = words.slice(start, start + 2 + (i % 2));
    if (i % 5 === 0) picked[picked.length - 1] = picked[picked.length - 1]!.slice(0, 3);
    return picked.join(' ');
  });
}

const comparable = (result: SearchResult) => ({ ...result, cached: undefined });

/** 36 words of hardware names (a query of more operands than ranking's one-pass path takes). */
const MANY_WORDS = (
  'placa video memoria ram disco solido fuente monitor gamer teclado mouse auricular notebook ' +
  'procesador intel amd ryzen nvidia geforce radeon ddr4 ddr5 ssd nvme sata usb rgb wifi gabinete ' +
  'cooler silla webcam parlante impresora router tablet'
).split(' ');

describe('the in-memory search index', () => {
  it('answers every query as the SQL does: hits in order, totals, facets, price range, grouped pages', async () => {
    const queries = [...DEMO_QUERIES.map((q) => q.query), '', ...(await longTail(150))];
    const variants: Omit<SearchParams, 'query'>[] = [
      { offset: 0, limit: 20, facets: ['category', 'store', 'province'], priceStats: true, priceAbove: 100 },
      { offset: 20, limit: 20, sort: 'price_asc', filters: [[{ field: 'province', id: 1 }]] },
      { offset: 0, limit: 40, sort: 'price_desc', minPrice: 50_000, maxPrice: 900_000 },
      { offset: 0, limit: 20, distinct: true, facets: ['category'], excludeIds: [1, 2, 3] },
      { offset: 0, limit: 10, sort: 'price_asc', distinct: true, filters: [[{ field: 'category', id: 3 }]] },
      // Dollar figures: a peso range as low as dollar prices, and the last page of either price order.
      {
        offset: 0,
        limit: 30,
        sort: 'price_asc',
        minPrice: 0,
        maxPrice: 2000,
        priceAbove: 100,
        priceStats: true,
      },
      { offset: 0, limit: 30, sort: 'price_desc', distinct: true, priceAbove: 100, priceStats: true },
      // The grouped view's counts of products under each category, store and province.
      { offset: 0, limit: 24, distinct: true, facets: ['category', 'store', 'province'], priceAbove: 100 },
      {
        offset: 24,
        limit: 24,
        distinct: true,
        facets: ['category', 'store', 'province', 'model'],
        filters: [
          [{ field: 'province', id: 1 }],
          [
            { field: 'category', id: 3 },
            { field: 'category', id: 7 },
          ],
        ],
      },
    ];
    let compared = 0;
    const before = memory.answered;
    for (const [i, query] of queries.entries()) {
      const params = { query, ...variants[i % variants.length]! };
      expect(comparable(await memoryEngine.search(params)), JSON.stringify(params)).toEqual(
        comparable(await sqlEngine.search(params)),
      );
      compared++;
    }
    expect(compared).toBe(queries.length);
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM search_documents WHERE currency = 'USD'`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(300);
    // A few queries hold phrases (a '5.6 ghz' kind of word) the index leaves to SQL; all others it answers.
    expect(memory.answered - before).toBeGreaterThan(queries.length * 0.9);
  });

  it('gives a caller that reads its page itself the same ids, and reads no document for it', async () => {
    const counted = countingDb(database.db);
    const engine = new PostgresSearchEngine(counted.db, {
      cacheFromHits: Number.MAX_SAFE_INTEGER,
      memoryIndex: memory,
    });
    const variants: Omit<SearchParams, 'query'>[] = [
      { offset: 0, limit: 20, facets: ['category'], priceStats: true, priceAbove: 100 },
      { offset: 20, limit: 20, sort: 'price_asc', filters: [[{ field: 'province', id: 1 }]] },
      { offset: 0, limit: 24, distinct: true, priceAbove: 100 },
    ];
    const queries = [...DEMO_QUERIES.map((q) => q.query), ...(await longTail(40))];
    let withoutDocuments = 0;
    for (const [i, query] of queries.entries()) {
      const params = { query, ...variants[i % variants.length]! };
      const shown = await sqlEngine.search(params);
      expect(shown.ids).toEqual(shown.hits.map((h) => h.productId));
      // Its words planned first: what the search itself sends is left.
      await engine.search({ ...params, limit: 0 });
      const before = counted.statements();
      const answered = memory.answered;
      const idsOnly = await engine.search({ ...params, idsOnly: true });
      expect({ ...comparable(idsOnly), hits: [] }, query).toEqual({ ...comparable(shown), hits: [] });
      if (memory.answered > answered && shown.ids.length > 0) {
        // From the index: the check is the index's own shared statement, the documents left unread.
        expect(idsOnly.hits, query).toEqual([]);
        expect(counted.statements() - before, query).toBe(0);
        withoutDocuments++;
      }
    }
    expect(withoutDocuments).toBeGreaterThan(queries.length * 0.6);
    // The same search showing its page reads the documents (and carries the check) in one statement.
    const shown = { query: 'ryzen', offset: 0, limit: 10 };
    await engine.search(shown);
    const before = counted.statements();
    expect((await engine.search(shown)).hits.length).toBe(10);
    expect(counted.statements() - before).toBe(1);
  });

  it('checks a caller that reads its page itself against the last committed write too', async () => {
    const live = new LiveMatchIndex(database, { waitForBuild: true, listen: false });
    const engine = new PostgresSearchEngine(database.db, { memoryIndex: live });
    const target = await ryzen();
    const { other, query } = await writeWhileRebuilding(engine, target, 1);
    // The index has not seen the commit; the shared check finds it and SQL answers.
    const answered = live.answered;
    expect((await engine.search({ ...query, idsOnly: true })).ids).toEqual([target]);
    expect(live.answered).toBe(answered);
    await other.query('DELETE FROM search_documents WHERE product_id = $1', [target]);
    await other.end();
    expect((await engine.search({ ...query, idsOnly: true })).ids).not.toContain(target);
    await engine.close();
  });

  it("matches the documents PostgreSQL's @@ matches and ranks each exactly as its ts_rank(tsv, q, 1)", async () => {
    const built = (await memory.peek())!;
    // AND of words, prefixes, OR-alternatives, a word beside its own prefix ('x' | 'x':*, where
    // PostgreSQL's sort decides which one counts), and phrases: the words together as written, apart by a
    // stop word ('<2>'), in the other order, or ORed with a word.
    const tsqueries: string[] = [];
    for (const [i, text] of (await longTail(160)).entries()) {
      const words = text.split(' ');
      const last = words[words.length - 1]!;
      const forms = [
        sql`plainto_tsquery('public.es_hw', ${text})`,
        sql`plainto_tsquery('public.es_hw', ${words.slice(0, -1).join(' ')}) && (plainto_tsquery('public.es_hw', ${last}) || to_tsquery('public.es_hw', ${`'${last}':*`}))`,
        sql`plainto_tsquery('public.es_hw', ${words[0]!}) || plainto_tsquery('public.es_hw', ${last})`,
        // Seven operands or more: PostgreSQL's quicksort, not a stable sort, orders the duplicates.
        sql.join(
          [...words, 'gamer', 'usb', 'rgb'].flatMap((w) => [
            sql`plainto_tsquery('public.es_hw', ${w})`,
            sql`to_tsquery('public.es_hw', ${`'${w.replace(/'/g, '')}':*`})`,
          ]),
          sql` || `,
        ),
        // More than 32 operands: ranking takes its slower path (a pass per operand).
        sql`plainto_tsquery('public.es_hw', ${words[0]!}) && (${sql.join(
          MANY_WORDS.map((w) => sql`plainto_tsquery('public.es_hw', ${w})`),
          sql` || `,
        )})`,
        sql`phraseto_tsquery('public.es_hw', ${text})`,
        sql`plainto_tsquery('public.es_hw', ${words[0]!}) && (phraseto_tsquery('public.es_hw', ${words.slice(1).join(' de ')}) || plainto_tsquery('public.es_hw', ${last}))`,
        sql`phraseto_tsquery('public.es_hw', ${[...words].reverse().join(' ')}) || phraseto_tsquery('public.es_hw', ${text})`,
      ];
      const [row] = await queryRows<{ q: string }>(
        database.db,
        sql`SELECT (${forms[i % forms.length]!})::text AS q`,
      );
      if (row!.q) tsqueries.push(row!.q);
    }
    let compared = 0;
    let phraseMatches = 0;
    for (const tsquery of tsqueries) {
      const compiled = compile(built.index, { tsquery, codes: [], filters: [], excludeIds: [] });
      expect(compiled, tsquery).toBeDefined();
      if (!compiled) continue;
      const slots = matchingSlots(built.index, compiled);
      const ranks = ranksOf(built.index, compiled, slots);
      const fromIndex = Array.from(slots, (s, i) => [built.index.columns.productId[s]!, ranks[i]!]);
      const fromSql = await queryRows<{ id: number; rank: number }>(
        database.db,
        sql`SELECT product_id AS id, ts_rank(tsv, ${tsquery}::tsquery, 1) AS rank
            FROM search_documents WHERE tsv @@ ${tsquery}::tsquery`,
      );
      const sqlRanks = new Map(fromSql.map((r) => [Number(r.id), Math.fround(Number(r.rank))]));
      expect(
        fromIndex.map(([id]) => id).sort((a, b) => a! - b!),
        tsquery,
      ).toEqual([...sqlRanks.keys()].sort((a, b) => a - b));
      for (const [id, rank] of fromIndex) expect(rank, `${tsquery} #${id}`).toBe(sqlRanks.get(id!));
      compared += fromIndex.length;
      if (tsquery.includes('<')) phraseMatches += fromIndex.length;
    }
    expect(tsqueries.length).toBeGreaterThan(140);
    expect(tsqueries.filter((q) => q.includes('<')).length).toBeGreaterThan(40);
    expect(phraseMatches).toBeGreaterThan(500);
    expect(compared).toBeGreaterThan(5000);
  });

  it("gives each model's stores and lowest available price as the SQL does, doubtful prices left out", async () => {
    const models = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT DISTINCT model_id AS id FROM search_documents WHERE model_id IS NOT NULL`,
    );
    const ids = models.map((m) => Number(m.id));
    expect(ids.length).toBeGreaterThan(50);
    const hidden = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT product_id AS id FROM search_documents WHERE model_id IS NOT NULL ORDER BY md5(product_id::text) LIMIT 200`,
    );
    for (const filter of [
      { priceAbove: 100, excludeIds: [] },
      { priceAbove: 150_000, excludeIds: hidden.map((h) => Number(h.id)) },
    ]) {
      const fromMemory = await memory.modelSummaries(ids, filter);
      expect(fromMemory).toBeDefined();
      expect(fromMemory).toEqual(await modelSummaries(database.db, ids, filter));
    }
  });

  /** A write by another process (the workers): a transaction open while the index is rebuilt, committed after. */
  async function writeWhileRebuilding(engine: PostgresSearchEngine, productId: number, price: number) {
    const query = { query: 'ryzen', offset: 0, limit: 1, sort: 'price_asc' as const };
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('UPDATE search_documents SET price = $2 WHERE product_id = $1', [productId, price]);
    const meanwhile = await engine.search(query);
    expect(meanwhile.hits[0]!.productId).not.toBe(productId);
    await other.query('COMMIT');
    return { other, query };
  }

  async function ryzen(): Promise<number> {
    const [row] = await queryRows<{ product_id: number }>(
      database.db,
      sql`SELECT product_id FROM search_documents WHERE name ILIKE '%ryzen%' AND price > 1 AND currency = 'ARS'
          ORDER BY product_id DESC LIMIT 1`,
    );
    return Number(row!.product_id);
  }

  for (const listen of [true, false]) {
    it(`never answers from a catalog older than the last committed write of any process (${listen ? 'listening for changes' : 'not listening'})`, async () => {
      const live = new LiveMatchIndex(database, { waitForBuild: true, listen });
      const engine = new PostgresSearchEngine(database.db, { memoryIndex: live });
      const target = await ryzen();
      const { other, query } = await writeWhileRebuilding(engine, target, listen ? 2 : 1);
      // At once: the page's round trip finds the commit the index has not seen, and SQL answers.
      expect((await engine.search(query)).hits[0]).toMatchObject({
        productId: target,
        price: listen ? 2 : 1,
      });
      // Then the rebuilt index answers (waitForBuild: here the search waits for it).
      const answered = live.answered;
      expect((await engine.search(query)).hits[0]).toMatchObject({ productId: target });
      expect(live.answered).toBe(answered + 1);

      await other.query('DELETE FROM search_documents WHERE product_id = $1', [target]);
      await other.end();
      expect((await engine.search(query)).hits[0]!.productId).not.toBe(target);
      await engine.close();
    });
  }

  it("checks a search without a page too: alone, or with the check a batch's page statement carries", async () => {
    const live = new LiveMatchIndex(database, { waitForBuild: true, listen: false });
    const engine = new PostgresSearchEngine(database.db, {
      memoryIndex: live,
      cacheFromHits: Number.MAX_SAFE_INTEGER,
    });
    const page = { query: 'ryzen', offset: 0, limit: 5, facets: ['store' as const], priceStats: true };
    // As InstantSearch's disjunctive query beside the page: another facet, no hits.
    const facetsOnly = { ...page, limit: 0, facets: ['province' as const] };
    const batch = () => Promise.all([engine.search(page), engine.search(facetsOnly)]);
    const expected = async () =>
      (await Promise.all([sqlEngine.search(page), sqlEngine.search(facetsOnly)])).map(comparable);
    let answered = live.answered;
    expect((await batch()).map(comparable)).toEqual(await expected());
    expect(live.answered).toBe((answered += 2));

    // Another process takes a listing out of the results: neither query may count it any more.
    const target = await ryzen();
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const [{ price }] = (
      await other.query('SELECT price FROM search_documents WHERE product_id = $1', [target])
    ).rows as [{ price: string }];
    await other.query('UPDATE search_documents SET price = 0.5 WHERE product_id = $1', [target]);
    const afterWrite = { ...facetsOnly, priceAbove: 1 };
    expect(comparable(await engine.search(afterWrite))).toEqual(
      comparable(await sqlEngine.search(afterWrite)),
    );
    expect(live.answered).toBe(answered);
    // The rebuilt index answers again.
    expect((await batch()).map(comparable)).toEqual(await expected());
    expect(live.answered).toBe(answered + 2);

    await other.query('UPDATE search_documents SET price = $2 WHERE product_id = $1', [target, price]);
    await other.end();
    await engine.close();
  });

  /**
   * An index that may answer stale (not listening: a failed check is what tells it of a write), on a clock
   * the test moves; its engine, without result caches; a Ryzen listing and a query up to its price.
   */
  async function staleIndex(stale: { maxMs: number; fromBuildMs: number; outpacedFromBuildMs?: number }) {
    const time = { now: Date.now() };
    const live = new LiveMatchIndex(database, { listen: false, stale, now: () => time.now });
    await live.ready();
    const engine = new PostgresSearchEngine(database.db, {
      memoryIndex: live,
      cacheFromHits: Number.MAX_SAFE_INTEGER,
    });
    const target = await ryzen();
    const [{ price }] = (await queryRows<{ price: number }>(
      database.db,
      sql`SELECT price::float8 AS price FROM search_documents WHERE product_id = ${target}`,
    )) as [{ price: number }];
    const upTo = { query: 'ryzen', offset: 0, limit: 200, sort: 'price_asc' as const, maxPrice: price };
    return { time, live, engine, target, price, upTo };
  }

  const ids = (result: SearchResult) => result.hits.map((h) => h.productId);

  it('after another process writes, a slow-to-rebuild index answers for at most its stale window, with the documents as they are now', async () => {
    const { time, live, engine, target, price, upTo } = await staleIndex({ maxMs: 60_000, fromBuildMs: 0 });
    let answered = live.answered;
    expect(ids(await engine.search(upTo))).toContain(target);
    expect(live.answered).toBe(++answered);

    // A store update raises the price tenfold; the next rebuild will be held up (a lock on the change rows).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('UPDATE search_documents SET price = $2 WHERE product_id = $1', [target, price * 10]);
    await other.query('BEGIN');
    await other.query('LOCK TABLE search_document_changes IN EXCLUSIVE MODE');

    // The first search finds the write in its check: SQL answers, and the rebuild starts.
    expect(ids(await engine.search(upTo))).not.toContain(target);
    expect(live.answered).toBe(answered);
    // Meanwhile the index answers, showing the listing at its new price, never one the filter excludes.
    const meanwhile = await engine.search(upTo);
    expect(live.answered).toBe(++answered);
    expect(ids(meanwhile)).not.toContain(target);
    expect(meanwhile.hits.every((h) => h.price <= price)).toBe(true);
    const all = await engine.search({ ...upTo, maxPrice: undefined });
    expect(all.hits.find((h) => h.productId === target)).toMatchObject({ price: price * 10 });
    expect(live.answered).toBe(++answered);
    // Not rebuilt after every write: once half the window has passed. The health check says how far behind.
    expect(live.status()).toMatchObject({ state: 'ready', behindSeconds: 0 });
    time.now += 30_000;
    await engine.search(upTo);
    expect(live.answered).toBe(++answered);
    expect(live.status()).toMatchObject({ state: 'building', behindSeconds: 30 });

    // A minute after its snapshot it no longer answers: SQL does, until the rebuilt index is ready.
    time.now += 30_001;
    expect(ids(await engine.search(upTo))).not.toContain(target);
    expect(live.answered).toBe(answered);
    await other.query('COMMIT');
    await live.ready();
    expect(live.status()).toMatchObject({ state: 'ready', behindSeconds: null });
    expect(comparable(await engine.search(upTo))).toEqual(comparable(await sqlEngine.search(upTo)));
    expect(live.answered).toBe(++answered);

    // A write in this process is shown at once: no stale answer.
    live.invalidate();
    await engine.search(upTo);
    expect(live.answered).toBe(answered);

    await other.query('UPDATE search_documents SET price = $2 WHERE product_id = $1', [target, price]);
    await other.end();
    await engine.close();
  });

  it('a quick-to-rebuild index steps aside after an isolated write, and answers stale only while writes outpace its rebuilds', async () => {
    // Never slow to build: only outpacing writes may make it answer stale.
    const { time, live, engine, target, price, upTo } = await staleIndex({
      maxMs: 60_000,
      fromBuildMs: Number.MAX_SAFE_INTEGER,
      outpacedFromBuildMs: 0,
    });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const write = (value: number) =>
      other.query('UPDATE search_documents SET price = $2 WHERE product_id = $1', [target, value]);
    let answered = live.answered;

    // A write well after the index was ready (within its stale window): SQL answers (exact) until the
    // rebuilt index is ready.
    time.now += 10_000;
    await write(price * 10);
    expect(ids(await engine.search(upTo))).not.toContain(target);
    expect(live.answered).toBe(answered);
    expect(ids(await engine.search(upTo))).not.toContain(target);
    expect(live.answered).toBe(answered);
    await live.ready();
    expect(ids(await engine.search(upTo))).not.toContain(target);
    expect(live.answered).toBe(++answered);

    // The next write as soon as it is ready (a store update under way): the index answers on, stale,
    // with the listings as they are now, and is rebuilt once half its window has passed.
    await write(price);
    expect(ids(await engine.search(upTo))).toContain(target); // the failed check: SQL
    expect(live.answered).toBe(answered);
    const meanwhile = await engine.search({ ...upTo, maxPrice: price * 2 });
    expect(live.answered).toBe(++answered);
    expect(meanwhile.hits.find((h) => h.productId === target)).toBeUndefined(); // priced 10× in the index
    expect(live.status()).toMatchObject({ state: 'ready', behindSeconds: 0 });
    time.now += 30_000;
    await engine.search(upTo);
    expect(live.answered).toBe(++answered);
    expect(live.status().state).toBe('building');
    await live.ready();
    expect(comparable(await engine.search(upTo))).toEqual(comparable(await sqlEngine.search(upTo)));
    expect(live.answered).toBe(answered + 1);

    await other.end();
    await engine.close();
  });

  it('renews itself every half hour, answering (checked) while the new one is built', async () => {
    let clock = Date.now();
    const live = new LiveMatchIndex(database, { listen: false, now: () => clock });
    await live.ready();
    const engine = new PostgresSearchEngine(database.db, {
      memoryIndex: live,
      cacheFromHits: Number.MAX_SAFE_INTEGER,
    });
    const params = { query: 'monitor', offset: 0, limit: 10, facets: ['store' as const] };
    let answered = live.answered;
    // The renewal is held up (a lock on the change rows its start prunes).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('LOCK TABLE search_document_changes IN EXCLUSIVE MODE');
    clock += 30 * 60_000 + 1;
    expect(comparable(await engine.search(params))).toEqual(comparable(await sqlEngine.search(params)));
    expect(live.answered).toBe(++answered);
    expect(live.status().state).toBe('building');
    // Past 45 minutes its snapshot is too old to check: SQL answers until the new one is ready.
    clock += 15 * 60_000;
    await engine.search(params);
    expect(live.answered).toBe(answered);
    await other.query('COMMIT');
    await other.end();
    await live.ready();
    await engine.search(params);
    expect(live.answered).toBe(answered + 1);
    await engine.close();
  });

  it('renews on request, the current index answering until the new one is ready', async () => {
    const live = new LiveMatchIndex(database, { listen: false });
    await live.ready();
    const current = await live.peek();
    live.renew();
    expect(live.status().state).toBe('building');
    expect(await live.peek()).toBe(current);
    await live.ready();
    const renewed = await live.peek();
    expect(renewed).not.toBe(current);
    expect(renewed!.index.size).toBe(current!.index.size);
    live.close();
  });

  it('forgets every cached answer on request, and keeps answering from the same index', async () => {
    const live = new LiveMatchIndex(database, { waitForBuild: true, listen: false });
    const engine = new PostgresSearchEngine(database.db, { memoryIndex: live, cacheFromHits: 1 });
    const page = (offset: number) => ({ query: 'monitor', offset, limit: 10, facets: ['store' as const] });
    await engine.search(page(0));
    expect((await engine.search(page(10))).cached).toBe(true);
    const built = await live.peek();
    const answered = live.answered;

    engine.forgetAnswers();
    const again = await engine.search(page(10));
    expect(again.cached).toBe(false);
    expect(comparable(again)).toEqual(comparable(await sqlEngine.search(page(10))));
    expect(live.answered).toBe(answered + 1);
    expect(await live.peek()).toBe(built); // not rebuilt
    await engine.close();
  });

  it('searches with SQL while its first build runs, when it does not wait for it', async () => {
    const index = new LiveMatchIndex(database);
    const engine = new PostgresSearchEngine(database.db, { memoryIndex: index });
    const params = { query: 'monitor', offset: 0, limit: 5, facets: ['store' as const] };
    const first = await engine.search(params);
    expect(index.answered).toBe(0);
    await index.ready();
    expect(comparable(await engine.search(params))).toEqual(comparable(first));
    expect(index.answered).toBe(1);
    await engine.close();
  });
});
