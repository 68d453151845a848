import { OUTSIDE_PAGE_TITLE } from '../../support/network-guard';
import {
  isAscending,
  openFilters,
  readCards,
  resultsCount,
  sameNames,
  settledCards,
  type CardSummary,
} from '../../support/results';
import { expect, isMobileProject, test } from '../../support/test';

test('search, filter by category and price, sort, page 2, product detail, store tab, back to the same results', async ({
  page,
  outsideRequests,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);

  // Home → header search.
  await page.goto('/');
  const headerSearch = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar productos' });
  await headerSearch.fill('ryzen');
  await headerSearch.press('Enter');
  await expect(page).toHaveURL(/\/search-result\/\?wordKey=ryzen&page=1$/);
  await expect(page.getByRole('button', { name: 'Quitar búsqueda ryzen' })).toBeVisible();
  const ryzen = await settledCards(
    page,
    (cards) => cards.length > 0 && cards.every((c) => /ryzen/i.test(c.name)),
  );
  expect(ryzen.length).toBeGreaterThan(0);
  // Results come one card per product; this shopper wants every store's listing, a choice the address
  // keeps through every step below, and back.
  await expect(page.getByRole('checkbox', { name: 'Agrupar por producto' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Agrupar por producto' }).uncheck();
  await expect(page).toHaveURL(/\/search-result\/\?wordKey=ryzen&agrupar=0&page=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'resultados (publicaciones)' })).toBeVisible();
  const ryzenCount = await resultsCount(page);

  // Category: the spec's 'choosing a category clears the search key'.
  let filters = await openFilters(page, mobile);
  await filters.getByRole('button', { name: /^Procesadores/ }).click();
  await expect(page).toHaveURL(/[?&]idCategory=2&title=Procesadores/);
  expect(page.url()).not.toContain('wordKey');
  await expect(page.getByRole('button', { name: 'Quitar categoría Procesadores' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar búsqueda ryzen' })).toHaveCount(0);
  await expect.poll(() => resultsCount(page)).toBeGreaterThan(ryzenCount);

  // Price range: the middle half of the category's prices.
  filters = await openFilters(page, mobile);
  const minSlider = filters.getByRole('slider', { name: 'Precio mínimo' });
  const maxSlider = filters.getByRole('slider', { name: 'Precio máximo' });
  const floor = Number(await minSlider.getAttribute('min'));
  const ceiling = Number(await maxSlider.getAttribute('max'));
  expect(ceiling).toBeGreaterThan(floor);
  const low = Math.round(floor + (ceiling - floor) * 0.1);
  const high = Math.round(floor + (ceiling - floor) * 0.6);
  await maxSlider.fill(String(high));
  await minSlider.fill(String(low));
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]minPrice=${low}&maxPrice=${high}&hasRange=true`));
  await expect(page).toHaveURL(/[?&]page=1$/);
  await settledCards(
    page,
    (cards) => cards.length > 0 && cards.every((c) => c.price >= low && c.price <= high),
  );

  // Sort by lowest price.
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'menor precio' });
  await expect(page).toHaveURL(/[?&]sort=asc/);
  const firstPage = await settledCards(
    page,
    (cards) =>
      cards.length > 1 && isAscending(cards.map((c) => c.price)) && cards.every((c) => c.price >= low),
  );

  // Page 2 continues the ascending order.
  const pagination = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  expect(page.url()).toMatch(/[?&]agrupar=0&/);
  await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const lastOfFirst = firstPage[firstPage.length - 1]!.price;
  const secondPage = await settledCards(
    page,
    (cards) =>
      cards.length > 0 &&
      !sameNames(cards, firstPage) &&
      isAscending(cards.map((c) => c.price)) &&
      cards[0]!.price >= lastOfFirst &&
      cards.every((c) => c.price <= high),
  );
  const resultsUrl = page.url();
  // A new page scrolls to the top over 1.6 s (spec): tap the card once it has stopped moving.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Product detail with its price history chart.
  const chosen: CardSummary = secondPage[0]!;
  await page.getByRole('list', { name: 'Productos', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
  await expect(page.getByRole('heading', { name: 'Historial de precio' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gráfico del historial de precio' })).toBeVisible();

  // 'Ver producto en tienda' opens the listing on its store's site in a new tab and records the redirect:
  // an outside site (https://), or the demo store's own local site, which shows the same product.
  const storeLink = page.getByRole('link', { name: 'Ver producto en tienda' });
  const href = (await storeLink.getAttribute('href'))!;
  expect(href).toMatch(/^(https:\/\/[^/]+\.[a-z]+|http:\/\/127\.0\.0\.1:\d+)\//);
  const recorded = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/estadisticas/redireccion'),
  );
  const popupOpened = page.waitForEvent('popup');
  await storeLink.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  if (href.startsWith('https://')) {
    await expect(popup).toHaveTitle(OUTSIDE_PAGE_TITLE);
    expect(outsideRequests).toContain(href);
  } else {
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
  }
  await recorded;
  await popup.close();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);

  // Back: the same page 2 with the same filters and sort, answered from the client's cache.
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/search')) searches.push(r.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(resultsUrl);
  await expect(page.getByRole('button', { name: 'Quitar categoría Procesadores' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('productos_precio_asc');
  await expect(page.getByRole('checkbox', { name: 'Agrupar por producto' })).not.toBeChecked();
  await expect(
    page
      .getByRole('navigation', { name: 'Páginas de resultados' })
      .getByRole('button', { name: 'Página 2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const restored = await settledCards(page, (cards) => sameNames(cards, secondPage));
  expect(restored.map((c) => c.name)).toEqual(secondPage.map((c) => c.name));
  if (!mobile) {
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    await expect(sidebar.getByRole('button', { name: /^Procesadores/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The sliders span the prices found inside the applied range.
    const shownMin = Number(await sidebar.getByRole('slider', { name: 'Precio mínimo' }).inputValue());
    const shownMax = Number(await sidebar.getByRole('slider', { name: 'Precio máximo' }).inputValue());
    expect(shownMin).toBeGreaterThanOrEqual(low);
    expect(shownMax).toBeLessThanOrEqual(high);
    expect(shownMin).toBeLessThanOrEqual(shownMax);
  }
  expect(searches, 'back/forward restores the results without asking the server again').toEqual([]);
  expect(await readCards(page)).toHaveLength(secondPage.length);
});
