import { magentoReader } from './magento';
import { isPrestaShopHtml } from './prestashop';
import { sitemapXml } from './shared/sitemap';
import { siteUrl } from './shared/urls';
import { shopifyReader } from './shopify';
import { isTiendanubeHtml } from './tiendanube';
import { PermanentReadError, type ReaderContext, type ReaderName, type StoreReader } from './types';
import { vtexReader } from './vtex';
import { woocommerceReader } from './woocommerce';

/** Home-page fingerprints of the platforms with an API: they order the probes, the API confirms. */
const API_PLATFORMS: { reader: StoreReader; marker: RegExp }[] = [
  { reader: woocommerceReader, marker: /wp-content|wp-json|woocommerce/i },
  { reader: shopifyReader, marker: /cdn\.shopify\.com|Shopify\.shop|myshopify\.com|powered-by: Shopify/i },
  { reader: vtexReader, marker: /vtex(img|assets|commerce)?\b|__RUNTIME__|vtex\.render/i },
  { reader: magentoReader, marker: /x-magento-init|Magento_|mage\/cookies|\/static\/version\d+/i },
];

/**
 * The reader for a site (`auto`): a store recipe when there is one; else the home page's
 * fingerprints (Tiendanube and PrestaShop are recognised by them alone; the others are confirmed by
 * their API, fingerprinted ones first, then the rest in order of how common they are among
 * Argentine hardware stores); else schema.org products on the home page or a sitemap.
 */
export async function detectReader(ctx: ReaderContext): Promise<ReaderName> {
  const recipe = (ctx.settings as { recipe?: { type?: string; waitFor?: string } } | undefined)?.recipe;
  if (recipe) return recipe.type === 'html' && recipe.waitFor ? 'browser' : 'recipe';

  const home = await fetchText(ctx, '/');
  const headers = home ? [...home.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n') : '';
  const text = home ? `${headers}\n${home.text}` : '';
  if (isTiendanubeHtml(text)) return 'tiendanube';
  if (isPrestaShopHtml(text)) return 'prestashop';

  const marked = API_PLATFORMS.filter((p) => p.marker.test(text));
  const rest = API_PLATFORMS.filter((p) => !marked.includes(p));
  for (const { reader } of [...marked, ...rest]) {
    ctx.signal?.throwIfAborted();
    if (await reader.detect(ctx)) return reader.name;
  }

  // A Tiendanube home page can be a bare landing page; its catalog page never is.
  const catalog = await fetchText(ctx, '/productos/');
  if (catalog && isTiendanubeHtml(catalog.text)) return 'tiendanube';

  if (/"@type"\s*:\s*"Product"|itemtype="https?:\/\/schema\.org\/Product"/.test(text)) return 'jsonld';
  const sitemap = await fetchText(ctx, '/sitemap.xml');
  const xml = sitemap ? sitemapXml(sitemap) : undefined;
  if (xml !== undefined && /<(urlset|sitemapindex)\b/.test(xml)) return 'jsonld';
  throw new PermanentReadError(
    `${ctx.baseUrl}: no se reconoció la plataforma (se probó: Tiendanube y PrestaShop por su HTML; WooCommerce, Shopify, VTEX y Magento por su API; productos schema.org en la portada; /sitemap.xml); hace falta una receta de lectura`,
  );
}

async function fetchText(ctx: ReaderContext, path: string) {
  try {
    return await ctx.fetcher.fetch(siteUrl(ctx.baseUrl, path));
  } catch {
    return undefined;
  }
}
