import { searchCatalog } from '../../support/catalog';
import { isAscending, productsList, readCards, settledCards } from '../../support/results';
import { expect, test } from '../../support/test';

/*
 * A results address arrives with its first cards in the HTML (web/src/ssr/): a phone on a slow network
 * sees them before the scripts have arrived. The page then hydrates from the same answer.
 */

const WORD = 'ryzen';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the first results are in the HTML, shown once the skeleton has had its second', async ({
    page,
    request,
  }) => {
    const expected = await searchCatalog(request, { query: WORD });
    await page.goto(`/search-result/?wordKey=${WORD}`);
    const list = productsList(page);
    await expect(page.getByRole('status').filter({ hasText: `${expected.nbHits} resultados` })).toBeVisible();
    await expect(list.locator('.product-card__link').first()).toBeVisible();
    await expect(list.locator('.products-grid__cover').first()).toBeHidden();
    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    const shown = expected.hits.filter((hit) => hit.precio > 100); // the spec hides prices of 100 or less
    expect(cards.map((card) => card.name)).toEqual(shown.slice(0, cards.length).map((hit) => hit.nombre));
  });
});

test('the page hydrates from the server answer: no second search, no redraw, then it answers the shopper', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A first visit tells the browser to send its viewport width (client hints), as a returning shopper's does.
  await page.goto('/faq');
  const searches: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/search')) searches.push(req.url());
  });

  await page.goto(`/search-result/?wordKey=${WORD}`);
  const grid = page.locator('.products-grid--first-paint');
  await expect(grid).toBeVisible();
  const first = await settledCards(page);
  // Longer than the skeleton's second: the server's cards stay, nothing was asked again.
  await page.waitForTimeout(1500);
  await expect(grid).toBeVisible();
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);

  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'menor precio' });
  await expect(page).toHaveURL(/[?&]sort=asc/);
  const sorted = await settledCards(
    page,
    (cards) => cards.length > 0 && isAscending(cards.map((c) => c.price)),
  );
  expect(searches.length).toBeGreaterThan(0);
  expect(sorted.map((c) => c.name)).not.toEqual(first.map((c) => c.name));
  expect(problems).toEqual([]);
});
