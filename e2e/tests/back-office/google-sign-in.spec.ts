import type { Page } from '@playwright/test';
import { googleIdToken, useSession } from '../../support/auth';
import {
  createStoreViaApi,
  devSignIn,
  expectBackOfficeShell,
  fakeGoogleIdentityServices,
  forceStoreUpdate,
  uniqueTag,
} from '../../support/back-office';
import { expect, test } from '../../support/test';

/*
 * Google sign-in with ID tokens signed by the fixture key set (issue 6): a store's authorized e-mail
 * gets that store only; anyone else gets the 401 message. And logout.
 */

const COOLDOWN_ALERT = 'Debe esperar al menos 4 horas antes de realizar otra actualización.';

/** /login with Google's script played locally, signing in as `email`. */
async function signInWithGoogleButton(page: Page, email: string): Promise<void> {
  await fakeGoogleIdentityServices(page, await googleIdToken(email, { name: 'Encargada de la tienda' }));
  await page.goto('/login');
  await page.getByTestId('google-signin').getByRole('button', { name: 'Continuar con Google' }).click();
}

test("a store's authorized e-mail signs in with Google as its storeAdmin and sees only that store", async ({
  page,
  request,
  stack,
}) => {
  const tag = uniqueTag();
  const email = `encargada-${tag}@tienda-e2e.com.ar`;
  const fullAdmin = await devSignIn(request);
  const store = await createStoreViaApi(request, fullAdmin, {
    nombre: `Planilla E2E ${tag}`,
    url: `planilla-${tag}.com.ar`,
    correosAutorizados: [email],
    origen: 'spreadsheet',
  });

  await signInWithGoogleButton(page, email);
  await expect(page).toHaveURL(/\/back-office\?email=encargada-/);
  expect(await page.evaluate(() => (window as { __gsiClientId?: string }).__gsiClientId)).toBe(
    stack.googleClientId,
  );
  await expectBackOfficeShell(page, email);
  const session = { token: (await page.evaluate(() => window.localStorage.getItem('token')))! };

  // Estadísticas is not theirs: disabled, 'Próximamente', in the dashboard and the sidebar.
  const modules = page.getByRole('list', { name: 'Módulos disponibles' });
  const sidebar = page.getByRole('navigation', { name: 'Módulos' });
  await expect(modules.getByRole('link', { name: /^Tiendas/ })).toBeVisible();
  await expect(modules.getByRole('link', { name: /^Estadísticas/ })).toHaveCount(0);
  await expect(modules.getByRole('listitem').filter({ hasText: 'Estadísticas' })).toContainText(
    'Próximamente',
  );
  await expect(sidebar.getByRole('link', { name: /Estadísticas/ })).toHaveCount(0);
  await expect(sidebar.getByText('Próximamente')).toBeVisible();

  // Tiendas is their own store's edit form: no list, no other store.
  await sidebar.getByRole('link', { name: 'Tiendas' }).click();
  await expect(page.getByRole('heading', { name: 'Editar tienda existente' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(store.nombre);
  await expect(page.getByRole('table', { name: 'Tiendas' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nueva Tienda' })).toHaveCount(0);
  await page.goto('/back-office/stores/1');
  await expect(page).toHaveURL(/\/back-office\/stores$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(store.nombre);
  const stores = await request.get('/api/stores/admin', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(((await stores.json()) as { data: Array<{ id: number }> }).data.map((s) => s.id)).toEqual([
    store.id,
  ]);

  // Actualizaciones: their store alone.
  await sidebar.getByRole('link', { name: 'Actualizaciones' }).click();
  const jobs = page.getByRole('list', { name: 'Tiendas y sus actualizaciones' }).getByRole('listitem');
  await expect(jobs).toHaveCount(1);
  await expect(jobs).toHaveAccessibleName(store.nombre);

  // Configuración: their store's forced update, once every 4 hours.
  await sidebar.getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByRole('region', { name: 'Banners' })).toHaveCount(0);
  const force = page.getByRole('button', { name: 'Forzar actualización', exact: true });
  await expect(page.getByTestId('forced-update-countdown')).toHaveCount(0);
  await force.click();
  const started = page.getByRole('dialog', { name: '¡Actualización iniciada con éxito!' });
  await expect(started).toBeVisible();
  await started.getByRole('button', { name: 'Aceptar' }).click();
  await expect(started).toHaveCount(0);
  await expect(page.getByTestId('forced-update-countdown')).toHaveText(
    /^Próxima actualización disponible en (3h 59m|4h 0m)$/,
  );
  await force.click();
  await expect(page.getByRole('alert').filter({ hasText: COOLDOWN_ALERT })).toBeVisible();
  await expect(started).toHaveCount(0);
  // The server's cooldown is the truth the screen shows.
  const again = await forceStoreUpdate(request, session, store.id);
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { message: string }).message).toBe(COOLDOWN_ALERT);
});

test("a Google account that is neither an admin nor a store's sees 'Acceso denegado'", async ({ page }) => {
  await signInWithGoogleButton(page, `curioso-${uniqueTag()}@gmail.com`);
  await expect(page.getByRole('alert')).toHaveText('Acceso denegado: Usuario no autorizado');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('logout ends the session and returns to /', async ({ page, request }) => {
  const session = await devSignIn(request);
  await useSession(page, session);
  await page.goto('/back-office');
  await expectBackOfficeShell(page, session.user.email);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The server revoked the token.
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(profile.status()).toBe(401);
});
