import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { searchCatalog } from '../../support/catalog';
import { expectCleanLayout } from '../../support/layout';
import { settleForScreenshot } from '../../support/page-ready';
import { openFilters, productsList, RESULTS_COUNT, settledCards } from '../../support/results';
import { saveScreenshot } from '../../support/screenshots';
import { expect, test } from '../../support/test';

/*
 * One card per product by default (issue 28): a shopper comparing prices sees each product once, with
 * 'N tiendas desde $ X'; 'Agrupar por producto' unticked shows every listing, says so in the address
 * (agrupar=0, the only state written), and a reload, back and forward keep each state. At 1280 and 375.
 */

// Cheapest first: the demo's cheapest processors are sold by several stores. (Other public tests import
// graphics cards meanwhile; no processor.)
const QUERY = 'ryzen';
const ADDRESS = `/search-result/?wordKey=${encodeURIComponent(QUERY)}&sort=asc`;
const ars = (n: number) => `$ ${Math.floor(n).toLocaleString('es-AR')}`;
const toggle = (page: Page) => page.getByRole('checkbox', { name: 'Agrupar por producto' });
const countText = (page: Page) => page.getByRole('status').filter({ hasText: RESULTS_COUNT });

/**
 * The count says what it counts and matches the API's answer for that view, asked again each time
 * (other tests import listings meanwhile, and a reload or a return searches afresh).
 */
async function expectCount(page: Page, request: APIRequestContext, grouped: boolean) {
  const unit = grouped ? 'productos' : 'publicaciones';
  await expect
    .poll(async () => {
      const shown = await countText(page).textContent();
      const { nbHits } = await searchCatalog(
        request,
        { query: QUERY, hitsPerPage: 0, distinct: grouped },
        'asc',
      );
      return shown === `${nbHits} resultados (${unit})`;
    })
    .toBe(true);
}

test('results start grouped with "N tiendas desde $ X"; unticked they list every listing, kept by the address', async ({
  page,
  request,
}, testInfo) => {
  const grouped = await searchCatalog(request, { query: QUERY, hitsPerPage: 48 }, 'asc');
  const listed = await searchCatalog(request, { query: QUERY, hitsPerPage: 48, distinct: false }, 'asc');
  expect(grouped.nbHits).toBeLessThan(listed.nbHits);

  // Grouped, the default: nothing about it in the address.
  await page.goto(`${ADDRESS}&page=1`);
  await expect(toggle(page)).toBeChecked();
  await expectCount(page, request, true);
  const groupedCards = await settledCards(page);
  expect(groupedCards.map((c) => c.name)).toEqual(
    grouped.hits.slice(0, groupedCards.length).map((h) => h.nombre),
  );
  expect(new Set(groupedCards.map((c) => c.name)).size).toBe(groupedCards.length);
  // Each card of a product several stores sell says how many and from what peso price; one store's
  // product shows its normal card.
  // (A server-rendered grid also holds each card's skeleton, a div of the same class.)
  const cards = productsList(page).locator('article.product-card');
  for (const [i, hit] of grouped.hits.slice(0, groupedCards.length).entries()) {
    const line = cards.nth(i).locator('.product-card__stores');
    if ((hit.tiendasCount ?? 0) >= 2 && typeof hit.precioDesde === 'number')
      await expect(line).toHaveText(`${hit.tiendasCount} tiendas desde ${ars(hit.precioDesde)}`);
    else if ((hit.tiendasCount ?? 0) < 2) await expect(line).toBeEmpty();
  }
  await expect(
    cards
      .locator('.product-card__stores')
      .filter({ hasText: /^\d+ tiendas desde \$ / })
      .first(),
  ).toBeVisible();
  await settleForScreenshot(page);
  await saveScreenshot(page, testInfo, 'results-grouped');
  await expectCleanLayout(page, 'results-grouped');

  // Unticked: every listing, agrupar=0 in the address, back on page 1.
  await toggle(page).uncheck();
  await expect(page).toHaveURL(/\?wordKey=ryzen&sort=asc&agrupar=0&page=1$/);
  await expectCount(page, request, false);
  const listedCards = await settledCards(
    page,
    (list) => list.length > 0 && list[0]!.name === listed.hits[0]!.nombre,
  );
  expect(listedCards.map((c) => [c.name, c.store])).toEqual(
    listed.hits.slice(0, listedCards.length).map((h) => [h.nombre, h.tienda]),
  );
  await settleForScreenshot(page);
  await saveScreenshot(page, testInfo, 'results-listings');
  await expectCleanLayout(page, 'results-listings');

  // A reload (a shared link) opens the same view.
  await page.reload();
  await expect(toggle(page)).not.toBeChecked();
  await expectCount(page, request, false);
  const fresh = await searchCatalog(request, { query: QUERY, hitsPerPage: 48, distinct: false }, 'asc');
  await settledCards(
    page,
    (list) => list.length > 0 && list.every((c, i) => c.name === fresh.hits[i]?.nombre),
  );

  // Back: grouped again; forward: every listing again.
  await page.goBack();
  await expect(page).not.toHaveURL(/agrupar=/);
  await expect(toggle(page)).toBeChecked();
  await expectCount(page, request, true);
  await settledCards(page, (list) => list.length > 0 && list[0]!.name === grouped.hits[0]!.nombre);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]agrupar=0(&|$)/);
  await expect(toggle(page)).not.toBeChecked();
  await expectCount(page, request, false);
  await settledCards(page, (list) => list.length > 0 && list[0]!.name === listed.hits[0]!.nombre);
});

test('a category page starts grouped too, and the home search leads to grouped results', async ({
  page,
  request,
}) => {
  const monitors = await searchCatalog(request, { facetFilters: [['categoria:Monitores']] });
  await page.goto('/search-result/?idCategory=4&title=Monitores&page=1');
  await expect(toggle(page)).toBeChecked();
  await expect(countText(page)).toHaveText(`${monitors.nbHits} resultados (productos)`);

  const ryzen = await searchCatalog(request, { query: 'ryzen' });
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar productos' });
  await box.fill('ryzen');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-result\/\?wordKey=ryzen&page=1$/);
  await expect(toggle(page)).toBeChecked();
  await expect(countText(page)).toHaveText(`${ryzen.nbHits} resultados (productos)`);
});

/** A value's button in the filters and the count it shows beside it. */
async function facetOption(filters: Locator, name: string): Promise<{ button: Locator; count: number }> {
  const button = filters.getByRole('button', { name: new RegExp(`^${name}\\s*\\(\\d+\\)$`) });
  await expect(button).toBeVisible();
  const count = Number((await button.locator('.filter-option__count').textContent())!.match(/\d+/)![0]);
  return { button, count };
}

test("a category's or a province's count in the grouped view is the number of products it shows", async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  // From another category: choosing one clears the search word, so its count is the whole category's.
  await page.goto('/search-result/?idCategory=4&title=Monitores&page=1');
  await expect(toggle(page)).toBeChecked();
  let filters = await openFilters(page, mobile);
  const processors = await facetOption(filters, 'Procesadores');
  await processors.button.click();
  await expect(page).toHaveURL(/[?&]idCategory=2&title=Procesadores/);
  await expect(countText(page)).toHaveText(`${processors.count} resultados (productos)`);

  // Within it, the province with the most products: its count is what choosing it shows.
  filters = await openFilters(page, mobile);
  const counts = filters.getByRole('list', { name: 'Provincias' }).locator('.filter-option__count');
  await expect(counts.first()).toBeVisible();
  const values = (await counts.allTextContents()).map((t) => Number(t.match(/\d+/)![0]));
  expect(Math.max(...values)).toBeLessThanOrEqual(processors.count);
  const names = await filters
    .getByRole('list', { name: 'Provincias' })
    .locator('.filter-option > span:first-child')
    .allTextContents();
  const busiest = names[values.indexOf(Math.max(...values))]!;
  const province = await facetOption(filters, busiest);
  await province.button.click();
  await expect(countText(page)).toHaveText(`${province.count} resultados (productos)`);

  // Every listing: the same province counts listings, as many as the count then says.
  await toggle(page).uncheck();
  await expect(page).toHaveURL(/[?&]agrupar=0(&|$)/);
  filters = await openFilters(page, mobile);
  // The filters show the grouped counts until the listings' results arrive: read the count once they agree.
  await expect(async () => {
    const listings = await facetOption(filters, busiest);
    expect(listings.count).toBeGreaterThanOrEqual(province.count);
    await expect(countText(page)).toHaveText(`${listings.count} resultados (publicaciones)`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
});
