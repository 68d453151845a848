import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { parsePrice } from '../prices/parse-price';
import type { HtmlRecipe, SelectorField } from '@hardprecios/core/readers/recipe-schema';
import type { ListingDraft } from './shared/listing';
import { absoluteUrl, largestFromSrcset } from './shared/urls';

export interface RecipePage {
  drafts: ListingDraft[];
  /** The next listing page, when the recipe says how to find it and the page has one. */
  nextUrl?: string;
  /** The number of pages, when the answer says it. */
  totalPages?: number;
}

/** A listing page read with an HTML recipe: one draft per `item`. */
export function parseHtmlRecipe(recipe: HtmlRecipe, html: string, pageUrl: string): RecipePage {
  const $ = load(html);
  const outOfStock = new RegExp(recipe.outOfStockPattern, 'i');
  const price = (item: Cheerio<AnyNode>, field: SelectorField | undefined) => {
    const text = field ? values($, item, field)[0] : undefined;
    return text ? parsePrice(text, { locale: recipe.locale, defaultCurrency: recipe.currency }) : null;
  };
  const one = (item: Cheerio<AnyNode>, field: SelectorField | undefined) =>
    field ? values($, item, field)[0] : undefined;

  const drafts = $(recipe.item)
    .toArray()
    .map((el): ListingDraft => {
      const item = $(el);
      const f = recipe.fields;
      const shown = price(item, f.price);
      const availability = f.availability ? values($, item, f.availability).join(' ') : undefined;
      return {
        externalId: one(item, f.externalId),
        url: f.url
          ? one(item, f.url)
          : item.is('a[href]')
            ? item.attr('href')
            : item.find('a[href]').first().attr('href'),
        name: one(item, f.name),
        price: shown?.amount,
        currency: shown?.currency,
        listPrice: price(item, f.listPrice)?.amount,
        cashPrice: price(item, f.cashPrice)?.amount,
        description: one(item, f.description),
        images: f.image ? values($, item, f.image) : [],
        categoryHints: f.category ? values($, item, f.category) : [],
        inStock: availability === undefined ? undefined : !outOfStock.test(availability),
        brand: one(item, f.brand),
        sku: one(item, f.sku),
        ean: one(item, f.ean),
        mpn: one(item, f.mpn),
      };
    });
  const next = recipe.nextPage ? values($, $.root(), withHref(recipe.nextPage))[0] : undefined;
  return { drafts, nextUrl: absoluteUrl(next, pageUrl) };
}

/** A next-page field reads `href` unless told otherwise. */
function withHref(field: SelectorField): SelectorField {
  return typeof field === 'string' ? { selector: field, attr: 'href' } : { attr: 'href', ...field };
}

/** Every value the field finds in the item, trimmed, empty ones dropped. */
function values($: CheerioAPI, item: Cheerio<AnyNode>, field: SelectorField): string[] {
  const spec = typeof field === 'string' ? { selector: field } : field;
  const elements = spec.selector ? item.find(spec.selector).toArray() : item.toArray();
  const pattern = spec.pattern ? new RegExp(spec.pattern, 'i') : undefined;
  return elements
    .map((el) => {
      const raw = spec.attr ? $(el).attr(spec.attr) : defaultValue($, el);
      const text = raw?.replace(/\s+/g, ' ').trim();
      if (!text || !pattern) return text;
      const match = text.match(pattern);
      return match ? (match[1] ?? match[0]).trim() : undefined;
    })
    .filter((v): v is string => Boolean(v));
}

/** Text, except for images (the best source of a lazy-loaded image) and meta tags. */
function defaultValue($: CheerioAPI, el: AnyNode): string | undefined {
  const $el = $(el);
  if ($el.is('img, source')) {
    return (
      largestFromSrcset($el.attr('data-srcset') ?? $el.attr('srcset')) ??
      $el.attr('data-src') ??
      $el.attr('src')
    );
  }
  if ($el.is('meta')) return $el.attr('content');
  return $el.text();
}
