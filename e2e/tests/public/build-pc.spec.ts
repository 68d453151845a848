import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { saveScreenshot } from '../../support/screenshots';
import { productsList, settledCards } from '../../support/results';

const SOCKET = /\b(AM[45]|LGA\s?\d{4})\b/i;

/** Opens a slot's picker, optionally searches, and chooses the first option shown as compatible. */
async function pick(page: Page, slot: string, query = ''): Promise<string> {
  const row = page.locator(`[data-slot="${slot}"]`);
  await row.getByRole('button', { name: /^Elegir|^Cambiar/ }).click();
  const dialog = page.getByRole('dialog');
  if (query) {
    await dialog.getByRole('searchbox').fill(query);
    await dialog.getByRole('button', { name: 'Buscar' }).click();
  }
  const option = dialog.locator('.picker__item:not(.is-incompatible)').first();
  await expect(option).toBeVisible();
  await option.getByRole('button', { name: /^Elegir/ }).click();
  await expect(dialog).toBeHidden();
  // The slot shows the model's best offer (maybe another store's listing of it).
  const chosen = row.locator('.build-slot__name').last();
  await expect(chosen).toBeVisible();
  return (await chosen.textContent())!.trim();
}

test('Armá tu PC: a build through the pickers, an incompatible choice flagged, the shared link restores it', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Armá tu PC' }).click();
  await expect(page).toHaveURL(/\/armar-pc$/);
  await expect(page.getByRole('heading', { name: 'Armá tu PC', level: 1 })).toBeVisible();
  for (const label of [
    'Procesador',
    'Mother',
    'Memoria RAM',
    'Placa de video',
    'Almacenamiento',
    'Fuente',
    'Gabinete',
    'Refrigeración',
  ])
    await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();

  const cpu = await pick(page, 'cpu', 'Ryzen');
  const socket = SOCKET.exec(cpu)![1]!;
  await pick(page, 'mother', socket);
  const checks = page.getByRole('region', { name: 'Compatibilidad' });
  await expect(checks).toContainText(`usan el mismo socket: ${socket.toUpperCase().replace(/\s/g, '')}`);
  await pick(page, 'ram');
  await pick(page, 'video');
  await pick(page, 'disco');
  await pick(page, 'fuente');
  await pick(page, 'gabinete');
  await pick(page, 'refrigeracion');
  await expect(page).toHaveURL(/cpu=\d+&mother=\d+&ram=\d+&video=\d+&disco=\d+&fuente=\d+&gabinete=\d+/);
  // The demo's parts state their specs: every check of this build has its data and passes.
  await expect(checks.getByRole('heading')).toHaveText('Todo compatible');
  await expect(checks.locator('.build-check:not(.is-ok)')).toHaveCount(0);
  await expect(page.getByText(/^Consumo estimado: \d+ W · fuente recomendada: \d+ W$/)).toBeVisible();
  const total = page.getByTestId('build-total');
  await expect(total).toHaveText(/^\$ [\d.]+$/);
  await expect(page.getByTestId('build-one-store')).toContainText('En una sola tienda:');
  await expect(page.locator('.build-slot__offer').first()).toContainText(/\$ [\d.]+.* en .*tienda/);
  await saveScreenshot(page, testInfo, 'armar-pc');
  await expectNoSeriousA11yViolations(page, '/armar-pc');

  // 'Avisame si baja' on the total: a target at or over today's total is refused, one under it is taken.
  const totalNow = (await total.textContent())!;
  const pesos = Number(totalNow.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Avisame si baja' }).click();
  const alert = page.getByRole('region', { name: 'Avisame si baja' });
  await alert.getByLabel('Tu correo').fill(`armado-${testInfo.project.name}@example.com`);
  await alert.getByLabel('Total objetivo').fill(String(pesos));
  await alert.getByRole('button', { name: 'Crear alerta' }).click();
  await expect(alert.getByRole('alert')).toHaveText(
    `El total objetivo tiene que ser menor que el total de hoy (${totalNow}).`,
  );
  await alert.getByLabel('Total objetivo').fill(String(Math.floor(pesos * 0.9)));
  await saveScreenshot(page, testInfo, 'armar-pc-alerta');
  await expectNoSeriousA11yViolations(page, '/armar-pc (alerta)');
  await alert.getByRole('button', { name: 'Crear alerta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revisá tu correo' })).toHaveText(
    'Revisá tu correo: te enviamos un enlace para confirmar la alerta.',
  );
  await saveScreenshot(page, testInfo, 'armar-pc-alerta-enviada');

  // 'Mostrar incompatibles' lists the memory that does not fit, marked, with its sentence.
  await page.locator('[data-slot="ram"]').getByRole('button', { name: 'Cambiar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.picker__item').first()).toBeVisible();
  await expect(dialog.locator('.picker__item.is-incompatible')).toHaveCount(0);
  await dialog.getByLabel('Mostrar incompatibles').check();
  const wrong = dialog.locator('.picker__item.is-incompatible').first();
  await expect(wrong).toContainText('Incompatible:');
  const sentence = (await wrong.locator('.picker__warning').textContent())!
    .replace('Incompatible:', '')
    .trim();
  await saveScreenshot(page, testInfo, 'armar-pc-picker');
  await expectNoSeriousA11yViolations(page, '/armar-pc (picker)');
  await wrong.getByRole('button', { name: /^Elegir/ }).click();
  await expect(checks.getByRole('heading')).toHaveText('Hay partes incompatibles');
  await expect(checks.locator('.build-check.is-incompatible').first()).toContainText(
    sentence.split('. ')[0]!,
  );
  await saveScreenshot(page, testInfo, 'armar-pc-incompatible');

  // The link restores the same build and totals in a fresh browser.
  const shared = page.url();
  const names = await page.locator('.build-slot__name').allTextContents();
  const totalText = await total.textContent();
  const storeText = await page.getByTestId('build-one-store').textContent();
  const fresh = await browser.newContext({ viewport: page.viewportSize() });
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect(other.locator('.build-slot__name')).toHaveText(names);
  await expect(other.getByTestId('build-total')).toHaveText(totalText!);
  await expect(other.getByTestId('build-one-store')).toHaveText(storeText!);
  await expect(other.getByRole('region', { name: 'Compatibilidad' }).getByRole('heading')).toHaveText(
    'Hay partes incompatibles',
  );
  await fresh.close();
});

test("'Agregar a mi PC' on a processor's page puts it in the Procesador slot", async ({ page }) => {
  await page.goto('/search-result/?idCategory=2&title=Procesadores&page=1');
  // Click once the grid has settled: a click during the loading skeleton or a re-render is lost.
  await settledCards(page);
  await productsList(page).locator('a[href^="/product-detail/"]').first().click();
  await expect(page).toHaveURL(/\/product-detail\/\d+/);
  await page.getByRole('button', { name: 'Agregar a mi PC' }).click();
  await expect(page).toHaveURL(/\/armar-pc\?cpu=\d+$/);
  await expect(page.locator('[data-slot="cpu"] .build-slot__name')).toBeVisible();
  await expect(page.locator('[data-slot="cpu"]')).toContainText(/\$ [\d.]+/);
});
