import { describe, expect, it } from 'vitest';
import {
  parsePrestaShopHtml,
  parsePrestaShopJson,
  prestaShopCategoryLinks,
  prestashopReader,
} from './prestashop';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';

const BASE = 'https://www.ps-hardware.com.ar';

// Markup of PrestaShop 1.7's classic theme (catalog/_partials/miniatures/product.tpl), Spanish locale.
function miniature(
  id: number,
  opts: { price: string; regular?: string; outOfStock?: boolean; relativeImage?: boolean },
) {
  const img = opts.relativeImage ? `/${id}-home_default/ssd.jpg` : `${BASE}/${id}-home_default/ssd.jpg`;
  return `<article class="product-miniature js-product-miniature" data-id-product="${id}" data-id-product-attribute="0" itemscope itemtype="http://schema.org/Product">
    <div class="thumbnail-container">
      <a href="${BASE}/almacenamiento/${id}-ssd-kingston-a400-480gb.html" class="thumbnail product-thumbnail">
        <img src="${img}" alt="SSD" data-full-size-image-url="${opts.relativeImage ? '' : `${BASE}/${id}-large_default/ssd.jpg`}">
      </a>
      <div class="product-description">
        <h2 class="h3 product-title" itemprop="name"><a href="${BASE}/almacenamiento/${id}-ssd-kingston-a400-480gb.html">SSD Kingston A400 480GB #${id}</a></h2>
        <div class="product-price-and-shipping">
          ${opts.regular ? `<span class="sr-only">Precio base</span><span class="regular-price">${opts.regular}</span><span class="discount-percentage discount-product">-10%</span>` : ''}
          <span class="sr-only">Precio</span>
          <span itemprop="price" class="price">${opts.price}</span>
        </div>
      </div>
      <ul class="product-flags">${opts.outOfStock ? '<li class="product-flag out_of_stock">Agotado</li>' : ''}</ul>
    </div>
  </article>`;
}

const listingPage = (items: string[], next?: string) => `<html><body>
  <div id="js-product-list-header"><div class="block-category card card-block"><h1 class="h1">Almacenamiento</h1></div></div>
  <div id="js-product-list"><div class="products row">${items.join('')}</div>
  <nav class="pagination"><ul class="page-list">${next ? `<li><a rel="next" href="${next}" class="next js-search-link">Siguiente</a></li>` : ''}</ul></nav></div>
</body></html>`;

describe('parsePrestaShopHtml', () => {
  it('reads miniatures: shown price, regular price, flags, relative images, the category heading', () => {
    const html = listingPage([
      miniature(1, { price: '$\u00a045.999,00', regular: '$\u00a051.110,00' }),
      miniature(2, { price: '$ 39.999', outOfStock: true, relativeImage: true }),
    ]);
    const { drafts } = parsePrestaShopHtml(html, `${BASE}/3-almacenamiento?page=1`);
    expect(drafts[0]).toMatchObject({
      externalId: '1',
      name: 'SSD Kingston A400 480GB #1',
      price: 45999,
      listPrice: 51110,
      inStock: true,
      categoryHints: ['Almacenamiento'],
    });
    expect(drafts[0]!.images).toEqual([`${BASE}/1-large_default/ssd.jpg`]);
    expect(drafts[1]).toMatchObject({ price: 39999, inStock: false, images: ['/2-home_default/ssd.jpg'] });
  });
});

describe('parsePrestaShopJson', () => {
  it('reads the AJAX listing answer and its pagination', () => {
    const answer = {
      products: [
        {
          id_product: '31',
          name: 'Fuente Corsair CV650',
          url: `${BASE}/fuentes/31-fuente-corsair-cv650.html`,
          price: '$ 89.999,00',
          price_amount: 89999,
          regular_price_amount: 99999,
          has_discount: true,
          cover: { large: { url: `${BASE}/88-large_default/cv650.jpg` } },
          reference: 'CP-9020236',
          ean13: '0840006625362',
          manufacturer_name: 'Corsair',
          category_name: 'Fuentes',
          availability: 'available',
        },
      ],
      pagination: { total_items: 13, current_page: 1, pages_count: 2 },
    };
    const { drafts, nextUrl } = parsePrestaShopJson(answer, `${BASE}/9-fuentes?page=1`);
    expect(drafts[0]).toMatchObject({
      price: 89999,
      listPrice: 99999,
      brand: 'Corsair',
      sku: 'CP-9020236',
      ean: '0840006625362',
      categoryHints: ['Fuentes'],
    });
    expect(nextUrl).toBe(`${BASE}/9-fuentes?page=2`);
  });
});

describe('prestashopReader.read', () => {
  it('finds the categories in the home menu and follows each listing to its last page', async () => {
    const home = `<html><head><script>var prestashop = {"currency":{"iso_code":"ARS"}};</script></head><body>
      <div id="_desktop_top_menu"><ul class="top-menu">
        <li><a href="${BASE}/3-almacenamiento">Almacenamiento</a></li>
        <li><a href="/content/1-entrega">Entrega</a></li>
        <li><a href="${BASE}/index.php?id_category=9&controller=category">Fuentes</a></li>
      </ul></div></body></html>`;
    const fetcher = new RouteFetcher({
      '/': { body: home },
      '/3-almacenamiento?page=1': {
        body: listingPage(
          [miniature(1, { price: '$ 45.999' }), miniature(2, { price: '$ 39.999' })],
          `${BASE}/3-almacenamiento?page=2`,
        ),
      },
      '/3-almacenamiento?page=2': {
        body: listingPage([miniature(2, { price: '$ 39.999' }), miniature(3, { price: 'Consultar' })]),
      },
      '/index.php?id_category=9&controller=category&page=1': {
        body: { products: [], rendered_products: listingPage([miniature(4, { price: '$ 12.000' })]) },
      },
    });
    const { listings, issues } = await collect(prestashopReader, testContext(BASE, fetcher));
    expect(listings.map((l) => [l.externalId, l.price])).toEqual([
      ['1', 45999],
      ['2', 39999],
      ['4', 12000],
    ]);
    expect(issues).toEqual([expect.objectContaining({ message: expect.stringContaining('sin precio') })]);
    expect(fetcher.requests[1]?.options?.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('recognises a PrestaShop home page and category links', () => {
    expect(
      prestaShopCategoryLinks(
        '<a href="/es/12-placas-de-video">x</a><a href="/es/placas/5-rtx.html">y</a>',
        `${BASE}/`,
      ),
    ).toEqual([`${BASE}/es/12-placas-de-video`]);
  });
});
