import type { Page } from '@playwright/test';
import { useSession } from '../../support/auth';
import { devSignIn } from '../../support/back-office';
import { expectCleanLayout } from '../../support/layout';
import { settleForScreenshot } from '../../support/page-ready';
import { SCREENSHOTS_DIR } from '../../support/screenshots';
import { expect, test } from '../../support/test';

/**
 * Every back-office screen at 1280 and at 375 (an operator on a phone): no sideways scroll, no word split
 * because its box is narrower than it, no text cut off, no chat bubble over a button. Screenshots land in
 * e2e/screenshots/back-office/layout-<screen>-<width>.png.
 */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: '/back-office',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Módulos disponibles' }).getByRole('link').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'stores',
    path: '/back-office/stores',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Tiendas' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  { name: 'add-store', path: '/back-office/add-store', ready: h1 },
  {
    name: 'edit-store',
    path: '/back-office/stores/1',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Editar tienda existente' })).toBeVisible();
    },
  },
  {
    name: 'settings',
    path: '/back-office/settings',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Banners' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'updates',
    path: '/back-office/updates',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Tiendas y sus actualizaciones' }).getByRole('listitem').first(),
      ).toBeVisible();
      // Every store's last runs open, reading-quality reports included, so they are laid out too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    },
  },
  {
    name: 'statistics',
    path: '/back-office/statistics',
    ready: async (page) => {
      await expect(page.getByRole('img', { name: /^Visitas por día: / })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Productos más visitados' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  {
    name: 'models',
    path: '/back-office/models',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Modelos' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'model',
    path: '/back-office/models/1',
    ready: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Listados de este modelo' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  { name: 'alerts', path: '/back-office/alerts', ready: h1 },
  { name: 'mail', path: '/back-office/mail', ready: h1 },
];

for (const width of [1280, 375]) {
  for (const screen of SCREENS) {
    test(`back office at ${width} px, ${screen.name}: no sideways scroll, no split word, no cut text, no chat over a button`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
      await useSession(page, await devSignIn(request));
      await page.goto(screen.path);
      await screen.ready(page);
      await settleForScreenshot(page);
      await page.screenshot({
        path: `${SCREENSHOTS_DIR}/back-office/layout-${screen.name}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await expectCleanLayout(page, `${screen.name} at ${width} px`);
    });
  }
}
