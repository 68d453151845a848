import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import { jsonldReader, parseJsonLdPage } from './jsonld';
import { finishListing } from './shared/listing';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';
import { PermanentReadError } from './types';

const usPage = (name: string) => readRealWorld('us-stores', `${name}.html`);
const finish = (name: string, url: string) =>
  parseJsonLdPage(usPage(name), url).map((d) =>
    finishListing(d, { pageUrl: url, readBy: 'jsonld', currency: 'ARS' }),
  );

describeRealWorld('us-stores', 'parseJsonLdPage on real US product pages', () => {
  it('overstock: JSON-LD product with breadcrumbs', () => {
    const url =
      'https://www.overstock.com/Home-Garden/Certified-International-Elegance-Canape-Plates-Set-of-6/29099468/product.html';
    expect(finish('overstock', url)).toEqual([
      {
        listing: expect.objectContaining({
          url,
          name: 'Certified International Elegance Canape Plates, Set of 6',
          price: 31.49,
          currency: 'USD',
          brand: 'Certified International',
          sku: '34092028',
          mpn: '23272SET6',
          inStock: true,
          categoryHints: ['Plates', 'Dinnerware', 'Kitchen & Dining', 'Home Goods'],
          images: [
            'https://ak1.ostkcdn.com/images/products/29099468/Certified-International-Elegance-Canape-Plates-Set-of-6-e7e197f7-64de-4314-9fb2-428da58b5aa1.jpg',
          ],
        }),
      },
    ]);
  });

  it('wayfair: the Product among a 3DModel, WebSite and BreadcrumbList', () => {
    const url = 'https://www.wayfair.com/furniture/pdp/wade-logan-penhook-2047-wide-armchair-w005759888.html';
    const [result] = finish('wayfair', url);
    expect(result).toEqual({
      listing: expect.objectContaining({
        name: "Penhook 20.47'' Wide Armchair",
        price: 111.99,
        currency: 'USD',
        brand: 'Wade Logan®',
        sku: 'W005759888',
      }),
    });
  });

  it('costco: microdata product, priced by its OpenGraph product tags', () => {
    const url =
      'https://www.costco.com/afa-stainless-33-inch-sink-and-semi-pro-faucet-combo.product.100432602.html';
    const [result] = finish('costco', url);
    expect(result).toEqual({
      listing: expect.objectContaining({
        name: 'AFA Stainless 33-inch Sink and Semi Pro Faucet Combo',
        price: 329.99,
        currency: 'USD',
        sku: '1275464',
        brand: 'AFA',
        inStock: true,
      }),
    });
  });

  it('etsy: a price in euros is reported, never stored as pesos', () => {
    const [result] = finish(
      'etsy',
      'https://www.etsy.com/es/listing/550571276/el-original-he-y-hay-calabaza-decoracion',
    );
    expect(result).toEqual({
      issue: expect.objectContaining({ message: expect.stringContaining('moneda EUR no soportada') }),
    });
  });

  it('globalindustrial: the price only exists in a script, so the listing is reported as missing one', () => {
    const [result] = finish(
      'globalindustrial',
      'https://www.globalindustrial.com/p/work-benches/components/tops/60-x-24-maple-square-edge-bench-top',
    );
    expect(result).toEqual({
      issue: expect.objectContaining({ message: expect.stringContaining('sin precio') }),
    });
  });
});

const BASE = 'https://www.hardware.com.ar';
const productPage = (n: number, price: string) => `<html><head><title>x</title>
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
  {"@type":"Product","name":"Procesador AMD Ryzen 5 ${n}","sku":"R5-${n}","gtin13":"0730143314442","image":["/img/r5-${n}.jpg"],
   "offers":{"@type":"Offer","price":"${price}","priceCurrency":"ARS","availability":"https://schema.org/InStock"}}]}</script></head><body></body></html>`;

describe('jsonldReader.read', () => {
  it('follows robots.txt to a sitemap index, reads gzip sitemaps and every product page', async () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>${BASE}/product-sitemap.xml.gz</loc></sitemap><sitemap><loc>${BASE}/page-sitemap.xml</loc></sitemap></sitemapindex>`;
    const products = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>${BASE}/p/ryzen-1</loc></url><url><loc>${BASE}/p/ryzen-2</loc></url><url><loc>${BASE}/p/ryzen-3</loc></url><url><loc>${BASE}/p/ryzen-1</loc></url></urlset>`;
    const fetcher = new RouteFetcher({
      '/robots.txt': { body: `User-agent: *\nDisallow: /carrito\nSitemap: ${BASE}/sitemap_index.xml\n` },
      '/sitemap_index.xml': { body: index },
      '/product-sitemap.xml.gz': {
        body: '',
        bytes: gzipSync(products),
        headers: { 'content-type': 'application/x-gzip' },
      },
      '/p/ryzen-1': { body: productPage(1, '239999.00') },
      '/p/ryzen-2': { body: '<html><body>Sin datos estructurados</body></html>' },
      '/p/ryzen-3': { body: productPage(3, '') },
    });
    const { listings, issues } = await collect(jsonldReader, testContext(BASE, fetcher));
    expect(listings).toEqual([
      expect.objectContaining({
        url: `${BASE}/p/ryzen-1`,
        name: 'Procesador AMD Ryzen 5 1',
        price: 239999,
        ean: '0730143314442',
        images: [`${BASE}/img/r5-1.jpg`],
        readBy: 'jsonld',
      }),
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ where: `${BASE}/p/ryzen-3`, message: expect.stringContaining('sin precio') }),
    ]);
    // The page sitemap is not read when the index names a product sitemap.
    expect(fetcher.requests.map((r) => new URL(r.url).pathname)).not.toContain('/page-sitemap.xml');
  });

  it('fails permanently when the site has no sitemap', async () => {
    await expect(collect(jsonldReader, testContext(BASE, new RouteFetcher({})))).rejects.toBeInstanceOf(
      PermanentReadError,
    );
  });
});
