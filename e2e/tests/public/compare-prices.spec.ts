import type { APIRequestContext } from '@playwright/test';
import { searchCatalog } from '../../support/catalog';
import { resultsCount, settledCards } from '../../support/results';
import { expect, isMobileProject, test } from '../../support/test';

/*
 * The same product across stores (issue 13), on the demo catalog: the detail page compares a product's
 * offers, result cards say 'N tiendas desde $X', and results show one card per product unless
 * 'Agrupar por producto' is unticked.
 */

interface Offers {
  modeloId: number;
  ofertas: {
    productoId: number;
    nombreTienda: string;
    precio: number;
    moneda: 'ARS' | 'USD';
    disponible: boolean;
    precioDudoso: boolean;
  }[];
}

const ars = (n: number) => `$ ${Math.floor(n).toLocaleString('es-AR')}`;
const usd = (n: number) => `U$S ${Math.floor(n).toLocaleString('es-AR')}`;

/** A demo product several stores sell, with its offers as the API gives them. */
async function productSoldBySeveralStores(request: APIRequestContext) {
  const answer = await searchCatalog(request, { query: 'placa de video', hitsPerPage: 50 });
  const hit = (answer.hits as Array<{ id: number; tiendasCount?: number }>).find(
    (h) => (h.tiendasCount ?? 0) >= 3,
  );
  expect(hit, 'a demo card sold by 3+ stores').toBeDefined();
  const res = await request.get(`/api/products/${hit!.id}/ofertas`);
  expect(res.ok()).toBe(true);
  return { id: hit!.id, offers: ((await res.json()) as { data: Offers }).data };
}

test.describe('the same product across stores', () => {
  test("the detail page shows 'Comparar precios' with each store's row, cheapest available first", async ({
    page,
    request,
  }, testInfo) => {
    const { id, offers } = await productSoldBySeveralStores(request);
    await page.goto(`/product-detail/${id}`);
    const section = page.getByRole('region', { name: 'Comparar precios' });
    // Peso offers are compared in one list; dollar offers (another spec imports one for this very
    // product, and the projects share the catalog) are listed apart, never ranked among pesos.
    const pesos = offers.ofertas.filter((o) => o.moneda === 'ARS');
    const dollars = offers.ofertas.filter((o) => o.moneda !== 'ARS');
    const list = section.getByRole('list', { name: `Ofertas de ${pesos.length} tiendas` });
    await expect(list).toBeVisible();
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(pesos.length);
    for (const [i, offer] of pesos.entries())
      await expect(rows.nth(i)).toHaveAttribute('aria-label', `${offer.nombreTienda}: ${ars(offer.precio)}`);
    if (dollars.length > 0) {
      const dollarRows = section
        .getByRole('list', { name: `Ofertas en dólares de ${dollars.length} tiendas` })
        .getByRole('listitem');
      await expect(dollarRows).toHaveCount(dollars.length);
      for (const [i, offer] of dollars.entries())
        await expect(dollarRows.nth(i)).toHaveAttribute(
          'aria-label',
          `${offer.nombreTienda}: ${usd(offer.precio)}`,
        );
    }
    if (pesos[0]!.disponible && !pesos[0]!.precioDudoso)
      await expect(rows.first().getByText('Mejor precio')).toBeVisible();
    await expect(rows.first().getByRole('link', { name: /^Ver en tienda: / })).toHaveAttribute(
      'target',
      '_blank',
    );
    // 'Comparar precios' comes before the price history.
    const [compareTop, historyTop] = await Promise.all([
      section.evaluate((el) => el.getBoundingClientRect().top),
      page
        .getByRole('region', { name: 'Historial de precio' })
        .evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(compareTop).toBeLessThan(historyTop);
    if (isMobileProject(testInfo.project.name)) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: testInfo.outputPath('compare-prices.png'), fullPage: true });
  });

  test("a result card says 'N tiendas desde $X'", async ({ page }) => {
    await page.goto('/search-result/?wordKey=placa%20de%20video&page=1');
    await settledCards(page);
    await expect(
      page
        .getByRole('list', { name: 'Productos' })
        .getByText(/^\d+ tiendas desde \$ [\d.]+$/)
        .first(),
    ).toBeVisible();
  });

  test('results group one card per product by default; unticked, every listing, and its address restores it', async ({
    page,
    request,
  }) => {
    const grouped = await searchCatalog(request, { query: 'ryzen' });
    const listed = await searchCatalog(request, { query: 'ryzen', distinct: false });
    expect(grouped.nbHits).toBeLessThan(listed.nbHits);
    await page.goto('/search-result/?wordKey=ryzen&page=1');
    const toggle = page.getByRole('checkbox', { name: 'Agrupar por producto' });
    await expect(toggle).toBeChecked();
    await expect.poll(() => resultsCount(page)).toBe(grouped.nbHits);
    const cards = await settledCards(page);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);

    await toggle.uncheck();
    await expect(page).toHaveURL(/[?&]agrupar=0(&|$)/);
    await expect.poll(() => resultsCount(page)).toBe(listed.nbHits);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Agrupar por producto' })).not.toBeChecked();
    await expect.poll(() => resultsCount(page)).toBe(listed.nbHits);
    await page.getByRole('checkbox', { name: 'Agrupar por producto' }).check();
    await expect(page).not.toHaveURL(/agrupar=/);
    await expect.poll(() => resultsCount(page)).toBe(grouped.nbHits);
  });
});
