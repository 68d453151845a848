/**
 * What the real-page tests share: the saved pages (kept outside the repository, in the real-world
 * folder's ar-stores/pages/, see SOURCES.md), the values a person read from them by hand
 * (expected/<page>.json, with notes on where each value is), and reading a page with a store recipe.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { describeRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { recipeReader } from '../recipe';
import type { ListingDraft } from '../shared/listing';
import { collect, testContext } from '../testing/collect';
import { RouteFetcher } from '../testing/route-fetcher';
import type { ReadIssue } from '../types';

const PAGES = 'ar-stores/pages';

/** A saved page, by its path under ar-stores/pages/ of the real-world folder. */
export const saved = (path: string) => readRealWorld(PAGES, path);

/** A suite over saved pages: skipped, saying why, where the real-world folder is not at hand. */
export const describeSaved = (title: string, body: () => void) => describeRealWorld(PAGES, title, body);

/** One product as a person read it. Null: the page does not say (stock, link), or gives no price to vouch for. */
export interface HandRead {
  name: string;
  price: number | null;
  listPrice: number | null;
  cashPrice: number | null;
  currency: 'ARS' | 'USD';
  inStock: boolean | null;
  url: string | null;
}

export function handRead(name: string): HandRead[] {
  const data = JSON.parse(readFileSync(new URL(`./expected/${name}.json`, import.meta.url), 'utf8')) as {
    kind: string;
    items?: HandRead[];
  } & HandRead;
  return (data.kind === 'listing' ? data.items! : [data]).map((e) => ({
    name: e.name,
    price: e.price,
    listPrice: e.listPrice,
    cashPrice: e.cashPrice,
    currency: e.currency,
    inStock: e.inStock,
    url: e.url,
  }));
}

/** What the reader published, in the hand-read terms (stock and link unchecked where the person could not tell). */
export function asRead(listing: ListingDraft, known: HandRead): HandRead {
  return {
    name: listing.name!,
    price: listing.price ?? null,
    listPrice: listing.listPrice ?? null,
    cashPrice: listing.cashPrice ?? null,
    currency: listing.currency as 'ARS' | 'USD',
    inStock: known.inStock === null ? null : (listing.inStock ?? null),
    url: known.url === null ? null : (listing.url ?? null),
  };
}

/** A hand-read product as the reader should publish it: runs of spaces collapse, links are the site's. */
export function asPublished(known: HandRead, site: string): HandRead {
  return {
    ...known,
    name: known.name.replace(/\s+/g, ' ').trim(),
    url: known.url === null ? null : new URL(known.url, site).href,
  };
}

/**
 * The reader's listings against the hand-read products that have a price, in page order: all of them,
 * or with `first` the first ones (when only those were read by hand). A product the person found no
 * price for is not published, and, given the read's `issues`, is reported as having none.
 */
export function expectSameAs(
  listings: ListingDraft[],
  name: string,
  site: string,
  options: { first?: boolean; issues?: ReadIssue[] } = {},
) {
  const known = handRead(name);
  const priced = known.filter((e) => e.price !== null);
  const compared = options.first ? listings.slice(0, priced.length) : listings;
  expect(compared.map((l, i) => asRead(l, priced[i] ?? priced[0]!))).toEqual(
    priced.map((e) => asPublished(e, site)),
  );
  const unpriced = known.filter((e) => e.price === null).map((e) => asPublished(e, site).url);
  expect(listings.filter((l) => unpriced.includes(l.url ?? null))).toEqual([]);
  if (options.issues) {
    expect(options.issues.filter((i) => unpriced.includes(i.where)).map((i) => [i.where, i.kind])).toEqual(
      unpriced.map((url) => [url, 'no-price']),
    );
  }
}

/** A listing page or store API answer at `path` of `base` (the recipe's start URL), read with `recipe`. */
export async function readWithRecipe(base: string, path: string, body: string, recipe: RecipeInput) {
  const fetcher = new RouteFetcher({ [path]: { body } });
  return { ...(await collect(recipeReader, testContext(base, fetcher, { recipe }))), fetcher };
}
