/**
 * The JSON-LD blocks real Argentine stores print on their listing and product pages (SOURCES.md), put
 * back into a page and read the way a store update reads it (sitemap → page → jsonld reader), against
 * the values a person read from each block by hand (`expected/<page>.json`). A product whose block
 * gives no price a person can vouch for has `price: null` there: it must not be published.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonldReader } from '../jsonld';
import { collect, testContext } from '../testing/collect';
import { RouteFetcher } from '../testing/route-fetcher';
import type { ListingDraft } from '../shared/listing';
import type { ReadIssue } from '../types';

const file = (path: string) => readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');

interface Expected {
  name: string;
  /** Null: the block gives no price a person can vouch for; nothing may be published. */
  price: number | null;
  listPrice: number | null;
  cashPrice: number | null;
  currency: 'ARS' | 'USD';
  inStock: boolean;
  url: string;
}

function expectedOf(name: string): Expected[] {
  const data = JSON.parse(file(`expected/${name}.json`)) as { kind: string; items?: Expected[] } & Expected;
  return (data.kind === 'listing' ? data.items! : [data]).map((e) => ({
    url: e.url,
    name: e.name,
    price: e.price,
    listPrice: e.listPrice,
    cashPrice: e.cashPrice,
    currency: e.currency,
    inStock: e.inStock,
  }));
}

const asRead = (l: ListingDraft) => ({
  url: l.url,
  name: l.name,
  price: l.price,
  listPrice: l.listPrice ?? null,
  cashPrice: l.cashPrice ?? null,
  currency: l.currency,
  inStock: l.inStock,
});

/**
 * The published listings are exactly the hand-read ones that have a price, in page order (the first
 * ones when only those were read); each one without a price is reported, not published.
 */
function expectSameAs(listings: ListingDraft[], issues: ReadIssue[], name: string) {
  const expected = expectedOf(name);
  const priced = expected.filter((e) => e.price !== null);
  const unpriced = expected.filter((e) => e.price === null).map((e) => e.url);
  expect(listings.slice(0, priced.length).map(asRead)).toEqual(
    priced.map((e) => ({ ...e, name: e.name.replace(/\s+/g, ' ').trim() })),
  );
  expect(listings.filter((l) => unpriced.includes(l.url!))).toEqual([]);
  expect(issues.filter((i) => unpriced.includes(i.where)).map((i) => [i.where, i.kind])).toEqual(
    unpriced.map((url) => [url, 'no-price']),
  );
}

/** A page at `path` of `base`, listed in the site's sitemap, carrying `block` as its JSON-LD. */
async function readBlock(base: string, path: string, block: string) {
  const html = `<!doctype html><html><head><script type="application/ld+json">${block}</script></head><body></body></html>`;
  const fetcher = new RouteFetcher({
    '/robots.txt': { body: `User-agent: *\nSitemap: ${base}/sitemap.xml\n` },
    '/sitemap.xml': {
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}${path}</loc></url></urlset>`,
    },
    [path]: { body: html, headers: { 'content-type': 'text/html; charset=utf-8' } },
  });
  return collect(jsonldReader, testContext(base, fetcher));
}

describe('ItemList JSON-LD of VTEX IO listing pages', () => {
  // Two products give their one offer two prices ten times apart (VTEX's spotPrice as the offer's
  // price, its Price as highPrice): neither may be published as the price.
  it('www.vea.com.ar: 8 products, the two whose block contradicts itself not published', async () => {
    const block = file('pages/www.vea.com.ar/vea-2024-noquis-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.vea.com.ar', '/busca?ft=noquis', block);
    expect(listings).toHaveLength(6);
    expect(issues).toHaveLength(2);
    expectSameAs(listings, issues, 'vea-2024-noquis-itemlist-jsonld');
  });

  it('www.simplicity.com.ar: 6 products, all out of stock, at the price the block states', async () => {
    const block = file('pages/www.simplicity.com.ar/simplicity-2024-cremas-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.simplicity.com.ar', '/cuidado-personal', block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(6);
    expectSameAs(listings, issues, 'simplicity-2024-cremas-itemlist-jsonld');
  });

  it('www.bulonfer.com: products of many SKUs at their cheapest one (the first 12 of 20 checked)', async () => {
    const block = file('pages/www.bulonfer.com/bulonfer-2024-itemlist-jsonld.json');
    const { listings, issues } = await readBlock('https://www.bulonfer.com', '/ofertas', block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(20);
    expectSameAs(listings, issues, 'bulonfer-2024-itemlist-jsonld');
  });
});

describe('Product JSON-LD of a Tiendanube product page', () => {
  it('naturaldieteticaonline.com.ar: a price written "1413.59" is $1.413,59, not 141359', async () => {
    const path = '/productos/j-croc-papas-fritas-65-g/';
    const block = file('pages/naturaldieteticaonline.com.ar/naturaldietetica-2024-papas-jsonld.json');
    const { listings, issues } = await readBlock('https://naturaldieteticaonline.com.ar', path, block);
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(1);
    expectSameAs(listings, issues, 'naturaldietetica-2024-papas-jsonld');
  });
});
