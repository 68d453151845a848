import { searchCatalog } from '../../support/catalog';
import { saveScreenshot } from '../../support/screenshots';
import { expect, test } from '../../support/test';

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

  test("'Nosotros' credits BuildCores OpenDB", async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'BuildCores OpenDB' })).toBeVisible();
  });
});
