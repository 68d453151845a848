import type { APIRequestContext } from '@playwright/test';
import { searchCatalog } from '../../support/catalog';
import { expect, isMobileProject, test } from '../../support/test';

/*
 * The deal verdict and price-drop alerts (issue 15) on the demo catalog, whose listings carry 90 days of
 * price history: the verdict under a detail page's price, the 'Avisame si baja' form, its texts.
 */

const LABEL: Record<string, (p: number) => string> = {
  minimo: () => 'Precio más bajo de los últimos 90 días',
  debajo: (p) => `${p} % por debajo del precio habitual`,
  habitual: () => 'Precio habitual',
  encima: (p) => `${p} % por encima del precio habitual`,
};

/** A listing with a verdict whose own price is its product's best (the line then has no prefix). */
async function productWithVerdict(request: APIRequestContext) {
  for (const query of ['placa de video', 'procesador', 'memoria', 'monitor']) {
    const { hits } = await searchCatalog(request, { query, hitsPerPage: 100 });
    const hit = hits.find((h) => h.veredicto && h.precio === h.precioDesde);
    if (hit) return hit as typeof hit & { veredicto: { tipo: string; porcentaje: number } };
  }
  throw new Error('no demo product with a verdict');
}

test.describe('deal verdict and alerts', () => {
  test('the detail page says whether the price is a good one, and how that was computed', async ({
    page,
    request,
  }, testInfo) => {
    const hit = await productWithVerdict(request);
    await page.goto(`/product-detail/${hit.id}`);
    const label = LABEL[hit.veredicto.tipo]!(hit.veredicto.porcentaje);
    const verdict = page.getByText(label, { exact: true });
    await expect(verdict).toBeVisible();
    await page.getByRole('button', { name: '¿Cómo lo calculamos?' }).click();
    await expect(page.getByRole('tooltip')).toContainText(
      /^Comparamos el mejor precio de hoy con el precio más bajo de cada día en \d+ tiendas?, desde el \d\d\/\d\d\/\d{4}: mínimo \$ [\d.]+, habitual \$ [\d.]+, máximo \$ [\d.]+\.$/,
    );
    if (isMobileProject(testInfo.project.name)) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: testInfo.outputPath('deal-verdict.png') });
  });

  test("'Avisame si baja': a bad address is refused, a good one gets the confirmation text", async ({
    page,
    request,
  }, testInfo) => {
    const hit = await productWithVerdict(request);
    await page.goto(`/product-detail/${hit.id}`);
    await page.getByRole('button', { name: 'Avisame si baja' }).click();
    const form = page.getByRole('region', { name: 'Avisame si baja' });
    await form.getByLabel('Tu correo').fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(form.getByRole('alert')).toHaveText('Ingresá un correo válido.');
    await form.getByLabel('Tu correo').fill(`comprador-${testInfo.project.name}@example.com`);
    await form.getByLabel('Precio objetivo (opcional)').fill(String(hit.precio + 1000));
    await form.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'El precio objetivo tiene que ser menor que el mejor precio de hoy',
    );
    await form.getByLabel('Precio objetivo (opcional)').fill('');
    await form.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revisá tu correo' })).toHaveText(
      'Revisá tu correo: te enviamos un enlace para confirmar la alerta.',
    );
  });

  test('an alert link that is not ours says so', async ({ page }) => {
    await page.goto(`/alertas/confirmar?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Confirmar alerta de precio' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'El enlace no es válido. Copiá el enlace completo del correo.',
    );
  });
});
