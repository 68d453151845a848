import { load, type CheerioAPI } from 'cheerio';
import { parsePrice, type PriceLocale } from '../prices/parse-price';
import type { FetchOptions } from '../http/types';
import { Crawl } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { absoluteUrl, largestFromSrcset, siteUrl, withQuery } from './shared/urls';
import type { ReadBatch, ReaderContext, StoreReader } from './types';

/**
 * PrestaShop 1.7/8 category and search listings. Asked like the theme's own script asks (XHR,
 * `Accept: application/json`), a listing answers JSON with `products` and `pagination`; otherwise
 * it is HTML with one `.product-miniature` per product (with schema.org microdata in most themes).
 * Both are read. Without `settings.listingPaths`, the categories are found in the home page menu.
 */
export interface PrestaShopProduct {
  id_product?: number | string;
  name?: string;
  url?: string;
  canonical_url?: string;
  price?: string;
  price_amount?: number;
  regular_price_amount?: number;
  has_discount?: boolean;
  cover?: {
    large?: { url?: string };
    medium?: { url?: string };
    bySize?: Record<string, { url?: string }>;
  } | null;
  reference?: string;
  ean13?: string;
  mpn?: string;
  manufacturer_name?: string | null;
  category_name?: string;
  availability?: string;
  quantity?: number;
  description_short?: string;
}

interface ListingAnswer {
  products?: PrestaShopProduct[];
  pagination?: { current_page?: number; pages_count?: number };
  rendered_products?: string;
}

export interface PrestaShopPage {
  drafts: ListingDraft[];
  /** The next listing page, when the answer names one. */
  nextUrl?: string;
}

/** The AJAX listing JSON as drafts. */
export function parsePrestaShopJson(
  answer: ListingAnswer,
  pageUrl: string,
  locale: PriceLocale = 'es-AR',
): PrestaShopPage {
  const products = answer.products ?? [];
  const drafts: ListingDraft[] = products.map((p) => ({
    externalId: p.id_product,
    url: p.canonical_url || p.url,
    name: p.name,
    price: p.price_amount ?? (p.price ? parsePrice(p.price, { locale })?.amount : undefined),
    listPrice: p.has_discount ? p.regular_price_amount : undefined,
    description: p.description_short,
    images: [p.cover?.large?.url ?? p.cover?.medium?.url],
    categoryHints: [p.category_name],
    inStock: p.availability ? p.availability !== 'unavailable' : undefined,
    brand: p.manufacturer_name ?? undefined,
    sku: p.reference || undefined,
    ean: p.ean13 || undefined,
    mpn: p.mpn || undefined,
  }));
  if (drafts.length === 0 && answer.rendered_products)
    return parsePrestaShopHtml(answer.rendered_products, pageUrl, locale);
  const { current_page: current = 1, pages_count: count = 1 } = answer.pagination ?? {};
  return { drafts, nextUrl: current < count ? withQuery(pageUrl, { page: current + 1 }) : undefined };
}

/** A listing page's `.product-miniature` cards as drafts. */
export function parsePrestaShopHtml(
  html: string,
  pageUrl: string,
  locale: PriceLocale = 'es-AR',
): PrestaShopPage {
  const $ = load(html);
  const category = pageCategory($);
  const drafts = $('.product-miniature, .js-product-miniature')
    .toArray()
    .map((el): ListingDraft => {
      const card = $(el);
      const prop = (name: string) => {
        const found = card.find(`[itemprop="${name}"]`).first();
        return found.attr('content') ?? found.attr('href') ?? (found.text().trim() || undefined);
      };
      const shown = card.find('.price, .product-price').first().text();
      const img = card.find('img').first();
      const flags = card.find('.product-flag, .product-availability').text();
      return {
        externalId: card.attr('data-id-product'),
        url: card.find('.product-title a, a.product-thumbnail, a[href]').first().attr('href'),
        name: (card.find('.product-title').first().text().trim() || prop('name')) ?? undefined,
        price: parsePrice(shown, { locale })?.amount ?? Number(prop('price')),
        listPrice: parsePrice(card.find('.regular-price').first().text(), { locale })?.amount,
        currency: prop('priceCurrency'),
        images: [
          img.attr('data-full-size-image-url') ||
            largestFromSrcset(img.attr('srcset')) ||
            img.attr('data-src') ||
            img.attr('src'),
        ],
        categoryHints: [category],
        inStock: !/agotado|sin stock|fuera de stock|out.of.stock|out_of_stock/i.test(
          `${flags} ${card.find('.out_of_stock, .out-of-stock').length ? 'out_of_stock' : ''}`,
        ),
        brand: prop('brand'),
        sku: prop('sku'),
      };
    });
  const next = $('a[rel="next"], .pagination .next a, a.next').first().attr('href');
  return { drafts, nextUrl: absoluteUrl(next, pageUrl) };
}

function pageCategory($: CheerioAPI): string | undefined {
  const heading = $('#js-product-list-header h1, .block-category h1, h1.h1').first().text().trim();
  return heading || $('.breadcrumb li').last().text().trim() || undefined;
}

/** Category listing links of the home page (its menu): `/3-computadoras` or `?id_category=3`. */
export function prestaShopCategoryLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const host = new URL(pageUrl).host;
  const links = $('a[href]')
    .toArray()
    .map((a) => absoluteUrl($(a).attr('href'), pageUrl))
    .filter((href): href is string => {
      if (!href) return false;
      const url = new URL(href);
      return (
        url.host === host &&
        (/[?&]id_category=\d+/.test(url.search) || /^\/(?:[a-z]{2}\/)?\d+-[^/.]+\/?$/.test(url.pathname))
      );
    });
  return [...new Set(links)];
}

/** PrestaShop answers its own listing script with JSON. */
const XHR: FetchOptions = {
  accept: 'application/json, text/javascript, */*; q=0.01',
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
};

function parseAnswer(text: string, pageUrl: string, locale: PriceLocale): PrestaShopPage {
  if (/^\s*[{[]/.test(text)) {
    try {
      return parsePrestaShopJson(JSON.parse(text) as ListingAnswer, pageUrl, locale);
    } catch {
      // Not JSON after all: read it as HTML.
    }
  }
  return parsePrestaShopHtml(text, pageUrl, locale);
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'prestashop');
  const { locale } = crawl.settings;
  let paths = crawl.settings.listingPaths?.map((p) => siteUrl(ctx.baseUrl, p));
  let firstDone = false;
  if (!paths) {
    const home = await crawl.first(siteUrl(ctx.baseUrl, '/'));
    firstDone = true;
    const found = prestaShopCategoryLinks(home.text, home.url);
    paths = found.length ? found : [siteUrl(ctx.baseUrl, '/index.php?id_category=2&controller=category')];
  }
  for (const start of paths) {
    let url: string | undefined = withQuery(start, { page: 1 });
    const visited = new Set<string>();
    while (url && !visited.has(url)) {
      visited.add(url);
      const target: string = url;
      const outcome = firstDone
        ? await crawl.next(target, XHR)
        : { ok: true as const, page: await crawl.first(target, XHR) };
      firstDone = true;
      if (!outcome.ok) {
        yield { listings: [], issues: [outcome.issue] };
        if (outcome.stop) return;
        break;
      }
      const parsed = parseAnswer(outcome.page.text, outcome.page.url, locale);
      yield crawl.batch(parsed.drafts, outcome.page.url);
      url = parsed.drafts.length ? parsed.nextUrl : undefined;
    }
  }
}

export const prestashopReader: StoreReader = {
  name: 'prestashop',
  async detect(ctx) {
    try {
      return isPrestaShopHtml((await ctx.fetcher.fetch(siteUrl(ctx.baseUrl, '/'))).text);
    } catch {
      return false;
    }
  },
  read,
};

/** What every PrestaShop front page carries: the `prestashop` JS object, its generator tag or miniatures. */
export function isPrestaShopHtml(html: string): boolean {
  return /var prestashop\s*=|content="PrestaShop"|class="[^"]*product-miniature|\/modules\/ps_[a-z]+\//i.test(
    html,
  );
}
