import { Crawl, parseJson } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { siteUrl, withQuery } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

/**
 * VTEX legacy catalog search, public: `GET /api/catalog_system/pub/products/search?_from=0&_to=49`
 * (50 per request, the most it allows). The total is in the `resources` header (`0-49/1234`), and
 * VTEX refuses `_from` past 2,500: bigger catalogs are read category by category (`fq=C:/id/`).
 */
export const VTEX_SEARCH_PATH = '/api/catalog_system/pub/products/search';
const PAGE = 50;
const MAX_FROM = 2500;

interface VtexOffer {
  Price?: number;
  ListPrice?: number;
  PriceWithoutDiscount?: number;
  AvailableQuantity?: number;
  Installments?: {
    Value?: number;
    NumberOfInstallments?: number;
    PaymentSystemName?: string;
    TotalValuePlusInterestRate?: number;
  }[];
}

export interface VtexProduct {
  productId: string;
  productName: string;
  brand?: string;
  linkText?: string;
  link?: string;
  productReference?: string;
  description?: string;
  categories?: string[];
  items?: {
    itemId: string;
    ean?: string;
    referenceId?: { Key?: string; Value?: string }[] | null;
    images?: { imageUrl?: string }[];
    sellers?: { sellerDefault?: boolean; commertialOffer?: VtexOffer }[];
  }[];
}

/** One search answer as drafts: one per product, priced by its best available SKU and seller. */
export function parseVtexProducts(products: VtexProduct[], baseUrl: string): ListingDraft[] {
  return products.map((p) => {
    const offers = (p.items ?? []).flatMap((item) =>
      (item.sellers ?? [])
        .filter((s) => (s.commertialOffer?.Price ?? 0) > 0)
        .map((s) => ({
          item,
          offer: s.commertialOffer!,
          inStock: (s.commertialOffer?.AvailableQuantity ?? 0) > 0,
          isDefault: s.sellerDefault === true,
        })),
    );
    const ranked = [...offers].sort(
      (a, b) =>
        Number(b.inStock) - Number(a.inStock) ||
        Number(b.isDefault) - Number(a.isDefault) ||
        a.offer.Price! - b.offer.Price!,
    );
    const best = ranked[0];
    const item = best?.item ?? p.items?.[0];
    const [leaf] = p.categories ?? [];
    return {
      externalId: p.productId,
      url: p.linkText ? siteUrl(baseUrl, `/${p.linkText}/p`) : p.link,
      name: p.productName,
      price: best?.offer.Price,
      listPrice: best?.offer.ListPrice ?? best?.offer.PriceWithoutDiscount,
      cashPrice: best ? cashPrice(best.offer) : undefined,
      description: p.description,
      images: (item?.images ?? []).map((image) => image.imageUrl),
      categoryHints: (leaf ?? '').split('/').filter(Boolean).reverse(),
      inStock: best?.inStock ?? false,
      brand: p.brand,
      sku: item?.referenceId?.find((r) => r.Key === 'RefId')?.Value || item?.itemId,
      ean: item?.ean || undefined,
      mpn: p.productReference || undefined,
    };
  });
}

/** A one-payment cash or transfer price below the regular one (Argentine stores configure it). */
function cashPrice(offer: VtexOffer): number | undefined {
  const cash = (offer.Installments ?? []).filter(
    (i) =>
      i.NumberOfInstallments === 1 &&
      /efectivo|transferencia|contado|dep[oó]sito/i.test(i.PaymentSystemName ?? ''),
  );
  const lowest = Math.min(...cash.map((i) => i.TotalValuePlusInterestRate ?? i.Value ?? Infinity));
  return Number.isFinite(lowest) && lowest < (offer.Price ?? 0) ? lowest : undefined;
}

function productsOf(data: unknown, url: string): VtexProduct[] {
  if (!Array.isArray(data)) throw new PermanentReadError(`${url}: no es la búsqueda de catálogo de VTEX`);
  return data as VtexProduct[];
}

/** `0-49/1234` → 1234. */
function totalOf(resources: string | null): number | undefined {
  const total = Number(resources?.split('/')[1]);
  return Number.isInteger(total) && total >= 0 ? total : undefined;
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'vtex');
  const searchUrl = (from: number, fq?: string) =>
    withQuery(siteUrl(ctx.baseUrl, VTEX_SEARCH_PATH), {
      _from: from,
      _to: from + PAGE - 1,
      ...(fq ? { fq } : {}),
    });

  const first = await crawl.first(searchUrl(0), { accept: 'application/json' });
  const products = productsOf(parseJson(first, 'VTEX catalog search'), first.url);
  yield crawl.batch(parseVtexProducts(products, ctx.baseUrl), first.url);
  const total = totalOf(first.headers.get('resources'));
  yield* readRange(crawl, searchUrl, undefined, products.length, total);

  if (total !== undefined && total > MAX_FROM) {
    for (const categoryId of await topCategories(crawl, ctx)) {
      yield* readRange(crawl, searchUrl, `C:/${categoryId}/`, 0, undefined);
    }
  }
}

/** Pages of one search from `from` on, until a short page, the total, or VTEX's 2,500 cap. */
async function* readRange(
  crawl: Crawl,
  searchUrl: (from: number, fq?: string) => string,
  fq: string | undefined,
  alreadyRead: number,
  knownTotal: number | undefined,
): AsyncIterable<ReadBatch> {
  let total = knownTotal;
  let lastCount = alreadyRead === 0 ? PAGE : alreadyRead;
  for (
    let from = alreadyRead;
    lastCount === PAGE && from < MAX_FROM && (total === undefined || from < total);
    from += PAGE
  ) {
    const outcome = await crawl.next(searchUrl(from, fq), { accept: 'application/json' });
    if (!outcome.ok) {
      yield { listings: [], issues: [outcome.issue] };
      if (outcome.stop || total === undefined) return;
      continue;
    }
    let products: VtexProduct[];
    try {
      products = productsOf(JSON.parse(outcome.page.text), outcome.page.url);
    } catch {
      yield {
        listings: [],
        issues: [{ where: outcome.page.url, message: 'respuesta no es JSON', pageLost: true }],
      };
      return;
    }
    total ??= totalOf(outcome.page.headers.get('resources'));
    lastCount = products.length;
    yield crawl.batch(parseVtexProducts(products, crawl.ctx.baseUrl), outcome.page.url);
  }
}

async function topCategories(crawl: Crawl, ctx: ReaderContext): Promise<number[]> {
  const outcome = await crawl.next(siteUrl(ctx.baseUrl, '/api/catalog_system/pub/category/tree/1'), {
    accept: 'application/json',
  });
  if (!outcome.ok) return [];
  try {
    const tree = JSON.parse(outcome.page.text) as { id?: number }[];
    return tree.map((c) => c.id).filter((id): id is number => typeof id === 'number');
  } catch {
    return [];
  }
}

export const vtexReader: StoreReader = {
  name: 'vtex',
  async detect(ctx) {
    try {
      const url = withQuery(siteUrl(ctx.baseUrl, VTEX_SEARCH_PATH), { _from: 0, _to: 0 });
      const data: unknown = JSON.parse((await ctx.fetcher.fetch(url, { accept: 'application/json' })).text);
      return (
        Array.isArray(data) && (data.length === 0 || (typeof data[0] === 'object' && 'productId' in data[0]))
      );
    } catch {
      return false;
    }
  },
  read,
};
