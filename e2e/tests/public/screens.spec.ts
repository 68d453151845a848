import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { searchCatalog } from '../../support/catalog';
import { settleForScreenshot } from '../../support/page-ready';
import { settledCards } from '../../support/results';
import { saveScreenshot } from '../../support/screenshots';
import { expect, isMobileProject, test } from '../../support/test';

/**
 * Every public screen at both widths: loaded as a visitor would see it, scanned by axe-core (no
 * serious or critical violations) and photographed into e2e/screenshots/<project>/<screen>.png.
 */
interface Screen {
  name: string;
  path: (ctx: { productId: number }) => string;
  /** What shows the screen is ready (data loaded, not a spinner). */
  ready: (page: Page, mobile: boolean) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Destacados' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('region', { name: 'Categorías' })).toBeVisible();
    },
  },
  {
    name: 'results',
    path: () => '/search-result/?wordKey=ryzen&page=1',
    ready: async (page) => {
      await settledCards(page);
    },
  },
  {
    name: 'detail',
    path: ({ productId }) => `/product-detail/${productId}`,
    ready: async (page) => {
      await expect(page.getByRole('img', { name: 'Gráfico del historial de precio' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver producto en tienda' })).toBeVisible();
    },
  },
  {
    name: 'stores',
    path: () => '/stores',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Tiendas' }).getByRole('article')).toHaveCount(6);
    },
  },
  {
    name: 'faq',
    path: () => '/faq',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Preguntas Frecuentes', level: 1 })).toBeVisible();
      // One answer open, so the scan covers an open panel too.
      await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button').first().click();
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    },
  },
  {
    name: 'about',
    path: () => '/about',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'search-info',
    path: () => '/search-info',
    ready: async (page) => {
      await expect(page.getByRole('img', { name: /^Tips para una mejor búsqueda/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    },
  },
  {
    name: 'categories-mobile',
    path: () => '/categories-mobile',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Procesadores' })).toBeVisible();
    },
  },
  {
    name: 'login',
    path: () => '/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ingresar', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    },
  },
  {
    name: '404',
    path: () => '/esta-pagina-no-existe',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    },
  },
];

let productId = 0;
test.beforeAll(async ({ request }) => {
  productId = (await searchCatalog(request, { query: 'ryzen', hitsPerPage: 1 })).hits[0]!.id;
});

for (const screen of SCREENS) {
  test(`${screen.name}: no serious accessibility violations, screenshot saved`, async ({
    page,
  }, testInfo) => {
    await page.goto(screen.path({ productId }));
    await screen.ready(page, isMobileProject(testInfo.project.name));
    await expectNoSeriousA11yViolations(page, screen.name);
    await settleForScreenshot(page);
    await saveScreenshot(page, testInfo, screen.name);
  });
}
