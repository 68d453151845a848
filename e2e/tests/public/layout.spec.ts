import type { Page } from '@playwright/test';
import { searchCatalog } from '../../support/catalog';
import { expectCleanLayout } from '../../support/layout';
import { settleForScreenshot } from '../../support/page-ready';
import { settledCards } from '../../support/results';
import { saveScreenshot } from '../../support/screenshots';
import { expect, test } from '../../support/test';

/**
 * Every public screen at 1280 and 375 (the desktop and mobile projects), laid out as a visitor sees it:
 * no sideways scroll, no word split because its box is narrower than it, no text cut off, no chat bubble
 * over a button. Screenshots land in e2e/screenshots/<project>/layout-<screen>.png.
 */
interface Screen {
  name: string;
  path: (ids: { product: number; compared: number; ram: number; video: number }) => string;
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('region', { name: 'Categorías' })).toBeVisible();
    },
  },
  {
    name: 'results',
    path: () => '/search-result/?wordKey=placa%20de%20video&page=1',
    ready: async (page) => {
      await settledCards(page);
    },
  },
  {
    // 'Agrupar por producto' unticked: every store's listing, each its own card.
    name: 'results-listings',
    path: () => '/search-result/?wordKey=placa%20de%20video&agrupar=0&page=1',
    ready: async (page) => {
      await settledCards(page);
    },
  },
  {
    // A word no listing has beside the others: the words found are searched, and the page says so.
    name: 'results-relaxed',
    path: () => '/search-result/?wordKey=placa%20de%20video%20panoramica&page=1',
    ready: async (page) => {
      await settledCards(page);
      await expect(
        page.getByText(
          'No se encontraron resultados para la búsqueda "placa de video panoramica". Se muestran resultados para "placa de video".',
        ),
      ).toBeVisible();
    },
  },
  {
    // On a phone the filters open in a drawer over the results.
    name: 'results-filters',
    path: () => '/search-result/?wordKey=placa%20de%20video&page=1',
    ready: async (page) => {
      await settledCards(page);
      const open = page.getByRole('button', { name: 'Filtros', exact: true });
      if (await open.isVisible()) {
        await open.click();
        await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
      }
    },
  },
  {
    name: 'detail',
    path: ({ product }) => `/product-detail/${product}`,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Ver producto en tienda' })).toBeVisible();
    },
  },
  {
    name: 'detail-compared',
    path: ({ compared }) => `/product-detail/${compared}`,
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Comparar precios' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'Gráfico del historial de precio' })).toBeVisible();
    },
  },
  {
    name: 'stores',
    path: () => '/stores',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Tiendas' }).getByRole('article').first()).toBeVisible();
    },
  },
  { name: 'faq', path: () => '/faq', ready: heading },
  { name: 'about', path: () => '/about', ready: heading },
  {
    name: 'search-info',
    path: () => '/search-info',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    },
  },
  { name: 'categories-mobile', path: () => '/categories-mobile', ready: heading },
  {
    name: 'armar-pc',
    path: ({ product, ram, video }) => `/armar-pc?cpu=${product}&ram=${ram}&video=${video}`,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Ver en tienda' })).toHaveCount(3);
      // With the total's 'Avisame si baja' form open.
      await page.getByRole('button', { name: 'Avisame si baja' }).click();
      await expect(page.getByLabel('Total objetivo')).toBeVisible();
    },
  },
  { name: 'login', path: () => '/login', ready: heading },
  {
    name: '404',
    path: () => '/esta-pagina-no-existe',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    },
  },
];

const ids = { product: 0, compared: 0, ram: 0, video: 0 };
test.beforeAll(async ({ request }) => {
  ids.product = (await searchCatalog(request, { query: 'ryzen', hitsPerPage: 1 })).hits[0]!.id;
  ids.ram = (await searchCatalog(request, { query: 'memoria ram', hitsPerPage: 1 })).hits[0]!.id;
  ids.video = (await searchCatalog(request, { query: 'placa de video', hitsPerPage: 1 })).hits[0]!.id;
  const cards = await searchCatalog(request, { query: 'monitor', hitsPerPage: 50 });
  // The listing with the most stores beside it, so 'Comparar precios' has its longest list.
  ids.compared = [...cards.hits].sort((a, b) => (b.tiendasCount ?? 0) - (a.tiendasCount ?? 0))[0]!.id;
});

for (const screen of SCREENS) {
  test(`layout of ${screen.name}: no sideways scroll, no split word, no cut text, no chat over a button`, async ({
    page,
  }, testInfo) => {
    await page.goto(screen.path(ids));
    await screen.ready(page);
    await settleForScreenshot(page);
    await saveScreenshot(page, testInfo, `layout-${screen.name}`);
    await page.screenshot({
      path: testInfo.outputPath(`viewport-${screen.name}.png`),
      animations: 'disabled',
    });
    if (screen.name === 'detail-compared')
      for (const region of ['Comparar precios', 'Historial de precio'])
        await page
          .getByRole('region', { name: region })
          .screenshot({ path: testInfo.outputPath(`${region}.png`), animations: 'disabled' });
    await expectCleanLayout(page, screen.name);
  });
}

test('at 375 px the home banner arrows never cover the banner', async ({ page }) => {
  // A phone's width in both projects: on wide screens the arrows sit at the banner's edges by design.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Tiendas destacadas' });
  const banner = carousel.getByRole('img', { name: /^Banner de / }).first();
  await expect(banner).toBeVisible();
  const image = (await banner.boundingBox())!;
  for (const name of ['Banner anterior', 'Banner siguiente']) {
    const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
    const overlaps =
      arrow.x < image.x + image.width &&
      arrow.x + arrow.width > image.x &&
      arrow.y < image.y + image.height &&
      arrow.y + arrow.height > image.y;
    expect(overlaps, `${name} over the banner`).toBe(false);
  }
});

test("the product page shows its listing's whole name as its title", async ({ page, request }) => {
  const answer = await searchCatalog(request, { query: 'placa de video', hitsPerPage: 50 });
  const longest = [...answer.hits].sort((a, b) => b.nombre.length - a.nombre.length)[0]!;
  expect(longest.nombre.length).toBeGreaterThan(50);
  await page.goto(`/product-detail/${longest.id}`);
  // Read once the page runs in the browser (its chart is drawn there), not from the server's HTML alone.
  await expect(page.getByRole('img', { name: /^Gráfico del historial de precio/ })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(longest.nombre);
});
