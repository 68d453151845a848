import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createStoreViaApi, devSignIn, uniqueTag } from '../../support/back-office';
import { searchCatalog } from '../../support/catalog';
import { productsList, settledCards } from '../../support/results';
import { saveScreenshot, SCREENSHOTS_DIR } from '../../support/screenshots';
import { expect, test } from '../../support/test';

/*
 * A store's spreadsheet with a row in dollars (Moneda USD, Precio 300) and an out-of-stock row, as a
 * shopper then sees them: the dollar card reads 'U$S 300' and sorts after every peso card in either
 * price order; the out-of-stock card says 'Sin stock', and so does its page.
 */

/** A word no demo listing has, so a search finds this test's rows alone. */
const wordOf = (tag: string) => `zx${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** A demo product several stores sell: a dollar row with its very name joins its model. */
async function demoProductOfSeveralStores(request: APIRequestContext) {
  const answer = await searchCatalog(request, { query: 'placa de video', hitsPerPage: 50 });
  const hit = answer.hits.find((h) => (h.tiendasCount ?? 0) >= 3 && h.precio > 1000);
  expect(hit, 'a demo card sold by 3+ stores').toBeDefined();
  return hit!;
}

async function importRows(request: APIRequestContext, word: string, alsoSold: string) {
  const admin = await devSignIn(request);
  const store = await createStoreViaApi(request, admin, {
    nombre: `Importadora ${word}`,
    url: `${word}.com.ar`,
    correosAutorizados: [`planillas@${word}.com.ar`],
    origen: 'spreadsheet',
  });
  const rows = [
    ['Nombre', 'Precio', 'Moneda', 'URL', 'Categoría', 'Stock'],
    [
      `Placa de Video ${word} RTX 4060 8GB Importada`,
      '300',
      'USD',
      `https://${word}.com.ar/p/1`,
      'Placas de video',
      'Sí',
    ],
    [
      `Placa de Video ${word} RTX 4060 8GB Nacional`,
      '250000',
      'ARS',
      `https://${word}.com.ar/p/2`,
      'Placas de video',
      'Sí',
    ],
    [
      `Placa de Video ${word} RTX 4060 8GB Agotada`,
      '240000',
      'ARS',
      `https://${word}.com.ar/p/3`,
      'Placas de video',
      'No',
    ],
    [alsoSold, '450', 'USD', `https://${word}.com.ar/p/4`, 'Placas de video', 'Sí'],
  ];
  const res = await request.post(`/api/stores/${store.id}/importaciones`, {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      archivo: {
        name: 'planilla.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(rows.map((r) => r.join(';')).join('\n')),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  await expect
    .poll(async () => (await searchCatalog(request, { query: word, distinct: false })).nbHits, {
      timeout: 60_000,
    })
    .toBe(3);
}

test('a dollar row reads U$S 300 and sorts apart; an out-of-stock row says Sin stock', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = wordOf(uniqueTag());
  const demo = await demoProductOfSeveralStores(request);
  await importRows(request, word, demo.nombre);

  // Every listing ('Agrupar por producto' unticked): each row is its own card.
  await page.goto(`/search-result/?wordKey=${word}&agrupar=0&page=1&sort=asc`);
  const ascending = await settledCards(page, (cards) => cards.length === 3);
  expect(ascending.map((c) => [c.price, c.currency, c.available])).toEqual([
    [240_000, 'ARS', false],
    [250_000, 'ARS', true],
    [300, 'USD', true],
  ]);
  const cards = productsList(page).locator('.product-card');
  const outOfStock = cards.filter({ hasText: 'Agotada' });
  await expect(outOfStock).toContainText('Sin stock');
  await expect(outOfStock).not.toContainText('Mínimo de 90 días');
  await expect(cards.filter({ hasText: 'Importada' }).locator('.product-card__price')).toHaveText('U$S 300');
  await expect(page.getByText('$ 300', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'results-currency-and-stock');

  await page.goto(`/search-result/?wordKey=${word}&agrupar=0&page=1&sort=desc`);
  const descending = await settledCards(page, (list) => list.length === 3 && list[0]!.price === 250_000);
  expect(descending.map((c) => [c.price, c.currency])).toEqual([
    [250_000, 'ARS'],
    [240_000, 'ARS'],
    [300, 'USD'],
  ]);

  // The out-of-stock listing's own page says so beside its price.
  await cards.filter({ hasText: 'Agotada' }).getByRole('link').click();
  await expect(page.getByLabel('Precio: $ 240.000, Sin stock')).toBeVisible();
  await saveScreenshot(page, testInfo, 'detail-out-of-stock');

  // The dollar listing's page: 'U$S 300', said to be in dollars.
  await page.goBack();
  await productsList(page)
    .locator('.product-card')
    .filter({ hasText: 'Importada' })
    .getByRole('link')
    .click();
  await expect(page.getByLabel('Precio: U$S 300')).toBeVisible();
  await expect(page.getByText('Precio en dólares: no se compara con los precios en pesos.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'detail-dollar-price');

  // The demo product the store also sells in dollars: its 'Comparar precios' lists the dollar offer
  // apart, saying so, and names each offer's own listing.
  await page.goto(`/product-detail/${demo.id}`);
  const dollars = page.getByRole('region', { name: 'Precios en dólares' });
  // (Both projects run at once on one stack: each adds its own store's dollar offer.)
  await expect(dollars.getByRole('listitem', { name: `Importadora ${word}: U$S 450` })).toBeVisible();
  await expect(dollars).toContainText('no se comparan con los precios en pesos');
  const pesos = page.getByRole('list', { name: /^Ofertas de \d+ tiendas$/ });
  await expect(pesos.getByRole('listitem').first()).toContainText('Mejor precio');
  await expect(pesos).not.toContainText('U$S');
  await expect(pesos.getByRole('listitem').first().locator('.offer__listing')).not.toBeEmpty();
  await saveScreenshot(page, testInfo, 'detail-compare-currencies');
  await page
    .locator('.compare-prices')
    .screenshot({ path: path.join(SCREENSHOTS_DIR, testInfo.project.name, 'compare-prices-currencies.png') });
});
