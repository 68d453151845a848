import { searchCatalog } from '../../support/catalog';
import { openFilters, resultsCount, settledCards } from '../../support/results';
import { saveScreenshot } from '../../support/screenshots';
import { expect, isMobileProject, test } from '../../support/test';

/*
 * Know the hardware (issue 26): a product page shows the model's 'Especificaciones' with each value's
 * source and the BuildCores OpenDB credit; results filter by spec.
 */

test.describe('specs', () => {
  test("a motherboard's page shows 'Especificaciones' with sources and the OpenDB credit", async ({
    page,
    request,
  }, testInfo) => {
    const answer = await searchCatalog(request, { query: 'mother b550 am4', hitsPerPage: 20 });
    const hit = (answer.hits as Array<{ id: number; nombre: string }>).find((h) => /B550/i.test(h.nombre));
    expect(hit, 'a demo B550 board').toBeDefined();
    await page.goto(`/product-detail/${hit!.id}`);
    const section = page.getByRole('region', { name: 'Especificaciones' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('row', { name: /Socket AM4/ })).toBeVisible();
    await expect(section.getByRole('row', { name: /Chipset B550/ })).toBeVisible();
    await expect(section.getByRole('row', { name: /Socket AM4 Nombre del producto/ })).toBeVisible();
    await expect(section.getByRole('link', { name: 'BuildCores OpenDB' })).toHaveAttribute(
      'href',
      'https://github.com/buildcores/buildcores-open-db',
    );
    await expect(section.getByRole('link', { name: /ODC-By 1.0/ })).toBeVisible();
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'product-specs');
  });

  test('results of a category filter by a spec, with counts, in the address', async ({ page }, testInfo) => {
    const mobile = isMobileProject(testInfo.project.name);
    await page.goto('/search-result/?idCategory=8&title=Memorias%20Ram&page=1');
    const all = await resultsCount(page);
    let filters = await openFilters(page, mobile);
    const tipo = filters.getByRole('list', { name: 'Tipo' });
    const ddr5 = tipo.getByRole('button', { name: /^DDR5/ });
    await expect(ddr5).toBeVisible();
    const count = Number((await ddr5.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    await ddr5.click();
    await expect(page).toHaveURL(/[?&]tipo=DDR5/);
    await expect.poll(() => resultsCount(page)).toBe(count);
    const cards = await settledCards(page);
    for (const card of cards) expect(card.name).toMatch(/DDR5/i);
    if (!mobile) await saveScreenshot(page, testInfo, 'results-spec-filter');
    // A capacity range, kept with the list filter in the address; back/forward restores it.
    filters = await openFilters(page, mobile);
    const capacity = filters.getByRole('group', { name: 'Capacidad (GB)' });
    await capacity.getByLabel('Desde').fill('32');
    await capacity.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/[?&]capacidadGB=32%3A/);
    await expect.poll(() => resultsCount(page)).toBeLessThanOrEqual(count);
    for (const card of await settledCards(page)) expect(card.name).toMatch(/DDR5/i);
    if (mobile) {
      await openFilters(page, mobile);
      await saveScreenshot(page, testInfo, 'results-spec-filter');
    }
  });

  test("'Nosotros' credits BuildCores OpenDB", async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'BuildCores OpenDB' })).toBeVisible();
  });
});
