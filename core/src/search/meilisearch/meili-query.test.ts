import { describe, expect, it } from 'vitest';
import { meiliFilter, meiliSort } from './meili-search-engine';

// What the Meilisearch engine asks its server for (the engine itself runs in the contract suite when
// MEILI_URL is set).
describe('Meilisearch query', () => {
  const base = { query: 'ryzen', offset: 0, limit: 12 };

  it('filters with the price rules (about pesos), hidden ids and facet groups (OR inside a group, AND across)', () => {
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
      // The threshold lets every dollar listing through; a peso range none (they have no precioPesos).
      '(moneda = "USD" OR precio > 100)',
      'precioPesos >= 1000',
      'precioPesos <= 5000.5',
      'id NOT IN [7, 9]',
      '(categoriaIds = 3)',
      '(provinciaId = 1 OR tiendaId = 12)',
      'id < 0',
    ]);
  });

  it('sorts strictly by price when asked (pesos first either way), cheapest first without words, by relevance otherwise', () => {
    expect(meiliSort({ ...base, sort: 'price_desc' })).toEqual(['moneda:asc', 'precio:desc', 'id:asc']);
    expect(meiliSort({ ...base, sort: 'price_asc' })).toEqual(['moneda:asc', 'precio:asc', 'id:asc']);
    expect(meiliSort({ ...base, query: '  ' })).toEqual(['moneda:asc', 'precio:asc', 'id:asc']);
    expect(meiliSort(base)).toBeUndefined();
  });
});
