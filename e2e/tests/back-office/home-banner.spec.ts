import { useSession } from '../../support/auth';
import { bannerPng, createStoreViaApi, devSignIn, toast, uniqueTag } from '../../support/back-office';
import { expect, test } from '../../support/test';

/* Configuración → a desktop banner for a store → the home carousel shows it and links to the store. */

test('a banner uploaded in Configuración shows on the home carousel', async ({ page, request }) => {
  const tag = uniqueTag();
  const session = await devSignIn(request);
  const store = await createStoreViaApi(request, session, {
    nombre: `Banner E2E ${tag}`,
    url: `banner-${tag}.com.ar`,
    correosAutorizados: [`banner-${tag}@tienda-e2e.com.ar`],
  });
  await useSession(page, session);

  await page.goto('/back-office/settings');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  const banners = page.getByRole('region', { name: 'Banners' });
  // Without a store the upload is refused on the spot.
  await banners.getByLabel('Subir banner (JPG, PNG, JPEG)').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  await expect(banners.getByRole('alert')).toHaveText(
    'Por favor selecciona una tienda antes de subir un banner.',
  );

  await banners.getByLabel('Tienda', { exact: true }).selectOption({ label: store.nombre });
  await expect(banners.getByRole('button', { name: 'Escritorio' })).toHaveAttribute('aria-pressed', 'true');
  await banners.getByLabel('Subir banner (JPG, PNG, JPEG)').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  await expect(toast(page, 'Banner creado con Éxito')).toBeVisible();

  // Home: the carousel is shuffled; step through it until the new banner is the one shown.
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Tiendas destacadas' });
  const slide = carousel
    .getByTestId('banner-slide')
    .filter({ has: page.getByAltText(`Banner de ${store.nombre}`) });
  await expect(slide).toHaveCount(1);
  // Hovering pauses the rotation, so only the arrow moves it.
  await carousel.hover();
  const slides = await carousel.getByTestId('banner-slide').count();
  for (let step = 0; step < slides && (await slide.getAttribute('aria-hidden')) === 'true'; step++)
    await carousel.getByRole('button', { name: 'Banner siguiente' }).click();
  const image = carousel.getByRole('img', { name: `Banner de ${store.nombre}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // It leads to the store's catalogue.
  await image.click();
  await expect(page).toHaveURL(new RegExp(`/search-result/\\?stores=${store.id}&`));
});
