import { publicStores, searchCatalog } from '../../support/catalog';
import { resultsCount, settledCards } from '../../support/results';
import { expect, test } from '../../support/test';

/*
 * Direct visits to /search-result/ addresses as other sites and old links write them: every query
 * parameter of the spec, every context (word, category, store, word in a store, word in a category,
 * everything) at least once. Expected counts come from the API for the same filters.
 */

const WORD = 'ryzen';
const PROCESSORS = { id: 2, title: 'Procesadores' };
const MONITORS = { id: 4, title: 'Monitores' };

test.describe('results addresses', () => {
  test('word with a price range and page: wordKey, minPriceKey, maxPriceKey, hasRangeKey, agrupar, page', async ({
    page,
    request,
  }) => {
    const [low, high] = [200_000, 600_000];
    // Every listing (agrupar=0), so that the range holds more than two pages.
    const expected = await searchCatalog(request, {
      query: WORD,
      numericFilters: [`precio>=${low}`, `precio<=${high}`],
      distinct: false,
    });
    expect(expected.nbHits).toBeGreaterThan(24);
    await page.goto(
      `/search-result/?wordKey=${WORD}&minPriceKey=${low}&maxPriceKey=${high}&hasRangeKey=true&agrupar=0&page=2`,
    );
    await expect(page.getByRole('button', { name: `Quitar búsqueda ${WORD}` })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
    await expect(
      page
        .getByRole('navigation', { name: 'Páginas de resultados' })
        .getByRole('button', { name: 'Página 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await settledCards(
      page,
      (cards) => cards.length > 0 && cards.every((c) => c.price >= low && c.price <= high),
    );
  });

  test('the older word parameter: searchKey', async ({ page, request }) => {
    const expected = await searchCatalog(request, { query: WORD });
    await page.goto(`/search-result/?searchKey=${WORD}&page=1`);
    await expect(page.getByRole('button', { name: `Quitar búsqueda ${WORD}` })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
    await settledCards(page, (cards) => cards.length > 0 && cards.every((c) => /ryzen/i.test(c.name)));
  });

  test('category with a price range: idCategory, title, minPrice, maxPrice, hasRange', async ({
    page,
    request,
  }) => {
    const [low, high] = [150_000, 500_000];
    const expected = await searchCatalog(request, {
      facetFilters: [[`categoria:${MONITORS.title}`]],
      numericFilters: [`precio>=${low}`, `precio<=${high}`],
    });
    expect(expected.nbHits).toBeGreaterThan(0);
    await page.goto(
      `/search-result/?idCategory=${MONITORS.id}&title=${MONITORS.title}&minPrice=${low}&maxPrice=${high}&hasRange=true&page=1`,
    );
    await expect(page.getByRole('button', { name: `Quitar categoría ${MONITORS.title}` })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
    await settledCards(
      page,
      (cards) => cards.length > 0 && cards.every((c) => c.price >= low && c.price <= high),
    );
  });

  test('a store, then a word inside it: stores, storeName → storewordKey, storeWordKeyId', async ({
    page,
    request,
  }) => {
    const store = (await publicStores(request)).find((s) => s.estado?.nombre === 'Activa' && s.id !== 145)!;
    const expected = await searchCatalog(request, { facetFilters: [[`tienda:${store.nombre}`]] });
    await page.goto(`/search-result/?stores=${store.id}&storeName=${encodeURIComponent(store.nombre)}`);
    await expect(page.getByRole('region', { name: store.nombre })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
    await settledCards(page, (cards) => cards.length > 0 && cards.every((c) => c.store === store.nombre));

    const within = page.getByRole('searchbox', { name: `Buscar en ${store.nombre}` });
    const inStore = await searchCatalog(request, {
      query: 'amd',
      facetFilters: [[`tienda:${store.nombre}`]],
    });
    await within.fill('amd');
    await within.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]storewordKey=amd&storeWordKeyId=${store.id}&`));
    await expect.poll(() => resultsCount(page)).toBe(inStore.nbHits);
  });

  test('a word inside a store named only by id: storewordKey, storeWordKeyId', async ({ page, request }) => {
    const ryzenByStore = (await searchCatalog(request, { query: WORD, facets: ['tienda'], hitsPerPage: 0 }))
      .facets.tienda!;
    const [storeName] = Object.entries(ryzenByStore).sort((a, b) => b[1] - a[1])[0]!;
    const store = (await publicStores(request)).find((s) => s.nombre === storeName)!;
    // (Store facets count listings; the page counts products, one card each.)
    const count = (
      await searchCatalog(request, { query: WORD, facetFilters: [[`tienda:${storeName}`]], hitsPerPage: 0 })
    ).nbHits;
    await page.goto(`/search-result/?storewordKey=${WORD}&storeWordKeyId=${store.id}&page=1`);
    await expect(page.getByRole('region', { name: storeName })).toBeVisible();
    await expect(page.getByRole('button', { name: `Quitar búsqueda ${WORD}` })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(count);
    await settledCards(
      page,
      (cards) => cards.length > 0 && cards.every((c) => c.store === storeName && /ryzen/i.test(c.name)),
    );
  });

  test('a word inside a category: categoryWordKey, categoryWordKeyId', async ({ page, request }) => {
    const expected = await searchCatalog(request, {
      query: WORD,
      facetFilters: [[`categoria:${PROCESSORS.title}`]],
    });
    await page.goto(`/search-result/?categoryWordKey=${WORD}&categoryWordKeyId=${PROCESSORS.id}&page=1`);
    await expect(page.getByRole('button', { name: `Quitar categoría ${PROCESSORS.title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Quitar búsqueda ${WORD}` })).toBeVisible();
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
  });

  test('everything: getAllProducts', async ({ page, request }) => {
    const everything = await searchCatalog(request, {});
    const listings = await searchCatalog(request, { distinct: false });
    // One card per product: fewer than the catalog's listings, which are many.
    expect(listings.nbHits).toBeGreaterThan(1000);
    expect(everything.nbHits).toBeGreaterThan(0);
    expect(everything.nbHits).toBeLessThan(listings.nbHits);
    await page.goto('/search-result/?getAllProducts=true&page=1');
    await expect.poll(() => resultsCount(page)).toBe(everything.nbHits);
    await expect(page.getByRole('button', { name: /^Quitar / })).toHaveCount(0);
    await settledCards(page);
  });
});
