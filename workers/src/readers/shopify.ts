import { Crawl, parseJson } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { siteUrl, withQuery } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

/**
 * Shopify's public storefront feed: `GET /products.json?limit=250&page=N` (no key). Prices are
 * decimal strings in the shop's currency, which the feed does not name (settings.currency).
 */
const LIMIT = 250;

export interface ShopifyVariant {
  id: number;
  title?: string;
  price?: string;
  compare_at_price?: string | null;
  available?: boolean;
  sku?: string | null;
  barcode?: string | null;
}

export interface ShopifyProduct {
  id: number;
  title: string;
  handle: string;
  body_html?: string | null;
  vendor?: string;
  product_type?: string;
  variants?: ShopifyVariant[];
  images?: { src?: string }[];
}

/** One page of `products.json` as drafts: one per product, priced by its cheapest available variant. */
export function parseShopifyProducts(products: ShopifyProduct[], baseUrl: string): ListingDraft[] {
  return products.map((p) => {
    const variants = (p.variants ?? []).filter((v) => Number(v.price) > 0);
    const available = variants.filter((v) => v.available !== false);
    const variant = [...(available.length ? available : variants)].sort(
      (a, b) => Number(a.price) - Number(b.price),
    )[0];
    return {
      externalId: String(p.id),
      url: siteUrl(baseUrl, `/products/${p.handle}`),
      name: p.title,
      price: variant ? Number(variant.price) : undefined,
      listPrice: variant?.compare_at_price ? Number(variant.compare_at_price) : undefined,
      description: p.body_html ?? undefined,
      images: (p.images ?? []).map((image) => image.src),
      categoryHints: [p.product_type],
      inStock: available.length > 0,
      brand: p.vendor,
      sku: variant?.sku ?? undefined,
      ean: variant?.barcode ?? undefined,
    };
  });
}

function productsOf(data: unknown, url: string): ShopifyProduct[] {
  const products = (data as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) throw new PermanentReadError(`${url}: no es el products.json de Shopify`);
  return products as ShopifyProduct[];
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'shopify');
  const pageUrl = (page: number) => withQuery(siteUrl(ctx.baseUrl, '/products.json'), { limit: LIMIT, page });
  const first = await crawl.first(pageUrl(1), { accept: 'application/json' });
  let products = productsOf(parseJson(first, 'Shopify products.json'), first.url);
  yield crawl.batch(parseShopifyProducts(products, ctx.baseUrl), first.url);

  // The feed has no page count: a short page is the last one.
  for (let page = 2; products.length === LIMIT; page++) {
    const outcome = await crawl.next(pageUrl(page), { accept: 'application/json' });
    if (!outcome.ok) {
      yield { listings: [], issues: [outcome.issue] };
      return;
    }
    try {
      products = productsOf(JSON.parse(outcome.page.text), outcome.page.url);
    } catch {
      yield {
        listings: [],
        issues: [{ where: outcome.page.url, message: 'respuesta no es JSON', pageLost: true }],
      };
      return;
    }
    yield crawl.batch(parseShopifyProducts(products, ctx.baseUrl), outcome.page.url);
  }
}

export const shopifyReader: StoreReader = {
  name: 'shopify',
  async detect(ctx) {
    try {
      const page = await ctx.fetcher.fetch(withQuery(siteUrl(ctx.baseUrl, '/products.json'), { limit: 1 }), {
        accept: 'application/json',
      });
      return Array.isArray((JSON.parse(page.text) as { products?: unknown }).products);
    } catch {
      return false;
    }
  },
  read,
};
