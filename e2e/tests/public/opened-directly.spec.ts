/// <reference lib="dom" />
import { productsList, settledCards } from '../../support/results';
import { expect, test } from '../../support/test';

/*
 * A results address opened directly (a refresh, a shared link) works as one reached by moving around the
 * site: its cards' failed images show the placeholder, and the header box shows what is searched.
 */

const WORD = 'ryzen';

test('server-rendered cards whose images fail show the placeholder, not a broken image', async ({ page }) => {
  // Every product image fails, as a store's remote images do, and the scripts arrive late: the images
  // have failed before the page can listen for it.
  await page.route(
    (url) => url.pathname.startsWith('/') && !url.pathname.startsWith('/placeholder-'),
    async (route) => {
      const type = route.request().resourceType();
      if (type === 'image') return route.abort('failed');
      if (type === 'script') await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fallback();
    },
  );
  await page.goto(`/search-result/?wordKey=${WORD}&page=1`);
  await settledCards(page);
  // The cards in view: their images were asked for with the page, and failed.
  const inView = () =>
    productsList(page)
      .locator('img.product-card__image')
      .evaluateAll((all) =>
        all
          .map((image) => image as HTMLImageElement)
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .map((img) => new URL(img.src).pathname === '/placeholder-product.svg' && img.naturalWidth > 0),
      );
  await expect.poll(async () => (await inView()).length).toBeGreaterThan(0);
  await expect.poll(inView).not.toContain(false);
});

test('the header box shows the searched words on a results page opened directly', async ({ page }) => {
  await page.goto(`/search-result/?wordKey=${WORD}%205600&page=1`);
  await settledCards(page);
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue(`${WORD} 5600`);
});
