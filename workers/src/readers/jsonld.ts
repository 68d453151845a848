import { load } from 'cheerio';
import type { PriceLocale } from '../prices/parse-price';
import { Crawl } from './shared/crawl';
import type { ListingDraft } from './shared/listing';
import { schemaProducts } from './shared/schema-org';
import { parseSitemap, sitemapXml, sitemapsFromRobots } from './shared/sitemap';
import { absoluteUrl, siteUrl } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

/**
 * Any site that marks its product pages up with schema.org (JSON-LD or microdata): product pages are
 * found in the sitemaps (robots.txt `Sitemap:` lines, else /sitemap.xml and /sitemap_index.xml;
 * indexes and gzip followed), and each page gives the products it describes.
 */
const MAX_SITEMAPS = 500;
const PRODUCT_SITEMAP = /product|producto|produto|catalog/i;

/** The products a page describes (usually one), as drafts. */
export function parseJsonLdPage(
  html: string,
  pageUrl: string,
  locale: PriceLocale = 'es-AR',
): ListingDraft[] {
  return schemaProducts(load(html), { pageUrl, locale, productPage: true });
}

/** Every page URL listed by the site's sitemaps (product sitemaps only, when the index names some). */
export async function productPageUrls(
  crawl: Crawl,
  ctx: ReaderContext,
  issues: ReadBatch['issues'],
): Promise<string[]> {
  let queue = crawl.settings.sitemapUrls?.map((u) => siteUrl(ctx.baseUrl, u));
  if (!queue) {
    const robots = await crawl.optional(siteUrl(ctx.baseUrl, '/robots.txt'));
    const listed = robots ? sitemapsFromRobots(robots.text) : [];
    queue = listed.length
      ? listed
      : [siteUrl(ctx.baseUrl, '/sitemap.xml'), siteUrl(ctx.baseUrl, '/sitemap_index.xml')];
  }
  const pattern = crawl.settings.productUrlPattern
    ? new RegExp(crawl.settings.productUrlPattern, 'i')
    : undefined;
  const pages = new Set<string>();
  const visited = new Set<string>();
  let readable = 0;
  while (queue.length && visited.size < MAX_SITEMAPS) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    const page = await crawl.optional(url);
    if (!page) continue;
    const xml = sitemapXml(page);
    if (xml === undefined) {
      issues.push({ where: url, message: 'sitemap comprimido que no se pudo leer', pageLost: true });
      continue;
    }
    readable++;
    const { pages: found, sitemaps } = parseSitemap(xml);
    const children = sitemaps.map((s) => absoluteUrl(s, page.url)).filter((s): s is string => Boolean(s));
    const productChildren = children.filter((s) => PRODUCT_SITEMAP.test(s));
    queue.push(...(productChildren.length ? productChildren : children));
    for (const loc of found) {
      const abs = absoluteUrl(loc, page.url);
      if (abs && (!pattern || pattern.test(abs))) pages.add(abs);
    }
  }
  if (readable === 0) throw new PermanentReadError(`${ctx.baseUrl}: no se encontró un sitemap legible`);
  return [...pages];
}

async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const crawl = new Crawl(ctx, 'jsonld');
  const issues: ReadBatch['issues'] = [];
  const urls =
    crawl.settings.productUrls?.map((u) => siteUrl(ctx.baseUrl, u)) ??
    (await productPageUrls(crawl, ctx, issues));
  if (issues.length) yield { listings: [], issues };
  yield* readProductPages(crawl, urls);
}

/** Each product page in turn (with the crawl's fetcher: plain HTTP, or the rendering browser). */
export async function* readProductPages(crawl: Crawl, urls: string[]): AsyncIterable<ReadBatch> {
  for (const url of urls) {
    const outcome = await crawl.next(url);
    if (!outcome.ok) {
      yield { listings: [], issues: [outcome.issue] };
      if (outcome.stop) return;
      continue;
    }
    // Pages without a product (categories, blog posts) are normal in a sitemap: they yield nothing.
    const drafts = parseJsonLdPage(outcome.page.text, outcome.page.url, crawl.settings.locale);
    if (drafts.length) yield crawl.batch(drafts, outcome.page.url);
  }
}

export const jsonldReader: StoreReader = {
  name: 'jsonld',
  async detect(ctx) {
    try {
      const home = await ctx.fetcher.fetch(siteUrl(ctx.baseUrl, '/'));
      if (/"@type"\s*:\s*"Product"|itemtype="https?:\/\/schema\.org\/Product"/.test(home.text)) return true;
      const sitemap = await ctx.fetcher.fetch(siteUrl(ctx.baseUrl, '/sitemap.xml'));
      const xml = sitemapXml(sitemap);
      return xml !== undefined && /<(urlset|sitemapindex)\b/.test(xml);
    } catch {
      return false;
    }
  },
  read,
};
