import { publicStores } from '../../support/catalog';
import { expect, isMobileProject, test } from '../../support/test';

/** Stores the page lists: status 'Activa', never store 145 (spec section 2). */
async function listedStores(request: Parameters<typeof publicStores>[0]) {
  return (await publicStores(request)).filter((s) => s.estado?.nombre === 'Activa' && s.id !== 145);
}

test('stores page: count, province filter with its chip, name filter from the header, paging', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  const stores = await listedStores(request);
  expect(stores.length).toBeGreaterThan(6);

  await page.goto('/stores');
  const count = page.getByRole('status').filter({ hasText: /Tiendas Disponibles$/ });
  const cards = page.getByRole('region', { name: 'Tiendas' }).getByRole('article');
  await expect(count).toHaveText(`${stores.length} Tiendas Disponibles`);
  await expect(cards).toHaveCount(6);

  // Paging: 6 per page.
  const pagination = page.getByRole('navigation', { name: 'Páginas de tiendas' });
  await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(Math.min(6, stores.length - 6));

  // Province filter: desktop shows 4 provinces and 'Ver más'; mobile shows them all.
  const provinces = page.getByRole('list', { name: 'Provincias' }).getByRole('button');
  if (!mobile) {
    await expect(provinces).toHaveCount(4);
    await page.getByRole('button', { name: 'Ver más' }).click();
    await expect(page.getByRole('button', { name: 'Ver menos' })).toBeVisible();
  }
  expect(await provinces.count()).toBeGreaterThan(4);
  const choice = provinces.filter({ hasText: /\((?:[2-5])\)$/ }).first();
  const [, provinceName, provinceCount] = /^(.+?) \((\d+)\)$/.exec((await choice.textContent())!.trim())!;
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(`${provinceCount} Tiendas Disponibles`);
  await expect(cards).toHaveCount(Number(provinceCount));
  const chipRemove = page.getByRole('button', { name: 'Quitar filtro de provincia' });
  await expect(chipRemove).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tiendas' }).getByText(provinceName!, { exact: true }),
  ).toBeVisible();
  await chipRemove.click();
  await expect(count).toHaveText(`${stores.length} Tiendas Disponibles`);
  await expect(chipRemove).toHaveCount(0);

  // Name filter: the header's field filters as you type; empty shows them all again.
  const target = stores[stores.length - 1]!;
  const nameFilter = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar tiendas por nombre' });
  const fragment = target.nombre.split(' ')[0]!.slice(0, 5);
  const matching = stores.filter((s) =>
    s.nombre
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .includes(
        fragment
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      ),
  );
  await nameFilter.pressSequentially(fragment.toLowerCase(), { delay: 30 });
  await expect(count).toHaveText(`${matching.length} Tiendas Disponibles`);
  await expect(page.getByRole('heading', { name: target.nombre, exact: true })).toBeVisible();
  await nameFilter.fill('no hay ninguna tienda así');
  await expect(count).toHaveText('0 Tiendas Disponibles');
  await expect(page.getByText('No se encontraron resultados para tu búsqueda.')).toBeVisible();
  await nameFilter.fill('');
  await expect(count).toHaveText(`${stores.length} Tiendas Disponibles`);

  // 'Catálogo' opens the store's results.
  const first = cards.first();
  const firstName = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: `Catálogo de ${firstName}` }).click();
  await expect(page).toHaveURL(/\/search-result\/\?stores=\d+&storeName=/);
  await expect(page.getByRole('heading', { name: 'Resultados de la Búsqueda' })).toBeVisible();
});
