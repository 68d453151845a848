import { useSession } from '../../support/auth';
import { devSignIn } from '../../support/back-office';
import { searchCatalog } from '../../support/catalog';
import { expect, test } from '../../support/test';

/*
 * Without an SMTP server (development), mail is kept and the back office's 'Correos' shows it (issue 15):
 * the confirmation of an alert, whose link then activates it.
 */

test("'Correos' shows an alert's confirmation mail; its link activates the alert", async ({
  page,
  request,
}) => {
  const { hits } = await searchCatalog(request, { query: 'teclado', hitsPerPage: 5 });
  const product = hits[0]!;
  const email = `correos-${Date.now()}@example.com`;
  const res = await request.post('/api/alertas', { data: { email, productoId: product.id } });
  expect(res.status()).toBe(202);

  await useSession(page, await devSignIn(request));
  await page.goto('/back-office');
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Correos' }).click();
  const table = page.getByRole('table', { name: 'Correos guardados' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`Confirmá tu alerta de precio: ${product.nombre}`);
  await row.getByRole('button').click();
  const mail = page.getByRole('article', { name: 'Correo' });
  await expect(mail).toContainText('List-Unsubscribe-Post');
  const text = (await mail.locator('pre').textContent())!;
  const link = /https?:\/\/\S+\/alertas\/confirmar\?token=[\w-]{43}/.exec(text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status')).toHaveText(
    'Listo: tu alerta quedó activa. Te vamos a escribir cuando baje el precio.',
  );

  // The alert counts: the product's model has one active alert; no address is shown.
  await page.goto('/back-office/alerts');
  const counts = page.getByRole('table', { name: 'Alertas por producto' });
  await expect(counts).toBeVisible();
  await expect(counts.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});
