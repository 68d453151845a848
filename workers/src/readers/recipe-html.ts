import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, ParentNode, Text } from 'domhandler';
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
  // Hidden is judged inside the item: a card's hidden price is skipped, while a whole list view the
  // store hides until a button shows it (real: spdigital.cl's list view) is still read.
  const read = (item: Cheerio<AnyNode>, field: SelectorField | undefined) =>
    field ? values($, item, field, (el) => recipe.includeHidden || !hiddenWithin($, el, item[0]!)) : [];
  const one = (item: Cheerio<AnyNode>, field: SelectorField | undefined) => read(item, field)[0];
  const outOfStock = new RegExp(recipe.outOfStockPattern, 'i');
  const parse = (text: string | undefined) =>
    text ? parsePrice(text, { locale: recipe.locale, defaultCurrency: recipe.currency }) : null;

  const drafts = $(recipe.item)
    .toArray()
    .map((el): ListingDraft => {
      const item = $(el);
      const f = recipe.fields;
      const priceTexts = read(item, f.price);
      const shown = parse(priceTexts[0]);
      const availability = f.availability ? read(item, f.availability).join(' ') : undefined;
      const fields: Record<string, string | undefined> = {
        externalId: one(item, f.externalId),
        name: one(item, f.name),
        sku: one(item, f.sku),
        ean: one(item, f.ean),
        mpn: one(item, f.mpn),
        brand: one(item, f.brand),
      };
      const url =
        (f.url ? one(item, f.url) : undefined) ??
        (recipe.urlTemplate ? fillTemplate(recipe.urlTemplate, fields) : undefined) ??
        (f.url
          ? undefined
          : item.is('a[href]')
            ? item.attr('href')
            : item.find('a[href]').first().attr('href'));
      const draft: ListingDraft = {
        ...fields,
        url,
        price: shown?.amount,
        currency: shown?.currency,
        listPrice: parse(one(item, f.listPrice))?.amount,
        cashPrice: parse(one(item, f.cashPrice))?.amount,
        description: one(item, f.description),
        images: read(item, f.image),
        categoryHints: read(item, f.category),
        inStock: availability === undefined ? undefined : !outOfStock.test(availability),
      };
      const amounts = distinctAmounts(priceTexts, parse);
      if (amounts.length > 1)
        draft.problems = [
          {
            message: `"${draft.name ?? ''}": el campo de precio muestra varios importes (${amounts.join(', ')}); se tomó ${amounts[0]}: revisá el selector de precio de la receta`,
          },
        ];
      return draft;
    });
  const next = recipe.nextPage ? values($, $.root(), withHref(recipe.nextPage), () => true)[0] : undefined;
  return { drafts, nextUrl: absoluteUrl(next, pageUrl) };
}

/** Every amount the price field shows: one per matched element, and several inside one element's text. */
function distinctAmounts(texts: string[], parse: (text: string) => { amount: number } | null): number[] {
  const amounts = new Set<number>();
  for (const text of texts) {
    // "$ 45.999 $ 52.999": split where a new currency mark starts.
    for (const part of text.split(/(?=(?:US\$|U\$S|ARS|\$))/)) {
      const amount = parse(part)?.amount;
      if (amount !== undefined) amounts.add(amount);
    }
  }
  return [...amounts];
}

/** `/producto/{sku}`: placeholders are the item's fields; undefined when one is missing. */
function fillTemplate(template: string, fields: Record<string, string | undefined>): string | undefined {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : filled;
}

/** The markers of elements a shopper does not see. */
const HIDDEN = [
  '[hidden]',
  '[style*="display:none" i]',
  '[style*="display: none" i]',
  '[style*="visibility:hidden" i]',
  '[style*="visibility: hidden" i]',
  '.hidden',
  '.d-none',
  '.sr-only',
  '.visually-hidden',
  '.screen-reader-text',
  'template',
].join(', ');

/**
 * Whether the element, or one around it up to the item, is hidden. `aria-hidden` hides too, except on
 * crossed-out prices (`<del aria-hidden="true">`: stores hide the old price from screen readers, not
 * from the eye).
 */
function hiddenWithin($: CheerioAPI, el: AnyNode, item: AnyNode): boolean {
  let struck = false;
  for (let node: AnyNode | null = el; node && node !== item; node = node.parent) {
    if (node.type !== 'tag') continue;
    const $node = $(node);
    if ($node.is(HIDDEN)) return true;
    if ($node.is('del, s, strike')) struck = true;
    if ($node.is('[aria-hidden="true"]') && !struck && !$node.closest('del, s, strike').length) return true;
  }
  return false;
}

function visibleText(node: AnyNode, keep: (el: AnyNode) => boolean): string {
  if (node.type === 'text') return (node as Text).data;
  if (!('children' in node) || (node.type === 'tag' && !keep(node))) return '';
  return (node as ParentNode).children.map((child) => visibleText(child, keep)).join('');
}

/** A next-page field reads `href` unless told otherwise. */
function withHref(field: SelectorField): SelectorField {
  return typeof field === 'string' ? { selector: field, attr: 'href' } : { attr: 'href', ...field };
}

/** Every value the field finds in the item (in elements `keep` accepts), trimmed, empty ones dropped. */
function values(
  $: CheerioAPI,
  item: Cheerio<AnyNode>,
  field: SelectorField,
  keep: (el: AnyNode) => boolean,
): string[] {
  const spec = typeof field === 'string' ? { selector: field } : field;
  const elements = (spec.selector ? item.find(spec.selector).toArray() : item.toArray()).filter(keep);
  const pattern = spec.pattern ? new RegExp(spec.pattern, 'i') : undefined;
  return elements
    .map((el) => {
      const raw = spec.attr ? $(el).attr(spec.attr) : defaultValue($, el, keep);
      const text = raw?.replace(/\s+/g, ' ').trim();
      if (!text || !pattern) return text;
      const match = text.match(pattern);
      return match ? (match[1] ?? match[0]).trim() : undefined;
    })
    .filter((v): v is string => Boolean(v));
}

/** Text, except for images (the best source of a lazy-loaded image) and meta tags. */
function defaultValue($: CheerioAPI, el: AnyNode, keep: (el: AnyNode) => boolean): string | undefined {
  const $el = $(el);
  if ($el.is('img, source')) {
    return (
      largestFromSrcset($el.attr('data-srcset') ?? $el.attr('srcset')) ??
      $el.attr('data-src') ??
      $el.attr('src')
    );
  }
  if ($el.is('meta')) return $el.attr('content');
  // The text a shopper sees: hidden parts inside the element (another payment method's price) left out.
  return visibleText(el, keep);
}
