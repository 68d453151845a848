import { useSession } from '../../support/auth';
import { adminStore, createStoreViaApi, devSignIn, toast, uniqueTag } from '../../support/back-office';
import { publicStores } from '../../support/catalog';
import { expect, test } from '../../support/test';

/* Editing a store's opening hours with the composer, then suspending and reactivating it (issue 6). */

test('edit the hours with the composer, then suspend and reactivate the store', async ({ page, request }) => {
  const tag = uniqueTag();
  const session = await devSignIn(request);
  const store = await createStoreViaApi(request, session, {
    nombre: `Horarios E2E ${tag}`,
    url: `horarios-${tag}.com.ar`,
    correosAutorizados: [`horarios-${tag}@tienda-e2e.com.ar`],
    horarios: 'Lunes a Viernes 09:00 a 18:00',
  });
  await useSession(page, session);

  // Editing: the hours are read-only text until clicked, then the composer starts from them.
  await page.goto(`/back-office/stores/${store.id}`);
  const form = page.getByRole('form', { name: 'Editar tienda' });
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(store.nombre);
  await form.getByRole('button', { name: 'Editar horarios: Lunes a Viernes 09:00 a 18:00' }).click();
  await expect(form.getByRole('checkbox', { name: 'Lunes a Viernes' })).toBeChecked();
  await expect(form.getByLabel('Lunes a Viernes desde')).toHaveValue('09:00');
  await expect(form.getByLabel('Segundo horario desde')).toBeDisabled();

  await form.getByLabel('Lunes a Viernes hasta').fill('13:00');
  await form.getByRole('checkbox', { name: 'Horario cortado' }).check();
  await form.getByLabel('Segundo horario desde').fill('16:00');
  await form.getByLabel('Segundo horario hasta').fill('20:00');
  await form.getByRole('checkbox', { name: 'Sábados' }).check();
  await form.getByLabel('Sábados desde').fill('10:00');
  await form.getByLabel('Sábados hasta').fill('14:00');
  const hours = 'Lunes a Viernes 09:00 a 13:00 y de 16:00 a 20:00. Sáb 10:00 a 14:00';
  await expect(form.getByRole('status', { name: 'Horario compuesto' })).toHaveText(hours);

  await form.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Tienda actualizada con Éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/back-office\/stores$/, { timeout: 5000 });
  expect((await adminStore(request, session, store.id)).horarios).toBe(hours);

  // Suspend from the list: highlighted as inactive, with only 'Reactivar'.
  await page.getByRole('searchbox', { name: 'Buscar tienda por nombre' }).fill(store.nombre);
  const table = page.getByRole('table', { name: 'Tiendas' });
  await expect(table.getByRole('row')).toHaveCount(2); // header + the store
  await table.getByRole('button', { name: `Suspender ${store.nombre}` }).click();
  await expect(toast(page, 'Tienda suspendida con Éxito')).toBeVisible();
  const reactivate = table.getByRole('button', { name: `Reactivar ${store.nombre}` });
  await expect(reactivate).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Inactiva');
  await expect(table.getByRole('link', { name: `Editar ${store.nombre}` })).toHaveCount(0);
  const listed = async () => (await publicStores(request)).find((s) => s.id === store.id)?.estado?.nombre;
  expect(await listed()).not.toBe('Activa');

  // Reactivate.
  await reactivate.click();
  await expect(toast(page, 'Tienda restaurada con Éxito')).toBeVisible();
  await expect(table.getByRole('link', { name: `Editar ${store.nombre}` })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toContainText('Inactiva');
  expect(await listed()).toBe('Activa');

  // The shopper sees the new hours on the store's page.
  await page.goto(`/search-result/?stores=${store.id}&storeName=${encodeURIComponent(store.nombre)}`);
  await expect(page.getByRole('region', { name: store.nombre })).toContainText(hours);
});
