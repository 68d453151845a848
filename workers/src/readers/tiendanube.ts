import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parsePrice, type PriceLocale } from '../prices/parse-price';
import { Crawl } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { isType, jsonLdNodes, productDraft } from './shared/schema-org';
import { absoluteUrl, largestFromSrcset, siteUrl, withQuery } from './shared/urls';
import type { ReadBatch, ReadIssue, ReaderContext, StoreReader } from './types';

/**
 * Tiendanube / Nuvemshop storefronts, without a token: the listing pages (`/productos/?page=N`),
 * whose product cards carry the shown prices, a JSON-LD Product each and, in many themes, the
 * `data-variants` JSON the theme scripts use (price_number, compare_at_price_number,
 * price_with_payment_discount_short — the transfer price —, stock, available, sku).
 */
export interface TiendanubeVariant {
  product_id?: number;
  price_number?: number | null;
  price_short?: string | null;
  compare_at_price_number?: number | null;
  price_with_payment_discount_short?: string | null;
  stock?: number | null;
  available?: boolean;
  sku?: string | null;
  image_url?: string | null;
}

export interface TiendanubePage {
  drafts: ListingDraft[];
  /** Prices of the JSON-LD that disagree with what the card shows. */
  issues: ReadIssue[];
  /** The theme's marker for the last page of an infinite-scroll listing. */
  lastPage: boolean;
  /** The page's own link to the next page, when it has one. */
  nextUrl?: string;
}

const CARD = '.js-item-product, [data-component="product-list-item"], .item-product';

/** A listing page (or an infinite-scroll fragment) as drafts, one per product card. */
export function parseTiendanubeListing(
  html: string,
  pageUrl: string,
  locale: PriceLocale = 'es-AR',
): TiendanubePage {
  const $ = load(html);
  const issues: ReadIssue[] = [];
  const cards = $(CARD).filter((_, el) => $(el).parents(CARD).length === 0);
  const drafts = cards.toArray().map((card) => readCard($, $(card), pageUrl, locale, issues));
  const next = $('link[rel="next"], a[rel="next"]').first().attr('href');
  return { drafts, issues, lastPage: $('.last-page').length > 0, nextUrl: absoluteUrl(next, pageUrl) };
}

/** A product page: `data-variants` on the product container (or `LS.variants`) and its JSON-LD. */
export function parseTiendanubeProductPage(
  html: string,
  pageUrl: string,
  locale: PriceLocale = 'es-AR',
): ListingDraft {
  const $ = load(html);
  const scope = $('#single-product, .js-product-detail, [data-store="product-detail"]').first();
  const root = scope.length ? scope : $('body');
  const issues: ReadIssue[] = [];
  const draft = readCard(
    $,
    root,
    pageUrl,
    locale,
    issues,
    jsonLdNodes($).find((n) => isType(n, ['Product'])),
  );
  draft.url ??= pageUrl;
  draft.name ??= $('h1.js-product-name, h1').first().text().trim() || undefined;
  return draft;
}

function readCard(
  $: CheerioAPI,
  card: Cheerio<Element>,
  pageUrl: string,
  locale: PriceLocale,
  issues: ReadIssue[],
  pageProduct?: Record<string, unknown>,
): ListingDraft {
  const ldNode = pageProduct ?? cardJsonLd($, card);
  const ld = ldNode ? productDraft(ldNode, { pageUrl, locale }) : {};
  const variants = cardVariants($, card);
  const variant = bestVariant(variants);
  const price = (selector: string) => {
    const el = card.find(selector).first();
    return el.length && !hidden(el) ? parsePrice(el.text(), { locale })?.amount : undefined;
  };

  const displayed = price('.js-price-display, #price_display');
  const shownPrice = variant?.price_number ?? displayed;
  const compareAt = variant
    ? (variant.compare_at_price_number ?? undefined)
    : price('.js-compare-price-display, #compare_price_display');
  const cash = variant?.price_with_payment_discount_short
    ? parsePrice(variant.price_with_payment_discount_short, { locale })?.amount
    : cardCashPrice($, card, locale);
  const draft: ListingDraft = {
    ...ld,
    externalId:
      card.attr('data-product-id') ?? card.attr('data-component-value') ?? variant?.product_id ?? undefined,
    url:
      ld.url ??
      card
        .find('a.item-link[href], a[href*="/productos/"], a[href*="/produtos/"], a[href]')
        .first()
        .attr('href'),
    name: ld.name ?? (card.find('.js-item-name, .item-name').first().text().trim() || undefined),
    price: shownPrice ?? ld.price,
    listPrice: compareAt,
    cashPrice: cash,
    images: [...(ld.images ?? []), variant?.image_url, ...cardImages($, card)],
    inStock:
      variants.length > 0
        ? variant !== undefined && inStock(variant)
        : (ld.inStock ?? !visibleNoStockLabel($, card)),
    sku: variant?.sku ?? ld.sku,
  };
  // The JSON-LD is a cross-check: when it disagrees with the price the card shows, say so.
  if (displayed !== undefined && ld.price !== undefined && ld.price !== displayed && ld.price !== compareAt) {
    issues.push({
      where: absoluteUrl(draft.url, pageUrl) ?? pageUrl,
      message: `"${draft.name}": el JSON-LD dice ${ld.price} y la tarjeta ${displayed}`,
    });
  }
  return draft;
}

function cardJsonLd($: CheerioAPI, card: Cheerio<Element>): Record<string, unknown> | undefined {
  return jsonLdNodes($, card).find((n) => isType(n, ['Product']));
}

function cardVariants($: CheerioAPI, card: Cheerio<Element>): TiendanubeVariant[] {
  const holder = card.is('[data-variants]') ? card : card.find('[data-variants]').first();
  let raw = holder.attr('data-variants');
  if (!raw) {
    // Product pages also publish them to the theme scripts: `LS.variants = [...];`
    const script = $('script')
      .toArray()
      .map((s) => $(s).text())
      .find((t) => t.includes('LS.variants'));
    raw = script?.match(/LS\.variants\s*=\s*(\[[\s\S]*?\]);/)?.[1];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as TiendanubeVariant[]) : [];
  } catch {
    return [];
  }
}

const inStock = (v: TiendanubeVariant) =>
  v.available !== false && (v.stock === null || v.stock === undefined || v.stock > 0);

/** The cheapest variant a shopper can buy, else the cheapest. */
function bestVariant(variants: TiendanubeVariant[]): TiendanubeVariant | undefined {
  const priced = variants.filter((v) => typeof v.price_number === 'number' && v.price_number > 0);
  const buyable = priced.filter(inStock);
  return [...(buyable.length ? buyable : priced)].sort((a, b) => a.price_number! - b.price_number!)[0];
}

function cardCashPrice($: CheerioAPI, card: Cheerio<Element>, locale: PriceLocale): number | undefined {
  const container = card.find('.js-payment-discount-price-product-container').first();
  if (container.length && hidden(container)) return undefined;
  const el = card.find('.js-payment-discount-price-product').first();
  return el.length && !hidden(el) ? parsePrice(el.text(), { locale })?.amount : undefined;
}

function cardImages($: CheerioAPI, card: Cheerio<Element>): (string | undefined)[] {
  return card
    .find('img')
    .toArray()
    .map((img) => {
      const $img = $(img);
      const src =
        largestFromSrcset($img.attr('data-srcset') ?? $img.attr('srcset')) ??
        $img.attr('data-src') ??
        $img.attr('src');
      return src && !/placeholder|empty-/.test(src) ? src : undefined;
    });
}

function hidden(el: Cheerio<Element>): boolean {
  return /display\s*:\s*none/i.test(el.attr('style') ?? '');
}

function visibleNoStockLabel($: CheerioAPI, card: Cheerio<Element>): boolean {
  return card
    .find('.js-stock-label, .label')
    .toArray()
    .some((el) => !hidden($(el)) && /sin stock|agotado/i.test($(el).text()));
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'tiendanube');
  const paths = crawl.settings.listingPaths ?? ['/productos/'];
  for (const [index, path] of paths.entries()) {
    const start = siteUrl(ctx.baseUrl, path);
    let url = start;
    let failures = 0;
    for (let page = 1; ; page++) {
      const outcome =
        index === 0 && page === 1
          ? { ok: true as const, page: await crawl.first(url) }
          : await crawl.next(url);
      if (!outcome.ok) {
        yield { listings: [], issues: [outcome.issue] };
        // Past a failed page, `?page=N` still says where the next one is; two in a row end the listing.
        if (outcome.stop || ++failures >= 2) break;
        url = withQuery(start, { page: page + 1 });
        continue;
      }
      failures = 0;
      const parsed = parseTiendanubeListing(outcome.page.text, outcome.page.url, crawl.settings.locale);
      const before = crawl.listingsSeen;
      yield crawl.batch(parsed.drafts, outcome.page.url, parsed.issues);
      // Past the last page Tiendanube answers with an empty grid or repeats the last one.
      if (parsed.drafts.length === 0 || parsed.lastPage || crawl.listingsSeen === before) break;
      url = parsed.nextUrl ?? withQuery(start, { page: page + 1 });
    }
  }
}

export const tiendanubeReader: StoreReader = {
  name: 'tiendanube',
  async detect(ctx) {
    for (const path of ['/', '/productos/']) {
      try {
        if (isTiendanubeHtml((await ctx.fetcher.fetch(siteUrl(ctx.baseUrl, path))).text)) return true;
      } catch {
        // Try the catalog page: every Tiendanube store has one.
      }
    }
    return false;
  },
  read,
};

/** Markers every Tiendanube storefront carries (its CDN, the LS object, the theme's data-store hooks). */
export function isTiendanubeHtml(html: string): boolean {
  return /mitiendanube\.com|nuvemshop\.com\.br|\bLS\.store\b|data-store="product-item-/.test(html);
}
