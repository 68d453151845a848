import { describe, expect, it } from 'vitest';
import { MatchIndexBuilder } from './match-index';
import { compile, matchingSlots, ranksOf } from './match-query';
import type { DocumentFilter } from '../postgres/postgres-search.repository';

function indexOf(tsvs: string[], modelCodes: (string | null)[] = []) {
  const builder = new MatchIndexBuilder();
  tsvs.forEach((tsv, i) =>
    builder.add({
      productId: i + 1,
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
  return builder.build();
}

const filter = (tsquery: string, more: Partial<DocumentFilter> = {}): DocumentFilter => ({
  tsquery,
  codes: [],
  filters: [],
  excludeIds: [],
  ...more,
});

const ids = (index: ReturnType<typeof indexOf>, f: DocumentFilter) =>
  Array.from(matchingSlots(index, compile(index, f)!), (s) => index.columns.productId[s]);

describe('matching on the in-memory index', () => {
  const index = indexOf([
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

  it('ranks listings of the same text alike, each as if ranked alone, the named model one higher', () => {
    const same = "'placa':1 'video':2 'msi':3";
    const ranked = indexOf([same, "'placa':1 'madr':2 'video':5", same, same], [null, null, 'RTX4060', null]);
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
