import type { IndexUiState } from 'instantsearch.js';
import { describe, expect, it } from 'vitest';
import { parseSearchResultParams, type SearchResultParams } from '../../../config/search-params';
import { createSearchStateMapping } from './search-state-mapping';
import { createStoreRegistry } from './store-registry';

function setup() {
  const stores = createStoreRegistry();
  stores.remember('3', 'Compumundo');
  const mapping = createSearchStateMapping(stores);
  return {
    stores,
    toState: (query: string): IndexUiState =>
      mapping.routeToState(parseSearchResultParams(query)).productos ?? {},
    toRoute: (state: IndexUiState) => mapping.stateToRoute({ productos: state }),
  };
}

describe('address → search state', () => {
  it('reads and writes the spec filters of a category, and no spec filter outside one', () => {
    const { toState, toRoute } = setup();
    const state = toState('?idCategory=8&title=Memorias%20Ram&tipo=DDR5&capacidadGB=16:&velocidadMHz=x:9');
    expect(state).toEqual({
      refinementList: { categoria: ['Memorias Ram'], tipo: ['DDR5'] },
      range: { capacidadGB: '16:' },
    });
    expect(toRoute(state)).toMatchObject({ idCategory: '8', tipo: 'DDR5', capacidadGB: '16:' });
    expect(toState('?wordKey=memoria&tipo=DDR5')).toEqual({ query: 'memoria' });
  });

  it('reads a word search from wordKey and from its alias searchKey', () => {
    const { toState } = setup();
    expect(toState('?wordKey=ryzen&page=1')).toEqual({ query: 'ryzen' });
    expect(toState('?searchKey=ryzen')).toEqual({ query: 'ryzen' });
  });

  it('reads a category from idCategory (the fixed list names it) or from title', () => {
    const { toState } = setup();
    expect(toState('?idCategory=3&title=Placas%20de%20video&page=2')).toEqual({
      refinementList: { categoria: ['Placas de video'] },
      page: 2,
    });
    expect(toState('?idCategory=99&title=Notebooks')).toEqual({
      refinementList: { categoria: ['Notebooks'] },
    });
  });

  it('reads a store from stores + storeName and remembers its id', () => {
    const { toState, stores } = setup();
    expect(toState('?stores=7&storeName=Mexx')).toEqual({ refinementList: { tienda: ['Mexx'] } });
    expect(stores.idOf('Mexx')).toBe('7');
  });

  it('reads a word within a store (storewordKey + storeWordKeyId), naming the store by id', () => {
    const { toState } = setup();
    expect(toState('?storewordKey=ssd&storeWordKeyId=3')).toEqual({
      query: 'ssd',
      refinementList: { tienda: ['Compumundo'] },
    });
  });

  it('reads a word within a category (categoryWordKey + categoryWordKeyId)', () => {
    const { toState } = setup();
    expect(toState('?categoryWordKey=rtx&categoryWordKeyId=3')).toEqual({
      query: 'rtx',
      refinementList: { categoria: ['Placas de video'] },
    });
  });

  it('reads the price range of a context (minPrice/maxPrice/hasRange)', () => {
    const { toState } = setup();
    expect(toState('?idCategory=4&title=Monitores&minPrice=1000&maxPrice=5000&hasRange=true')).toEqual({
      refinementList: { categoria: ['Monitores'] },
      range: { precio: '1000:5000' },
    });
    expect(toState('?stores=3&storeName=Compumundo&minPrice=2000&hasRange=true').range).toEqual({
      precio: '2000:',
    });
  });

  it('reads the price range of a word search (minPriceKey/maxPriceKey/hasRangeKey)', () => {
    const { toState } = setup();
    expect(toState('?wordKey=ryzen&minPriceKey=100000&maxPriceKey=300000&hasRangeKey=true').range).toEqual({
      precio: '100000:300000',
    });
  });

  it('ignores a range whose flag is false, and bad numbers', () => {
    const { toState } = setup();
    expect(toState('?wordKey=ryzen&minPriceKey=1&maxPriceKey=2&hasRangeKey=false').range).toBeUndefined();
    expect(toState('?wordKey=ryzen&minPriceKey=abc&hasRangeKey=true').range).toBeUndefined();
    expect(toState('?wordKey=ryzen&page=abc').page).toBeUndefined();
  });

  it('reads getAllProducts as no filter at all, plus province and sort', () => {
    const { toState } = setup();
    expect(toState('?getAllProducts=true')).toEqual({});
    expect(toState('?getAllProducts=true&province=C%C3%B3rdoba&sort=desc')).toEqual({
      refinementList: { provincia: ['Córdoba'] },
      sortBy: 'productos_precio_desc',
    });
    expect(toState('?wordKey=ssd&sort=asc').sortBy).toBe('productos_precio_asc');
  });
});

describe('search state → address', () => {
  const cases: Array<[string, IndexUiState, SearchResultParams]> = [
    ['a word search', { query: 'ryzen' }, { wordKey: 'ryzen', page: '1' }],
    [
      'a category',
      { refinementList: { categoria: ['Placas de video'] }, page: 3 },
      { idCategory: '3', title: 'Placas de video', page: '3' },
    ],
    [
      'a store',
      { refinementList: { tienda: ['Compumundo'] } },
      { stores: '3', storeName: 'Compumundo', page: '1' },
    ],
    [
      'a word within a store',
      { query: 'ssd', refinementList: { tienda: ['Compumundo'] } },
      { storewordKey: 'ssd', storeWordKeyId: '3', storeName: 'Compumundo', page: '1' },
    ],
    [
      'a word within a category',
      { query: 'rtx', refinementList: { categoria: ['Placas de video'] } },
      { categoryWordKey: 'rtx', categoryWordKeyId: '3', page: '1' },
    ],
    [
      'a category inside a store',
      { refinementList: { tienda: ['Compumundo'], categoria: ['Monitores'] } },
      { stores: '3', storeName: 'Compumundo', idCategory: '4', title: 'Monitores', page: '1' },
    ],
    ['nothing chosen', {}, { getAllProducts: 'true', page: '1' }],
    [
      'a price range in a word search',
      { query: 'ryzen', range: { precio: '100000:300000' } },
      { wordKey: 'ryzen', minPriceKey: '100000', maxPriceKey: '300000', hasRangeKey: 'true', page: '1' },
    ],
    [
      'a price range in a category',
      { refinementList: { categoria: ['Monitores'] }, range: { precio: '1000:' } },
      { idCategory: '4', title: 'Monitores', minPrice: '1000', hasRange: 'true', page: '1' },
    ],
    [
      'a province and a sort',
      { query: 'ssd', refinementList: { provincia: ['CABA'] }, sortBy: 'productos_precio_desc', page: 2 },
      { wordKey: 'ssd', province: 'CABA', sort: 'desc', page: '2' },
    ],
  ];

  it.each(cases)('writes %s', (_, state, route) => {
    expect(setup().toRoute(state)).toEqual(route);
  });

  it.each(cases)('reads back what it wrote for %s', (_, state, route) => {
    const { toState } = setup();
    expect(toState(`?${new URLSearchParams(route as Record<string, string>)}`)).toEqual(state);
  });

  it('writes agrupar=0 for the listing view only (grouped is the default), and reads it back', () => {
    const { toRoute, toState } = setup();
    expect(toRoute({ query: 'ssd', configure: { hitsPerPage: 24, distinct: true } })).toEqual({
      wordKey: 'ssd',
      page: '1',
    });
    expect(toRoute({ query: 'ssd', configure: { hitsPerPage: 24, distinct: false } })).toEqual({
      wordKey: 'ssd',
      agrupar: '0',
      page: '1',
    });
    expect(toState('?wordKey=ssd&agrupar=0')).toEqual({ query: 'ssd', configure: { distinct: false } });
    expect(toState('?wordKey=ssd&agrupar=1')).toEqual({ query: 'ssd' });
  });

  it('ignores InstantSearch state that has no place in the address', () => {
    expect(setup().toRoute({ query: 'ssd', configure: { hitsPerPage: 24 } })).toEqual({
      wordKey: 'ssd',
      page: '1',
    });
  });
});
