import type { Page, TestInfo } from '@playwright/test';
import { signInWithGoogle, useSession } from '../../support/auth';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { createStoreViaApi, devSignIn, fakeGooglePictures, uniqueTag } from '../../support/back-office';
import { settleForScreenshot } from '../../support/page-ready';
import { saveScreenshot } from '../../support/screenshots';
import { expect, test } from '../../support/test';

/**
 * Every back-office screen at desktop width: loaded as its user sees it, scanned by axe-core (no
 * serious or critical violations) and photographed into e2e/screenshots/desktop/back-office-*.png.
 */

interface Screen {
  name: string;
  path: string;
  /** Waits for the data, and opens what should be scanned too (messages, dialogs). */
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: '/back-office',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: /^Bienvenido a /, level: 1 })).toBeVisible();
      // A fullAdmin's eight: Tiendas, Estadísticas, Configuración, Actualizaciones, Modelos, Alertas, Correos,
      // Auditoría.
      await expect(page.getByRole('list', { name: 'Módulos disponibles' }).getByRole('link')).toHaveCount(8);
    },
  },
  {
    name: 'stores',
    path: '/back-office/stores',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Tiendas' }).getByRole('row')).toHaveCount(11);
      await expect(page.getByRole('navigation', { name: 'Páginas de tiendas' })).toBeVisible();
    },
  },
  {
    name: 'add-store',
    path: '/back-office/add-store',
    ready: async (page) => {
      // Saved empty: every required field's message shows, so the scan covers them.
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('El nombre de la tienda es requerido')).toBeVisible();
      await expect(page.getByText('Al menos un correo Autorizado es requerido')).toBeVisible();
      await expect(page.getByText('El logo de la tienda es requerido')).toBeVisible();
    },
  },
  {
    name: 'edit-store',
    path: '/back-office/stores/1',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Editar tienda existente' })).toBeVisible();
      await page.getByRole('button', { name: /^Editar horarios: / }).click();
      await expect(page.getByRole('status', { name: 'Horario compuesto' })).toBeVisible();
    },
  },
  {
    name: 'settings',
    path: '/back-office/settings',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Banners' }).getByRole('listitem').first()).toBeVisible();
      // The confirmation is scanned open, then cancelled (confirming would re-read every store).
      await page.getByRole('button', { name: 'Forzar actualización global' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirmar actualización' })).toBeVisible();
    },
  },
  {
    name: 'updates',
    path: '/back-office/updates',
    ready: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Tiendas y sus actualizaciones' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'statistics',
    path: '/back-office/statistics',
    ready: async (page) => {
      await expect(page.getByRole('img', { name: /^Visitas por día: / })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Acceso a Categorías: / })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Acceso a Tiendas: / })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Productos más visitados' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
];

async function scanAndSave(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, screen);
  await settleForScreenshot(page);
  await saveScreenshot(page, testInfo, screen);
}

for (const screen of SCREENS) {
  test(`back office, ${screen.name}: no serious accessibility violations, screenshot saved`, async ({
    page,
    request,
  }, testInfo) => {
    await useSession(page, await devSignIn(request));
    await page.goto(screen.path);
    await screen.ready(page);
    await scanAndSave(page, testInfo, `back-office-${screen.name}`);
  });
}

test("back office as a storeAdmin (dashboard, their store's settings): no serious violations, screenshots saved", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const email = `pantallas-${tag}@tienda-e2e.com.ar`;
  await createStoreViaApi(request, await devSignIn(request), {
    nombre: `Pantallas E2E ${tag}`,
    url: `pantallas-${tag}.com.ar`,
    correosAutorizados: [email],
  });
  await useSession(page, await signInWithGoogle(request, email));
  await fakeGooglePictures(page);

  await page.goto('/back-office');
  await expect(page.getByRole('list', { name: 'Módulos disponibles' })).toContainText('Próximamente');
  await scanAndSave(page, testInfo, 'back-office-store-admin-dashboard');

  await page.goto('/back-office/settings');
  await expect(page.getByRole('button', { name: 'Forzar actualización', exact: true })).toBeVisible();
  await scanAndSave(page, testInfo, 'back-office-store-admin-settings');
});

test('back office without a session: the session-expired screen', async ({ page }, testInfo) => {
  await page.goto('/back-office/stores');
  await expect(page.getByRole('alert')).toContainText('Parece que tu sesión ha expirado');
  await expect(page.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/login');
  await scanAndSave(page, testInfo, 'back-office-session-expired');
});
