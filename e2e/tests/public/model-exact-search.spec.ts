import { searchCatalog } from '../../support/catalog';
import { resultsCount, settledCards } from '../../support/results';
import { expect, test } from '../../support/test';

/*
 * Model-exact search on the demo catalog, as a shopper types it: variant words count ('ti' is a
 * Spanish stop word, and a card of another chip is a wrong answer), and the exact chip comes first.
 */
test.describe('model-exact search', () => {
  test("'rtx 5060 ti' shows only RTX 5060 Ti cards", async ({ page, request }) => {
    const expected = await searchCatalog(request, { query: 'rtx 5060 ti' });
    expect(expected.nbHits).toBeGreaterThan(0);
    await page.goto('/search-result/?wordKey=rtx%205060%20ti&page=1');
    await expect.poll(() => resultsCount(page)).toBe(expected.nbHits);
    const cards = await settledCards(page);
    for (const card of cards) expect(card.name).toMatch(/RTX 5060 Ti/i);
  });

  test("'rtx 5060' lists the RTX 5060 cards before the 5060 Ti ones", async ({ page }) => {
    await page.goto('/search-result/?wordKey=rtx%205060&page=1');
    const cards = await settledCards(page);
    expect(cards[0]!.name).toMatch(/RTX 5060(?! Ti)/i);
    const firstTi = cards.findIndex((c) => /5060 Ti/i.test(c.name));
    if (firstTi >= 0) expect(cards.slice(firstTi).every((c) => /5060 Ti/i.test(c.name))).toBe(true);
  });
});
