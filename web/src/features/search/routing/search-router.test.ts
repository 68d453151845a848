import { describe, expect, it, vi } from 'vitest';
import { createSearchRouting } from './create-search-routing';
import { createStoreRegistry } from './store-registry';

function setup(initialSearch: string) {
  let search = initialSearch;
  const navigate = vi.fn((href: string) => {
    search = new URL(href, 'http://local').search;
  });
  const { router } = createSearchRouting({ navigate, readSearch: () => search }, createStoreRegistry());
  const updates: unknown[] = [];
  router.onUpdate((route) => updates.push(route));
  return { router, navigate, updates, setSearch: (next: string) => (search = next) };
}

describe('search router over react-router', () => {
  it('reads the current address', () => {
    const { router } = setup('?wordKey=ryzen&page=2');
    expect(router.read()).toEqual({ wordKey: 'ryzen', page: '2' });
  });

  it('pushes a new address when the search changes', () => {
    const { router, navigate } = setup('?wordKey=ryzen&page=1');
    router.write({ wordKey: 'ryzen', page: '2' });
    expect(navigate).toHaveBeenCalledWith('/search-result/?wordKey=ryzen&page=2');
  });

  it('pushes nothing when the address already means that search (no extra history entries)', () => {
    const { router, navigate } = setup('?searchKey=ryzen');
    router.write({ wordKey: 'ryzen', page: '1' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the listing view (agrupar=0) when a write means the address it came from', () => {
    const { router, navigate } = setup('?searchKey=ryzen&agrupar=0');
    router.write({ wordKey: 'ryzen', agrupar: '0', page: '1' });
    expect(navigate).not.toHaveBeenCalled();
    router.write({ wordKey: 'ryzen', agrupar: '0', page: '2' });
    expect(navigate).toHaveBeenCalledWith('/search-result/?wordKey=ryzen&agrupar=0&page=2');
  });

  it('hands back/forward and outside navigations to InstantSearch, but not its own writes', () => {
    const { router, updates, setSearch } = setup('?wordKey=ryzen&page=1');
    router.write({ wordKey: 'ryzen', page: '2' });
    router.locationChanged('?wordKey=ryzen&page=2');
    expect(updates).toEqual([]);

    setSearch('?wordKey=ryzen&page=1');
    router.locationChanged('?wordKey=ryzen&page=1');
    expect(updates).toEqual([{ wordKey: 'ryzen', page: '1' }]);
  });

  it('writes nothing once disposed (the results screen left), and again after a restart', () => {
    const { router, navigate } = setup('?wordKey=ryzen&page=1');
    router.dispose();
    router.write({ getAllProducts: 'true', page: '1' });
    expect(navigate).not.toHaveBeenCalled();
    router.start?.();
    router.write({ wordKey: 'ryzen', page: '2' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('builds links for the results page', () => {
    const { router } = setup('');
    expect(router.createURL({ idCategory: '3', title: 'Placas de video', page: '1' })).toBe(
      '/search-result/?idCategory=3&title=Placas+de+video&page=1',
    );
  });
});
