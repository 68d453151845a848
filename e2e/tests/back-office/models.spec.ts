import { useSession } from '../../support/auth';
import { devSignIn, toast } from '../../support/back-office';
import { searchCatalog } from '../../support/catalog';
import { expect, test } from '../../support/test';

/* Operators decide (issue 13): a model page lists its listings; a listing split out, then merged back. */

test('split a listing out of its model, then merge it back', async ({ page, request }) => {
  const session = await devSignIn(request);
  const answer = await searchCatalog(request, { query: 'memoria', hitsPerPage: 50 });
  const hit = answer.hits.find((h) => (h.tiendasCount ?? 0) >= 3)!;
  const product = (await (await request.get(`/api/products/${hit.id}`)).json()) as {
    data: { modeloId: number; tiendasCount: number };
  };
  const modelId = product.data.modeloId;
  await useSession(page, session);

  await page.goto('/back-office');
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Modelos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar modelos' }).fill(`#${modelId}`);
  // The list filters as one types: wait for the model's own link rather than clicking whatever is first.
  await page
    .getByRole('table', { name: 'Modelos' })
    .locator(`a[href$="/back-office/models/${modelId}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/back-office/models/${modelId}$`));

  const listings = page.getByRole('table', { name: 'Listados de este modelo' });
  const rows = listings.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = (await rows.count()) - 1;
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(rows.nth(1)).toContainText(/GTIN\/EAN|Nombre/);

  // Split the last listing out: it leaves for a model of its own.
  const last = rows.nth(before);
  const splitName = (await last.getByRole('button', { name: /^Separar / }).getAttribute('aria-label'))!;
  await last.getByRole('button', { name: /^Separar / }).click();
  await page
    .getByRole('dialog', { name: 'Separar listado' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(toast(page, 'El listado quedó en un modelo propio.')).toBeVisible();
  await expect(rows).toHaveCount(before); // header + one listing fewer
  await expect(page.getByText(/separó el listado \d+ del modelo/)).toBeVisible();
  const split = page.getByRole('listitem').filter({ hasText: /separó el listado/ });
  const newModel = Number((await split.textContent())!.match(/al modelo #(\d+)/)![1]);

  // Merge it back by its number.
  await page.getByRole('textbox', { name: 'Número del otro modelo' }).fill(`#${newModel}`);
  await page.getByRole('button', { name: 'Unir con otro modelo' }).click();
  await page.getByRole('dialog', { name: 'Unir modelos' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Modelos unidos.')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await expect(listings.getByRole('button', { name: splitName })).toBeVisible();
  await expect(page.getByText(new RegExp(`unió el modelo #${newModel} al modelo #${modelId}`))).toBeVisible();
});
