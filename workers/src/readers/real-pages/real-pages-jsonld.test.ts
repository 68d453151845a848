/**
 * The JSON-LD blocks real Argentine stores print on their listing and product pages (SOURCES.md), put
 * back into a page and read the way a store update reads it (sitemap → page → jsonld reader), against
 * the values a person read from each block by hand (`expected/<page>.json`). A product whose block
 * gives no price a person can vouch for has `price: null` there: it must not be published.
 */
import { expect, it } from 'vitest';
import { readFromSitemap } from '../testing/sitemap-site';
import { expectSameAs, describeSaved, saved } from './hand-read';

/** A page at `path` of `base`, listed in the site's sitemap, carrying `block` as its JSON-LD. */
const readBlock = (base: string, path: string, block: string) =>
  readFromSitemap(
    base,
    path,
    `<!doctype html><html><head><script type="application/ld+json">${block}</script></head><body></body></html>`,
  );

describeSaved('ItemList JSON-LD of VTEX IO listing pages', () => {
  // Two products give their one offer two prices ten times apart (VTEX's spotPrice as the offer's
  // price, its Price as highPrice): neither may be published as the price.
  it('www.vea.com.ar: 8 products, the two whose block contradicts itself not published', async () => {
    const block = saved('www.vea.com.ar/vea-2024-noquis-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.vea.com.ar', '/busca?ft=noquis', block);
    expect(listings).toHaveLength(6);
    expect(issues).toHaveLength(2);
    expectSameAs(listings, 'vea-2024-noquis-itemlist-jsonld', 'https://www.vea.com.ar', {
      first: true,
      issues,
    });
  });

  it('www.simplicity.com.ar: 6 products, all out of stock, at the price the block states', async () => {
    const block = saved('www.simplicity.com.ar/simplicity-2024-cremas-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.simplicity.com.ar', '/cuidado-personal', block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(6);
    expectSameAs(listings, 'simplicity-2024-cremas-itemlist-jsonld', 'https://www.simplicity.com.ar', {
      first: true,
      issues,
    });
  });

  it('www.bulonfer.com: products of many SKUs at their cheapest one (the first 12 of 20 checked)', async () => {
    const block = saved('www.bulonfer.com/bulonfer-2024-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.bulonfer.com', '/ofertas', block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(20);
    expectSameAs(listings, 'bulonfer-2024-itemlist-jsonld', 'https://www.bulonfer.com', {
      first: true,
      issues,
    });
  });
});

describeSaved('Product JSON-LD of a Tiendanube product page', () => {
  it('naturaldieteticaonline.com.ar: a price written "1413.59" is $1.413,59, not 141359', async () => {
    const path = '/productos/j-croc-papas-fritas-65-g/';
    const block = saved('naturaldieteticaonline.com.ar/naturaldietetica-2024-papas-jsonld.json');
    const { listings, issues } = await readBlock('https://naturaldieteticaonline.com.ar', path, block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(1);
    expectSameAs(listings, 'naturaldietetica-2024-papas-jsonld', 'https://naturaldieteticaonline.com.ar', {
      first: true,
      issues,
    });
  });
});
