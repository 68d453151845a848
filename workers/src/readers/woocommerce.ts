import he from 'he';
import { Crawl, parseJson } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { siteUrl, withQuery } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

/**
 * WooCommerce Store API (public, no key): `GET /wp-json/wc/store/v1/products?per_page=100&page=N`.
 * Prices are strings in minor units (`"1234500"` with `currency_minor_unit: 2` is 12345.00); the
 * number of pages is in `X-WP-TotalPages`.
 */
export const WOOCOMMERCE_PRODUCTS_PATH = '/wp-json/wc/store/v1/products';
const PER_PAGE = 100;

export interface WooProduct {
  id: number;
  name: string;
  permalink: string;
  sku?: string;
  short_description?: string;
  description?: string;
  prices?: {
    price?: string;
    regular_price?: string;
    sale_price?: string;
    price_range?: { min_amount?: string; max_amount?: string } | null;
    currency_code?: string;
    currency_minor_unit?: number;
  };
  images?: { src?: string; thumbnail?: string }[];
  categories?: { name?: string }[];
  brands?: { name?: string }[];
  is_in_stock?: boolean;
  is_purchasable?: boolean;
}

/** One page of the Store API's products as drafts. */
export function parseWooCommerceProducts(products: WooProduct[]): ListingDraft[] {
  return products.map((p) => {
    const prices = p.prices ?? {};
    const scale = 10 ** (prices.currency_minor_unit ?? 2);
    const amount = (minor: string | undefined) =>
      minor && /^\d+$/.test(minor) ? Number(minor) / scale : undefined;
    // Variable products: `price` is already the cheapest variation; the range says so explicitly.
    const price = amount(prices.price_range?.min_amount) ?? amount(prices.price);
    return {
      externalId: String(p.id),
      url: p.permalink,
      name: p.name ? he.decode(p.name) : undefined,
      price,
      listPrice: amount(prices.regular_price),
      currency: prices.currency_code,
      description: p.short_description || p.description,
      images: (p.images ?? []).map((image) => image.src ?? image.thumbnail),
      categoryHints: (p.categories ?? []).map((c) => (c.name ? he.decode(c.name) : undefined)),
      inStock: p.is_in_stock ?? true,
      brand: p.brands?.[0]?.name ? he.decode(p.brands[0].name) : undefined,
      sku: p.sku || undefined,
    };
  });
}

function asProducts(data: unknown, url: string): WooProduct[] {
  if (!Array.isArray(data)) throw new PermanentReadError(`${url}: no es la Store API de WooCommerce`);
  return data as WooProduct[];
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'woocommerce');
  const pageUrl = (page: number) =>
    withQuery(siteUrl(ctx.baseUrl, WOOCOMMERCE_PRODUCTS_PATH), { per_page: PER_PAGE, page });
  const accept = 'application/json';

  const first = await crawl.first(pageUrl(1), { accept });
  const firstProducts = asProducts(parseJson(first, 'WooCommerce Store API'), first.url);
  yield crawl.batch(parseWooCommerceProducts(firstProducts), first.url);

  const totalPages = Number(first.headers.get('x-wp-totalpages'));
  const known = Number.isInteger(totalPages) && totalPages > 0;
  // Without the header, keep going while pages come back full.
  let more = known ? totalPages > 1 : firstProducts.length === PER_PAGE;
  for (let page = 2; more; page++) {
    const outcome = await crawl.next(pageUrl(page), { accept });
    if (!outcome.ok) {
      yield { listings: [], issues: [outcome.issue] };
      if (outcome.stop || !known) return;
    } else {
      let products: WooProduct[];
      try {
        products = asProducts(JSON.parse(outcome.page.text), outcome.page.url);
      } catch {
        yield {
          listings: [],
          issues: [{ where: outcome.page.url, message: 'respuesta no es JSON', pageLost: true }],
        };
        products = [];
      }
      yield crawl.batch(parseWooCommerceProducts(products), outcome.page.url);
      if (!known && products.length < PER_PAGE) return;
    }
    more = known ? page < totalPages : true;
  }
}

export const woocommerceReader: StoreReader = {
  name: 'woocommerce',
  async detect(ctx) {
    try {
      const url = withQuery(siteUrl(ctx.baseUrl, WOOCOMMERCE_PRODUCTS_PATH), { per_page: 1 });
      const page = await ctx.fetcher.fetch(url, { accept: 'application/json' });
      const data: unknown = JSON.parse(page.text);
      return (
        Array.isArray(data) && (data.length === 0 || (typeof data[0] === 'object' && 'prices' in data[0]))
      );
    } catch {
      return false;
    }
  },
  read,
};
