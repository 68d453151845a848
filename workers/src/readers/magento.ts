import { Crawl, parseJson } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { siteUrl, withQuery } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';
import type { FetchOptions } from '../http/types';

/**
 * Magento 2 / Adobe Commerce public GraphQL: the `products` query, sent as GET (Magento caches GET
 * queries). It needs `search` or `filter`; an empty search lists the whole catalog. Pages are
 * `currentPage` 1..`page_info.total_pages` (asking past the last page is an error).
 */
const PAGE_SIZE = 100;

/** The `products` query for one page (numbers written in the query: no variables to get wrong). */
export const magentoProductsQuery = (pageSize: number, currentPage: number) => `{
  products(search: "", pageSize: ${pageSize}, currentPage: ${currentPage}, sort: { name: ASC }) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      __typename sku name url_key url_suffix canonical_url stock_status
      short_description { html }
      description { html }
      image { url }
      media_gallery { url }
      categories { name }
      price_range {
        minimum_price {
          regular_price { value currency }
          final_price { value currency }
        }
      }
    }
  }
}`;

interface Money {
  value?: number | null;
  currency?: string | null;
}

export interface MagentoProduct {
  sku: string;
  name: string;
  url_key?: string | null;
  url_suffix?: string | null;
  canonical_url?: string | null;
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  short_description?: { html?: string | null } | null;
  description?: { html?: string | null } | null;
  image?: { url?: string | null } | null;
  media_gallery?: { url?: string | null }[] | null;
  categories?: { name?: string | null }[] | null;
  price_range?: { minimum_price?: { regular_price?: Money; final_price?: Money } };
}

interface ProductsAnswer {
  data?: {
    products?: { total_count?: number; page_info?: { total_pages?: number }; items?: MagentoProduct[] };
  } | null;
  errors?: { message?: string }[];
}

/** One page of the `products` query as drafts. */
export function parseMagentoProducts(items: MagentoProduct[], baseUrl: string): ListingDraft[] {
  return items.map((p) => {
    const prices = p.price_range?.minimum_price;
    const path = p.url_key ? `/${p.url_key}${p.url_suffix ?? '.html'}` : undefined;
    return {
      externalId: p.sku,
      url: p.canonical_url ? siteUrl(baseUrl, p.canonical_url) : path ? siteUrl(baseUrl, path) : undefined,
      name: p.name,
      price: prices?.final_price?.value ?? undefined,
      listPrice: prices?.regular_price?.value ?? undefined,
      currency: prices?.final_price?.currency ?? undefined,
      description: p.short_description?.html || p.description?.html || undefined,
      // The placeholder image Magento returns for products without one is not a product photo.
      images: [p.image?.url, ...(p.media_gallery ?? []).map((m) => m.url)].filter(
        (u) => u && !/\/placeholder\//.test(u),
      ),
      categoryHints: (p.categories ?? []).map((c) => c.name),
      inStock: p.stock_status !== 'OUT_OF_STOCK',
      sku: p.sku,
    };
  });
}

function productsOf(answer: ProductsAnswer, url: string) {
  const products = answer.data?.products;
  if (!products || !Array.isArray(products.items)) {
    const why = answer.errors?.map((e) => e.message).join('; ') || 'sin datos de productos';
    throw new PermanentReadError(`${url}: GraphQL de Magento: ${why}`);
  }
  return { items: products.items, totalPages: products.page_info?.total_pages };
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'magento');
  const options: FetchOptions = {
    accept: 'application/json',
    headers: crawl.settings.storeCode ? { Store: crawl.settings.storeCode } : undefined,
  };
  const pageUrl = (currentPage: number) =>
    withQuery(siteUrl(ctx.baseUrl, '/graphql'), { query: magentoProductsQuery(PAGE_SIZE, currentPage) });

  const first = await crawl.first(pageUrl(1), options);
  const { items, totalPages = 1 } = productsOf(
    parseJson<ProductsAnswer>(first, 'Magento GraphQL'),
    first.url,
  );
  yield crawl.batch(parseMagentoProducts(items, ctx.baseUrl), first.url);

  for (let page = 2; page <= totalPages; page++) {
    const outcome = await crawl.next(pageUrl(page), options);
    if (!outcome.ok) {
      yield { listings: [], issues: [outcome.issue] };
      if (outcome.stop) return;
      continue;
    }
    try {
      const { items: pageItems } = productsOf(
        JSON.parse(outcome.page.text) as ProductsAnswer,
        outcome.page.url,
      );
      yield crawl.batch(parseMagentoProducts(pageItems, ctx.baseUrl), outcome.page.url);
    } catch (err) {
      yield {
        listings: [],
        issues: [{ where: outcome.page.url, message: (err as Error).message, pageLost: true }],
      };
    }
  }
}

export const magentoReader: StoreReader = {
  name: 'magento',
  async detect(ctx) {
    try {
      const url = withQuery(siteUrl(ctx.baseUrl, '/graphql'), {
        query: '{ products(search: "", pageSize: 1) { total_count } }',
      });
      const answer = JSON.parse((await ctx.fetcher.fetch(url, { accept: 'application/json' })).text) as {
        data?: { products?: { total_count?: unknown } | null };
      };
      return typeof answer.data?.products?.total_count === 'number';
    } catch {
      return false;
    }
  },
  read,
};
