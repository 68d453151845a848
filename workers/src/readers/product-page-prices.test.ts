/**
 * Product pages whose structured data is incomplete, encoded, nested or wrong. Each page below is an
 * excerpt in the exact markup its platform prints (the parts the reader looks at), with Argentine
 * store content.
 */
import { describe, expect, it } from 'vitest';
import { readFromSitemap } from './testing/sitemap-site';

const BASE = 'https://tienda.example.com.ar';

/** Reads one product page the way a store update does (sitemap → page): listings and reading problems. */
const readPage = (path: string, html: string) => readFromSitemap(BASE, path, html);

const page = (head: string, body = '') =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('structured data nested or encoded', () => {
  it("reads the AggregateOffer's lowPrice when its inner offers carry no price", async () => {
    const { listings, issues } = await readPage(
      '/producto/monitor-samsung-24-f24t350',
      page(
        jsonLd({
          '@context': 'https://schema.org/',
          '@type': 'Product',
          name: 'Monitor Samsung 24" F24T350 IPS 75Hz FreeSync',
          sku: 'LF24T350FHLCZB',
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: '189999.00',
            highPrice: '199999.00',
            offerCount: 2,
            priceCurrency: 'ARS',
            offers: [
              {
                '@type': 'Offer',
                availability: 'https://schema.org/InStock',
                url: `${BASE}/producto/monitor-samsung-24-f24t350?color=negro`,
              },
              { '@type': 'Offer', availability: 'https://schema.org/OutOfStock' },
            ],
          },
        }),
      ),
    );
    expect(issues).toEqual([]);
    expect(listings).toEqual([
      expect.objectContaining({
        name: 'Monitor Samsung 24" F24T350 IPS 75Hz FreeSync',
        price: 189999,
        currency: 'ARS',
        inStock: true,
        sku: 'LF24T350FHLCZB',
      }),
    ]);
  });

  it('takes the cheapest available inner offer when they are priced', async () => {
    const { listings } = await readPage(
      '/p/ssd-kingston-nv2-1tb',
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Disco SSD Kingston NV2 1TB M.2 NVMe',
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: 72000,
            priceCurrency: 'ARS',
            offers: [
              { '@type': 'Offer', price: 72000, availability: 'https://schema.org/OutOfStock' },
              { '@type': 'Offer', price: 74500, availability: 'https://schema.org/InStock' },
            ],
          },
        }),
      ),
    );
    expect(listings).toEqual([expect.objectContaining({ price: 74500, currency: 'ARS', inStock: true })]);
  });

  it('decodes HTML entities stores leave inside JSON-LD strings', async () => {
    const { listings } = await readPage(
      '/producto/notebook-hp-15-fd0133wm',
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'NOTEBOOK HP 15-FD0133WM I3-N305 8GB RAM 256GB 15.6&quot; FHD SILVER',
          brand: { '@type': 'Brand', name: 'HP &amp; Compa&ntilde;&iacute;a' },
          offers: {
            '@type': 'Offer',
            price: '699999',
            priceCurrency: 'ARS',
            availability: 'https://schema.org/InStock',
          },
        }),
      ),
    );
    expect(listings).toEqual([
      expect.objectContaining({
        name: 'NOTEBOOK HP 15-FD0133WM I3-N305 8GB RAM 256GB 15.6" FHD SILVER',
        brand: 'HP & Compañía',
        price: 699999,
      }),
    ]);
  });

  it('finds a microdata name on a link, and inside an untyped wrapper scope', async () => {
    const link = await readPage(
      '/mouse-logitech-g203',
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Product">
           <h2><a itemprop="name" href="${BASE}/mouse-logitech-g203">Mouse Gamer Logitech G203 Lightsync Negro</a></h2>
           <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
             <span itemprop="priceCurrency" content="ARS">$</span><span itemprop="price" content="32999">32.999</span>
             <link itemprop="availability" href="https://schema.org/InStock">
           </div>
         </div>`,
      ),
    );
    expect(link.listings).toEqual([
      expect.objectContaining({
        name: 'Mouse Gamer Logitech G203 Lightsync Negro',
        price: 32999,
        currency: 'ARS',
      }),
    ]);
    const wrapped = await readPage(
      '/teclado-redragon-kumara',
      page(
        '',
        `<div itemscope itemtype="http://schema.org/Product">
           <div itemscope><h1 itemprop="name">Teclado Mecánico Redragon Kumara K552 RGB</h1></div>
           <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
             <meta itemprop="price" content="45999.00"><meta itemprop="priceCurrency" content="ARS">
           </div>
         </div>`,
      ),
    );
    expect(wrapped.issues).toEqual([]);
    expect(wrapped.listings).toEqual([
      expect.objectContaining({ name: 'Teclado Mecánico Redragon Kumara K552 RGB', price: 45999 }),
    ]);
  });
});

describe('the price a shopper sees', () => {
  it('reads a Magento 1 product page, which has no structured price, from its price box', async () => {
    const magento1 = (priceBox: string) =>
      page(
        `<meta property="og:type" content="product"><meta property="og:title" content="Disco Sólido SSD Kingston A400 480GB SATA3">
         <meta property="og:url" content="${BASE}/disco-ssd-kingston-a400-480gb.html">`,
        `<div class="main"><div class="product-view"><div class="product-essential">
           <form action="${BASE}/checkout/cart/add/product/5321/" id="product_addtocart_form">
             <div class="product-shop"><div class="product-name"><h1>Disco Sólido SSD Kingston A400 480GB SATA3</h1></div>
               ${priceBox}
             </div></form></div>
           <div class="box-collateral box-related"><div class="price-box"><span class="regular-price" id="product-price-77"><span class="price">$ 9.999,00</span></span></div></div>
         </div></div>`,
      );
    const regular = await readPage(
      '/disco-ssd-kingston-a400-480gb.html',
      magento1(
        `<div class="price-box"><span class="regular-price" id="product-price-5321"><span class="price">$ 52.999,00</span></span></div>`,
      ),
    );
    expect(regular.issues).toEqual([]);
    expect(regular.listings).toEqual([
      expect.objectContaining({
        name: 'Disco Sólido SSD Kingston A400 480GB SATA3',
        price: 52999,
        currency: 'ARS',
      }),
    ]);

    const onSale = await readPage(
      '/disco-ssd-kingston-a400-480gb.html',
      magento1(`<div class="price-box">
          <p class="old-price"><span class="price-label">Precio regular:</span><span class="price" id="old-price-5321">$ 52.999,00</span></p>
          <p class="special-price"><span class="price-label">Precio especial</span><span class="price" id="product-price-5321">$ 45.999,00</span></p>
        </div>`),
    );
    expect(onSale.listings).toEqual([expect.objectContaining({ price: 45999, listPrice: 52999 })]);
  });

  it('publishes the visible price when the JSON-LD says another, and records the disagreement', async () => {
    const { listings, issues } = await readPage(
      '/producto/fuente-corsair-cv650',
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Fuente Corsair CV650 650W 80 Plus Bronze',
          offers: {
            '@type': 'Offer',
            price: 150000,
            priceCurrency: 'ARS',
            availability: 'https://schema.org/InStock',
          },
        }),
        `<main><h1>Fuente Corsair CV650 650W 80 Plus Bronze</h1><div class="product-price">$ 120.000</div></main>`,
      ),
    );
    expect(listings).toEqual([
      expect.objectContaining({ name: 'Fuente Corsair CV650 650W 80 Plus Bronze', price: 120000 }),
    ]);
    expect(issues).toEqual([
      {
        where: `${BASE}/producto/fuente-corsair-cv650`,
        message:
          '"Fuente Corsair CV650 650W 80 Plus Bronze": los datos estructurados dicen 150000 y la página muestra 120000; se publica el precio visible',
        kind: 'price-disagreement',
      },
    ]);
  });

  it('reads WooCommerce and Tiendanube price boxes (sale price first), agreeing with the JSON-LD: no problem', async () => {
    const product = (price: number) =>
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz',
        offers: [
          {
            '@type': 'Offer',
            price: String(price),
            priceCurrency: 'ARS',
            availability: 'http://schema.org/InStock',
          },
        ],
      });
    const woo = await readPage(
      '/producto/memoria-kingston-fury-16gb',
      page(
        product(45999),
        `<div class="product type-product"><div class="summary entry-summary"><h1 class="product_title">Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz</h1>
          <p class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>52.999</bdi></span></del>
          <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>45.999</bdi></span></ins></p></div></div>`,
      ),
    );
    expect(woo.issues).toEqual([]);
    expect(woo.listings).toEqual([expect.objectContaining({ price: 45999 })]);

    const nube = await readPage(
      '/productos/memoria-kingston-fury-16gb/',
      page(
        product(45999),
        `<div id="single-product" class="js-product-detail"><h1>Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz</h1>
          <span class="js-compare-price-display price-compare" id="compare_price_display">$52.999</span>
          <span class="js-price-display" id="price_display">$45.999</span>
          <span class="js-installment-price installment-price" style="display: none;">$15.333</span></div>`,
      ),
    );
    expect(nube.issues).toEqual([]);
    expect(nube.listings).toEqual([expect.objectContaining({ price: 45999 })]);
  });

  it('keeps the structured price when the page shows several candidate amounts (unsure: no override)', async () => {
    const { listings, issues } = await readPage(
      '/producto/gabinete-lian-li-216',
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Gabinete Lian Li Lancool 216 ARGB',
          offers: { '@type': 'Offer', price: 140000, priceCurrency: 'ARS' },
        }),
        `<div class="product-price">$ 140.000</div><div class="related"><div class="product-price">$ 99.000</div></div>`,
      ),
    );
    expect(issues).toEqual([]);
    expect(listings).toEqual([expect.objectContaining({ price: 140000 })]);
  });
});

describe('structured sources that disagree', () => {
  // A store's JSON-LD said 150 000 while its product:price:amount and its page said 120 000: it was
  // published at 150 000. The page's markup is none a reader knows; the price is only printed on it.
  const disagreeing = (shown: string) =>
    page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Monitor LG 27GR75Q 27" QHD 165Hz',
        offers: {
          '@type': 'Offer',
          price: 150000,
          priceCurrency: 'ARS',
          availability: 'https://schema.org/InStock',
        },
      }) +
        '<meta property="og:type" content="product"><meta property="product:price:amount" content="120000">' +
        '<meta property="product:price:currency" content="ARS">',
      `<main><h1>Monitor LG 27GR75Q 27" QHD 165Hz</h1><div class="ficha"><span class="precio-final">${shown}</span></div>
       <p>Envío gratis en compras superiores a $ 50.000</p></main>`,
    );
  const where = `${BASE}/producto/monitor-lg-27gr75q`;

  it('publishes the price the page confirms, and reports the disagreement', async () => {
    const { listings, issues } = await readPage('/producto/monitor-lg-27gr75q', disagreeing('$ 120.000'));
    expect(listings).toEqual([
      expect.objectContaining({ name: 'Monitor LG 27GR75Q 27" QHD 165Hz', price: 120000 }),
    ]);
    expect(issues).toEqual([
      {
        where,
        message:
          '"Monitor LG 27GR75Q 27" QHD 165Hz": los datos estructurados dicen 150000 y product:price:amount 120000; la página muestra 120000: se publica ese',
        kind: 'price-disagreement',
      },
    ]);
  });

  it('publishes none when the page confirms neither, or both, and reports it as a disagreement', async () => {
    for (const shown of ['Consultá el precio', '$ 150.000 <s>$ 120.000</s>']) {
      const { listings, issues } = await readPage('/producto/monitor-lg-27gr75q', disagreeing(shown));
      expect(listings, shown).toEqual([]);
      expect(issues, shown).toEqual([
        {
          where,
          message:
            '"Monitor LG 27GR75Q 27" QHD 165Hz": los datos estructurados dicen 150000 y product:price:amount 120000, y la página no confirma uno solo: no se publica',
          kind: 'price-disagreement',
        },
      ]);
    }
  });

  it('keeps the agreeing sources as they were: no problem', async () => {
    const { listings, issues } = await readPage(
      '/producto/monitor-lg-27gr75q',
      disagreeing('$ 150.000').replace('content="120000"', 'content="150000.00"'),
    );
    expect(issues).toEqual([]);
    expect(listings).toEqual([expect.objectContaining({ price: 150000 })]);
  });
});
