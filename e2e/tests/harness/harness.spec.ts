import { googleIdToken, signInWithGoogle, useSession } from '../../support/auth';
import { expect, test } from '../../support/test';

/*
 * The services the back-office suites (issues 6 and 7) build on: Google sign-in against the fixture key
 * set with ADMIN_EMAILS, and the fixture store sites the demo stores are read from. Desktop only.
 */

test('a Google ID token from the fixture key set signs the ADMIN_EMAILS address in as fullAdmin', async ({
  request,
  stack,
}) => {
  const signedIn = await signInWithGoogle(request, stack.adminEmail);
  expect(signedIn.user).toMatchObject({ email: stack.adminEmail, role: 'fullAdmin' });
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(profile.ok()).toBe(true);
  expect(await profile.json()).toMatchObject({
    data: { data: { email: stack.adminEmail, role: 'fullAdmin' } },
  });

  const stranger = await request.post('/api/auth/login-google', {
    data: { token: await googleIdToken('desconocido@example.com') },
  });
  expect(stranger.status()).toBe(401);
  expect(await stranger.json()).toMatchObject({ message: 'Acceso denegado: Usuario no autorizado' });
});

test('the fixture store sites the demo stores are read from are up', async ({ request, stack }) => {
  const res = await request.get(stack.storeSitesUrl!);
  expect(res.ok()).toBe(true);
  const { stores } = (await res.json()) as { stores: Record<string, string> };
  expect(Object.keys(stores)).toContain('woocommerce');
  const woo = await request.get(`${stores.woocommerce}/wp-json/wc/store/v1/products?per_page=1`);
  expect(woo.ok()).toBe(true);
});

test('useSession opens the back office signed in', async ({ page, request, stack }) => {
  await useSession(page, await signInWithGoogle(request, stack.adminEmail));
  await page.goto('/back-office');
  await expect(page.getByText(stack.adminEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});
