import { describe, expect, it } from 'vitest';
import { MatchIndexBuilder, type MatchIndex } from './match-index';
import { aggregatesOf, compile, matchingSlots, orderedSlots, ranksOf } from './match-query';
import type { DocumentFilter } from '../postgres/postgres-search.repository';
import { parseTsquery, type TsqueryNode } from './text-search';
import { TimeSlices } from './time-slices';

async function indexOf(tsvs: string[], modelCodes: (string | null)[] = []) {
  const builder = new MatchIndexBuilder();
  tsvs.forEach((tsv, i) =>
    builder.add({
      productId: i + 1,
      currency: 'ARS',
      price: 1000 * (i + 1),
      storeId: 1 + (i % 2),
      provinceId: 1,
      categoryIds: [1],
      inStock: true,
      modelId: null,
      modelCode: modelCodes[i] ?? null,
      tsv,
    }),
  );
  return await builder.build();
}

const filter = (tsquery: string, more: Partial<DocumentFilter> = {}): DocumentFilter => ({
  tsquery,
  codes: [],
  filters: [],
  excludeIds: [],
  ...more,
});

const ids = (index: MatchIndex, f: DocumentFilter) =>
  Array.from(matchingSlots(index, compile(index, f)!), (s) => index.columns.productId[s]);

describe('matching on the in-memory index', async () => {
  const index = await indexOf([
    "'placa':1 'video':2",
    "'placa':1 'madr':2",
    "'video':1 'cabl':2",
    "'placa':1 'video':2 'msi':3",
    "'fuent':1",
  ]);

  it('a word searched again after a combination still finds all its documents (kept bitsets are never changed)', () => {
    expect(ids(index, filter("'placa' & 'video'"))).toEqual([1, 4]);
    expect(ids(index, filter("'placa' | 'fuent'"))).toEqual([1, 2, 4, 5]);
    expect(ids(index, filter("!'placa'"))).toEqual([3, 5]);
    expect(ids(index, filter("'placa'"))).toEqual([1, 2, 4]);
    expect(ids(index, filter("'video'"))).toEqual([1, 3, 4]);
  });

  it('keeps only the matches within the prices, outside the exclusions and in every facet group', () => {
    expect(ids(index, filter("'placa' | 'video'", { priceAbove: 1000 }))).toEqual([2, 3, 4]);
    expect(ids(index, filter("'placa' | 'video'", { minPrice: 2000, maxPrice: 3000 }))).toEqual([2, 3]);
    expect(ids(index, filter("'placa' | 'video'", { excludeIds: [4] }))).toEqual([1, 2, 3]);
    expect(
      ids(
        index,
        filter("'placa' | 'video'", {
          filters: [[{ field: 'store', id: 2 }], [{ field: 'category', id: 1 }]],
        }),
      ),
    ).toEqual([2, 4]);
    expect(ids(index, filter("'placa'"))).toEqual([1, 2, 4]);
  });

  it('ranks listings of the same text alike, each as if ranked alone, the named model one higher', async () => {
    const same = "'placa':1 'video':2 'msi':3";
    const ranked = await indexOf(
      [same, "'placa':1 'madr':2 'video':5", same, same],
      [null, null, 'RTX4060', null],
    );
    const compiled = compile(ranked, filter("'placa' & 'video'", { codes: ['RTX4060'] }))!;
    const slots = matchingSlots(ranked, compiled);
    const together = Array.from(ranksOf(ranked, compiled, slots));
    const alone = Array.from(slots, (s) => ranksOf(ranked, compiled, Int32Array.of(s))[0]);
    expect(together).toEqual(alone);
    expect(together[0]).toBe(together[3]);
    expect(together[2]).toBe(Math.fround(together[0]! + 1));
    expect(together[1]).toBeLessThan(together[0]!);
  });
});

describe('facet counts on the in-memory index', () => {
  type Doc = { storeId: number; provinceId: number; categoryIds: number[]; modelId?: number };
  const build = async (docs: Doc[]) => {
    const builder = new MatchIndexBuilder();
    docs.forEach((doc, i) =>
      builder.add({
        ...doc,
        productId: i + 1,
        currency: 'ARS',
        price: 100 + i,
        inStock: true,
        modelId: doc.modelId ?? null,
        modelCode: null,
        tsv: "'a':1",
      }),
    );
    return await builder.build();
  };
  // Counted one listing at a time, straight from its own store, province and categories.
  const counted = (docs: Doc[], field: 'store' | 'province' | 'category') => {
    const map = new Map<number, number>();
    for (const d of docs)
      for (const id of field === 'store'
        ? [d.storeId]
        : field === 'province'
          ? [d.provinceId]
          : d.categoryIds)
        map.set(id, (map.get(id) ?? 0) + 1);
    return map;
  };
  const all = (index: Awaited<ReturnType<typeof build>>) =>
    Int32Array.from({ length: index.size }, (_, s) => s);

  it('counts listings with several categories or none in each of theirs, and stores by their province', async () => {
    const docs: Doc[] = [
      { storeId: 1, provinceId: 2, categoryIds: [3] },
      { storeId: 1, provinceId: 2, categoryIds: [3, 7] },
      { storeId: 4, provinceId: 5, categoryIds: [] },
      { storeId: 4, provinceId: 5, categoryIds: [7] },
      { storeId: 6, provinceId: 2, categoryIds: [7] },
    ];
    const index = await build(docs);
    const { facets, total, priceStats } = aggregatesOf(
      index,
      all(index),
      ['store', 'province', 'category'],
      true,
    );
    expect(total).toBe(5);
    expect(priceStats).toEqual({ min: 100, max: 104 });
    expect(facets.store).toEqual(counted(docs, 'store'));
    expect(facets.province).toEqual(counted(docs, 'province'));
    expect(facets.category).toEqual(counted(docs, 'category'));
    expect(aggregatesOf(index, Int32Array.of(1, 2), ['province'], false).facets.province).toEqual(
      new Map([
        [2, 1],
        [5, 1],
      ]),
    );
  });

  it('counts products in the grouped view: a model once under each value of its matching listings', async () => {
    // Model 40 at stores 1 and 4 (provinces 2 and 5) twice each, model 50 at store 1 only, two listings of no model.
    const docs: Doc[] = [
      { storeId: 1, provinceId: 2, categoryIds: [3], modelId: 40 },
      { storeId: 4, provinceId: 5, categoryIds: [3, 7], modelId: 40 },
      { storeId: 1, provinceId: 2, categoryIds: [3], modelId: 50 },
      { storeId: 1, provinceId: 2, categoryIds: [7], modelId: 40 },
      { storeId: 6, provinceId: 2, categoryIds: [3] },
      { storeId: 4, provinceId: 5, categoryIds: [3], modelId: 40 },
      { storeId: 6, provinceId: 2, categoryIds: [3, 7] },
    ];
    const index = await build(docs);
    const grouped = (slots: Int32Array) =>
      aggregatesOf(index, slots, ['store', 'province', 'category'], true, true);
    const { facets, total, priceStats } = grouped(all(index));
    // The total and the price range are still of listings (the engine counts the grouped total itself).
    expect(total).toBe(7);
    expect(priceStats).toEqual({ min: 100, max: 106 });
    const map = (entries: [number, number][]) => new Map(entries);
    expect(facets.store).toEqual(
      map([
        [1, 2],
        [4, 1],
        [6, 2],
      ]),
    );
    expect(facets.province).toEqual(
      map([
        [2, 4],
        [5, 1],
      ]),
    );
    expect(facets.category).toEqual(
      map([
        [3, 4],
        [7, 2],
      ]),
    );
    // Counted afresh on another match set (the kept chains do not leak from one count to the next).
    expect(grouped(Int32Array.of(1, 3, 5)).facets).toEqual({
      store: map([
        [1, 1],
        [4, 1],
      ]),
      province: map([
        [2, 1],
        [5, 1],
      ]),
      category: map([
        [3, 1],
        [7, 1],
      ]),
    });
    // The listing view counts listings.
    expect(aggregatesOf(index, all(index), ['store'], false).facets.store).toEqual(counted(docs, 'store'));
  });

  it("counts each listing's own province when a store's listings name different ones", async () => {
    const docs: Doc[] = [
      { storeId: 1, provinceId: 2, categoryIds: [3] },
      { storeId: 1, provinceId: 9, categoryIds: [3] },
      { storeId: 4, provinceId: 5, categoryIds: [3] },
    ];
    const index = await build(docs);
    expect(aggregatesOf(index, all(index), ['province'], false).facets.province).toEqual(
      counted(docs, 'province'),
    );
  });
});

describe('relevance order on the in-memory index', async () => {
  // 600 listings of 1 to 40 positions over a few words (weights A and B, repeated words), a fifth
  // sharing one text, prices with ties: enough long and short ones for ranking to stop early.
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const words = ['placa', 'video', 'msi', 'rtx', 'fuent', 'disc', 'gb', 'oc'];
  const tsvs = Array.from({ length: 600 }, (_, i) => {
    if (i % 5 === 0) return "'placa':1A 'video':3A 'msi':4A";
    const positions = new Map<string, string[]>();
    const length = 1 + Math.floor(random() ** 2 * 40);
    for (let p = 1; p <= length; p++) {
      const word = words[Math.floor(random() * words.length)]!;
      positions.set(word, [...(positions.get(word) ?? []), `${p}${random() < 0.7 ? 'A' : 'B'}`]);
    }
    return [...positions].map(([w, ps]) => `'${w}':${ps.join(',')}`).join(' ');
  });
  const builder = new MatchIndexBuilder();
  tsvs.forEach((tsv, i) =>
    builder.add({
      productId: i + 1,
      currency: 'ARS',
      price: 100 * (1 + Math.floor(random() * 30)),
      storeId: 1,
      provinceId: 1,
      categoryIds: [1],
      inStock: true,
      modelId: null,
      modelCode: i % 97 === 0 ? 'RTX4060' : null,
      tsv,
    }),
  );
  const index = await builder.build();
  // Every match ranked, then sorted as the SQL orders them.
  const fullOrder = (f: DocumentFilter) => {
    const compiled = compile(index, f)!;
    const slots = matchingSlots(index, compiled);
    const ranks = ranksOf(index, compiled, slots);
    const { price, productId } = index.columns;
    return Array.from(slots.keys())
      .sort(
        (a, b) =>
          ranks[b]! - ranks[a]! ||
          price[slots[a]!]! - price[slots[b]!]! ||
          productId[slots[a]!]! - productId[slots[b]!]!,
      )
      .map((i) => productId[slots[i]!]!);
  };
  const queries = [
    "'placa' & 'video'",
    "'msi' & ( 'rtx' | 'oc' )",
    "'placa'",
    "'fuent' | 'disc'",
    "'gb':*",
    "'v':* & 'placa'",
    "'placa' & !'oc'",
  ];

  it.each(queries)('%s: the first 1, 5, 24, 100 and 1000 are those of ranking every match', (tsquery) => {
    for (const codes of [[], ['RTX4060']]) {
      const f = filter(tsquery, { codes });
      const compiled = compile(index, f)!;
      const slots = matchingSlots(index, compiled);
      const expected = fullOrder(f);
      expect(expected.length).toBeGreaterThan(100);
      for (const count of [1, 5, 24, 100, 1000]) {
        const got = Array.from(
          orderedSlots(index, compiled, slots, 'relevance', count),
          (s) => index.columns.productId[s],
        );
        expect(got).toEqual(expected.slice(0, count));
      }
    }
  });
});

describe('rare words matched from their postings', async () => {
  // 640 listings: 'placa' in most, 'gb' in every fourth, part numbers in three each and 'rar1a',
  // 'rar1b' in four (under a 64th of the catalog: matched by walking their postings, not a bitset).
  const docs = Array.from({ length: 640 }, (_, i) => {
    const words = new Set<string>();
    if (i % 7 !== 0) words.add('placa');
    if (i % 4 === 0) words.add('gb');
    words.add(`pn${Math.floor(i / 3)}`);
    if (i % 50 === 0) words.add('pn1');
    if (i % 160 === 0) words.add('rar1a');
    if (i % 160 === 1) words.add('rar1b');
    return { words, storeId: 1 + (i % 3), price: 100 + ((i * 37) % 500) };
  });
  const builder = new MatchIndexBuilder();
  docs.forEach((doc, i) =>
    builder.add({
      productId: i + 1,
      currency: 'ARS',
      price: doc.price,
      storeId: doc.storeId,
      provinceId: 1,
      categoryIds: [1],
      inStock: true,
      modelId: null,
      modelCode: null,
      tsv: [...doc.words]
        .sort()
        .map((w, p) => `'${w}':${p + 1}`)
        .join(' '),
    }),
  );
  const index = await builder.build();
  const holds = (node: TsqueryNode, words: Set<string>): boolean =>
    node.kind === 'word'
      ? node.prefix
        ? [...words].some((w) => w.startsWith(node.lexeme))
        : words.has(node.lexeme)
      : node.kind === 'not'
        ? !holds(node.operand, words)
        : node.kind === 'and'
          ? holds(node.left, words) && holds(node.right, words)
          : holds(node.left, words) || holds(node.right, words);
  const expected = (f: DocumentFilter) =>
    docs.flatMap((doc, i) => {
      const passes =
        holds(parseTsquery(f.tsquery!)!, doc.words) &&
        (f.priceAbove === undefined || doc.price > f.priceAbove) &&
        (f.minPrice === undefined || doc.price >= f.minPrice) &&
        (f.maxPrice === undefined || doc.price <= f.maxPrice) &&
        !f.excludeIds.includes(i + 1) &&
        f.filters.every((group) => group.some((t) => t.field === 'store' && t.id === doc.storeId));
      return passes ? [i + 1] : [];
    });

  it.each([
    ["'pn1'", {}],
    ["'pn1' & 'placa'", {}],
    ["'pn1' & 'gb'", { priceAbove: 150 }],
    ["'pn10':* & 'placa'", {}],
    ["'pn10':* & 'pn100':*", {}],
    ["'pn1' & !'gb'", { excludeIds: [1] }],
    ["'pn1' & ( 'gb' | 'pn2' )", { filters: [[{ field: 'store' as const, id: 1 }]] }],
    ["'pn3' & 'placa'", { minPrice: 120, maxPrice: 400 }],
    ["'placa' & 'gb'", {}],
    ["'rar1':*", {}],
    ["'rar1':* & 'placa'", { priceAbove: 120 }],
    ["'rar1a' & 'pn0'", {}],
    ["'rar1':* & 'pn0' & 'gb'", {}],
  ])('%s %j: the same listings as the query itself says', (tsquery, more) => {
    const f = filter(tsquery, more);
    expect(ids(index, f)).toEqual(expected(f));
  });
});

describe('lexemes in PostgreSQL byte order', () => {
  // U+E000 sorts after a surrogate pair's UTF-16 units but before its code point (as in UTF-8).
  const lexemes = ['a', 'ab', 'a\uE000', 'a😀', 'b', 'a😀z'];
  const byBytes = [...lexemes].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));

  it.each([
    ['without surrogates', lexemes.filter((l) => !l.includes('😀'))],
    ['with surrogates', lexemes],
  ])('%s: sorted as bytes, and a prefix finds every lexeme it starts', async (_, list) => {
    const index = await indexOf(list.map((l, i) => `'${l}':${i + 1}`));
    const { lexemes: held } = index.columns;
    expect(Array.from(index.lexemesSorted, (id) => held[id])).toEqual(
      byBytes.filter((l) => list.includes(l)),
    );
    for (const prefix of ['a', 'a😀', 'a\uE000', 'b', 'c']) {
      const found = index.lexemesOf({ lexeme: prefix, prefix: true }).map((id) => held[id]);
      expect(found.sort(), prefix).toEqual(list.filter((l) => l.startsWith(prefix)).sort());
    }
  });
});

describe('price order on the in-memory index', async () => {
  // Prices with many ties: equal prices keep product ids ascending in both orders, as the SQL does.
  // More listings than one sorted run (time-slices.ts): the orders are merged.
  const prices = Array.from({ length: 20_000 }, (_, i) => 100 * (((i * 7919) % 13) + 1));
  const built = await (async () => {
    const builder = new MatchIndexBuilder();
    prices.forEach((price, i) =>
      builder.add({
        productId: i + 1,
        currency: 'ARS',
        price,
        storeId: 1,
        provinceId: 1,
        categoryIds: [1],
        inStock: true,
        modelId: null,
        modelCode: null,
        tsv: "'placa':1",
      }),
    );
    // Built in slices of no time: a turn of the event loop at every look at the clock.
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    const index = await builder.build(new TimeSlices(0)).finally(() => clearInterval(counting));
    return { index, turns };
  })();

  it('is built giving the event loop turns (searches are answered meanwhile)', () => {
    expect(built.turns).toBeGreaterThan(1);
  });

  it.each(['price_asc', 'price_desc'] as const)('%s: by price, then product id', (sort) => {
    const ids = prices.map((_, i) => i + 1);
    const expected = ids.sort((a, b) =>
      sort === 'price_asc'
        ? prices[a - 1]! - prices[b - 1]! || a - b
        : prices[b - 1]! - prices[a - 1]! || a - b,
    );
    const rebuilt = built.index;
    const compiled = compile(rebuilt, filter("'placa'"))!;
    const slots = matchingSlots(rebuilt, compiled);
    for (const count of [1, 10, 300, prices.length]) {
      const got = Array.from(
        orderedSlots(rebuilt, compiled, slots, sort, count),
        (s) => rebuilt.columns.productId[s],
      );
      expect(got).toEqual(expected.slice(0, count));
    }
  });
});
