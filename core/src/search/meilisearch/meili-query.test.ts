import { describe, expect, it } from 'vitest';
import { meiliFilter, meiliSort } from './meili-search-engine';

// What the Meilisearch engine asks its server for (the engine itself runs in the contract suite when
// MEILI_URL is set).
describe('Meilisearch query', () => {
  const base = { query: 'ryzen', offset: 0, limit: 12 };

  it('filters with the price rules, hidden ids and facet groups (OR inside a group, AND across)', () => {
    expect(
      meiliFilter({
        ...base,
        priceAbove: 100,
        minPrice: 1000,
        maxPrice: 5000.5,
        excludeIds: [7, 9],
        filters: [
          [{ field: 'category', id: 3 }],
          [
            { field: 'province', id: 1 },
            { field: 'store', id: 12 },
          ],
          [],
        ],
      }),
    ).toEqual([
      'precio > 100',
      'precio >= 1000',
      'precio <= 5000.5',
      'id NOT IN [7, 9]',
      '(categoriaIds = 3)',
      '(provinciaId = 1 OR tiendaId = 12)',
      'id < 0',
    ]);
  });

  it('sorts strictly by price when asked, cheapest first without words, by relevance otherwise', () => {
    expect(meiliSort({ ...base, sort: 'price_desc' })).toEqual(['precio:desc', 'id:asc']);
    expect(meiliSort({ ...base, sort: 'price_asc' })).toEqual(['precio:asc', 'id:asc']);
    expect(meiliSort({ ...base, query: '  ' })).toEqual(['precio:asc', 'id:asc']);
    expect(meiliSort(base)).toBeUndefined();
  });
});
