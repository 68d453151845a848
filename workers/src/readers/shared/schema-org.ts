import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { readPrice, type PriceLocale } from '../../prices/parse-price';
import type { ListingDraft } from './listing';
import { microdataItems, type SchemaNode } from './microdata';
import { shownAmounts, visiblePrice } from './visible-price';

/**
 * Schema.org products on a page: JSON-LD first, then microdata, with the OpenGraph product tags
 * (`product:price:amount`) filling a price the structured data leaves out.
 */
export interface SchemaOptions {
  pageUrl: string;
  locale?: PriceLocale;
  /** A product page: a product without a URL of its own is the page itself. */
  productPage?: boolean;
}

const PRODUCT_TYPES = ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel'];
const OUT_OF_STOCK = /(OutOfStock|SoldOut|Discontinued|out[ _-]?of[ _-]?stock|agotado|sin[ _-]?stock)$/i;

/** Every JSON-LD node on the page (or inside `scope`), flattened out of arrays, `@graph` and `mainEntity`. */
export function jsonLdNodes($: CheerioAPI, scope?: Cheerio<Element>): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const scripts = 'script[type="application/ld+json"]';
  (scope ? scope.find(scripts) : $(scripts)).each((_, el) => {
    const raw = $(el).text().trim();
    if (!raw) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      // Hand-written JSON-LD often carries raw newlines or tabs inside strings.
      try {
        // eslint-disable-next-line no-control-regex -- control characters are exactly what breaks it
        data = JSON.parse(raw.replace(/[\u0000-\u001f]+/g, ' '));
      } catch {
        return;
      }
    }
    flatten(data, nodes, 0);
  });
  return nodes;
}

function flatten(data: unknown, out: SchemaNode[], depth: number): void {
  if (depth > 6 || !data || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    for (const item of data) flatten(item, out, depth + 1);
    return;
  }
  const node = data as SchemaNode;
  out.push(node);
  flatten(node['@graph'], out, depth + 1);
  flatten(node.mainEntity, out, depth + 1);
  // Category pages list their products in an ItemList.
  if (isType(node, ['ItemList', 'OfferCatalog'])) {
    for (const element of asArray(node.itemListElement)) {
      const item = (element as SchemaNode | undefined)?.item ?? element;
      if (item && typeof item === 'object' && isType(item as SchemaNode, PRODUCT_TYPES))
        flatten(item, out, depth + 1);
    }
  }
}

export function isType(node: SchemaNode, types: string[]): boolean {
  return asArray(node['@type']).some(
    (t) => typeof t === 'string' && types.includes(t.replace(/^.*[/#]/, '')),
  );
}

/** The page's products as drafts, from JSON-LD, else microdata, with OpenGraph filling the gaps. */
export function schemaProducts($: CheerioAPI, opts: SchemaOptions): ListingDraft[] {
  const nodes = jsonLdNodes($);
  let products = nodes.filter((n) => isType(n, PRODUCT_TYPES));
  if (products.length === 0) products = microdataItems($, PRODUCT_TYPES);
  const crumbs = breadcrumbHints(nodes);
  const og = openGraph($);
  const ogName = og.type?.includes('product') ? openGraphName($, og) : undefined;
  if (products.length === 0 && ogName) {
    products = [
      { '@type': 'Product', name: ogName, image: og.image, url: og.url, description: og.description },
    ];
  }
  const drafts = products.map((p) => productDraft(p, opts));
  for (const draft of drafts) {
    if (opts.productPage && drafts.length === 1) {
      draft.categoryHints = [...(draft.categoryHints ?? []), ...crumbs.filter((c) => c !== draft.name)];
      const ogPrice = readAmount(og.price, opts.locale);
      if (draft.price === undefined && og.price !== undefined) {
        draft.price = ogPrice;
        draft.currency ??= og.currency;
        if (draft.inStock === undefined && og.availability)
          draft.inStock = !OUT_OF_STOCK.test(og.availability);
      }
      if (!draft.images?.length && og.image) draft.images = [og.image];
      if (ogPrice !== undefined && draft.price !== undefined && !samePrice(draft.price, ogPrice))
        settleStructuredDisagreement($, draft, ogPrice, opts.locale);
      else settleWithVisiblePrice($, draft, opts.locale);
    }
  }
  return drafts;
}

/** Prices further apart than this (relative) are a disagreement, not rounding. */
const PRICE_TOLERANCE = 0.005;
const samePrice = (a: number, b: number) => Math.abs(a - b) <= PRICE_TOLERANCE * Math.max(a, b);

/**
 * The page's structured sources give two prices: its JSON-LD (or microdata) one, and its
 * `product:price:amount` another. The one the page shows a shopper is published (its price box, else
 * any price printed on it); when the page shows neither, or both, none is: a guessed price is a lie.
 * Either way it is a reading problem for the run's report.
 */
function settleStructuredDisagreement(
  $: CheerioAPI,
  draft: ListingDraft,
  ogPrice: number,
  locale: PriceLocale | undefined,
): void {
  const structured = draft.price!;
  const box = visiblePrice($, locale);
  const shown = box ? [box.price] : shownAmounts($, locale);
  const confirmed = [structured, ogPrice].filter((p) => shown.some((s) => samePrice(p, s)));
  const said = `"${draft.name ?? ''}": los datos estructurados dicen ${structured} y product:price:amount ${ogPrice}`;
  if (confirmed.length === 1) {
    draft.price = confirmed[0];
    if (box) draft.listPrice = box.listPrice;
    else if (draft.price !== structured) draft.listPrice = undefined;
    (draft.problems ??= []).push({
      kind: 'price-disagreement',
      message: `${said}; la página muestra ${confirmed[0]}: se publica ese`,
    });
    return;
  }
  draft.price = undefined;
  draft.listPrice = undefined;
  draft.cashPrice = undefined;
  (draft.problems ??= []).push({
    kind: 'price-disagreement',
    message: `${said}, y la página no confirma uno solo: no se publica`,
  });
}

/**
 * On a product page the price printed for the shopper is the truth: it fills a price the structured
 * data lacks (Magento 1 pages have none), and wins when the structured data says something else
 * (stale JSON-LD), the disagreement being recorded as a reading problem.
 */
function settleWithVisiblePrice($: CheerioAPI, draft: ListingDraft, locale: PriceLocale | undefined): void {
  const visible = visiblePrice($, locale);
  if (!visible) return;
  if (draft.price === undefined) {
    draft.price = visible.price;
    draft.listPrice ??= visible.listPrice;
    return;
  }
  if (Math.abs(draft.price - visible.price) <= PRICE_TOLERANCE * visible.price) return;
  (draft.problems ??= []).push({
    kind: 'price-disagreement',
    message: `"${draft.name ?? ''}": los datos estructurados dicen ${draft.price} y la página muestra ${visible.price}; se publica el precio visible`,
  });
  draft.price = visible.price;
  draft.listPrice = visible.listPrice;
}

/** One schema.org Product (JSON-LD or microdata) as a draft. */
export function productDraft(node: SchemaNode, opts: SchemaOptions): ListingDraft {
  const offers = collectOffers(node, opts.locale);
  const priced = offers
    .map((offer) => ({
      offer,
      price: readAmount(offer.price ?? offer.lowPrice ?? spec(offer)?.price, opts.locale),
    }))
    .filter((o) => o.price !== undefined);
  const available = priced.filter((o) => !OUT_OF_STOCK.test(str(o.offer.availability) ?? ''));
  const best = [...(available.length ? available : priced)].sort((a, b) => a.price! - b.price!)[0];
  const offer = best?.offer ?? offers[0];
  const availability = str(offer?.availability);
  const mainEntityOfPage = node.mainEntityOfPage as SchemaNode | string | undefined;
  const ownUrl =
    str(offer?.url) ??
    str(node.url) ??
    (typeof mainEntityOfPage === 'string' ? mainEntityOfPage : str(mainEntityOfPage?.['@id'])) ??
    (str(node['@id'])?.match(/^https?:\/\/[^#]+$/) ? str(node['@id']) : undefined);
  return {
    externalId: str(node.productID) ?? undefined,
    url: ownUrl ?? (opts.productPage ? opts.pageUrl : undefined),
    name: str(node.name),
    price: best?.price,
    listPrice: readAmount(strikethrough(offer), opts.locale),
    currency: str(offer?.priceCurrency) ?? str(spec(offer)?.priceCurrency),
    description: str(node.description),
    images: asArray(node.image).map(imageUrl),
    categoryHints: categoryParts(node.category),
    inStock: availability ? !OUT_OF_STOCK.test(availability) : undefined,
    brand: nameOf(node.brand) ?? nameOf(node.manufacturer),
    sku: str(node.sku) ?? str(offer?.sku),
    ean: gtin(node) ?? (offer ? gtin(offer) : undefined),
    mpn: str(node.mpn),
  };
}

function collectOffers(node: SchemaNode, locale: PriceLocale | undefined): SchemaNode[] {
  const offers: SchemaNode[] = [];
  for (const o of asArray(node.offers) as SchemaNode[]) {
    if (!o || typeof o !== 'object') continue;
    const inner = (asArray(o.offers) as SchemaNode[]).filter((x) => x && typeof x === 'object');
    // An AggregateOffer's own offers when they carry prices; else its lowPrice (inner offers often
    // only say availability and URL).
    if (isType(o, ['AggregateOffer']) && inner.some((x) => x.price !== undefined || x.priceSpecification)) {
      if (rangeDisagrees(o, inner, locale)) continue;
      offers.push(...inner.map((x) => ({ priceCurrency: o.priceCurrency, ...x })));
    } else if (inner.length && o.availability === undefined) {
      const available = inner.find((x) => !OUT_OF_STOCK.test(str(x.availability) ?? ''));
      offers.push({ ...o, availability: (available ?? inner[0])!.availability });
    } else offers.push(o);
  }
  // A ProductGroup's prices live on its variants.
  if (offers.length === 0) {
    for (const variant of asArray(node.hasVariant) as SchemaNode[]) {
      if (variant && typeof variant === 'object') offers.push(...collectOffers(variant, locale));
    }
  }
  return offers;
}

/**
 * An AggregateOffer whose lowPrice–highPrice range is not the range of its own offers' prices says
 * two prices at once, and which one a shopper pays cannot be told: it gives none. VTEX writes each
 * offer's spotPrice as its price and the SKU's Price as highPrice, and they can be ten times apart
 * (Vea: a 1 kg tray of ñoquis, its one offer at 171.9, highPrice 1719).
 */
function rangeDisagrees(
  aggregate: SchemaNode,
  inner: SchemaNode[],
  locale: PriceLocale | undefined,
): boolean {
  const prices = inner
    .map((x) => readAmount(x.price ?? spec(x)?.price, locale))
    .filter((p): p is number => p !== undefined);
  if (prices.length === 0) return false;
  const low = readAmount(aggregate.lowPrice, locale);
  const high = readAmount(aggregate.highPrice, locale);
  return (
    (low !== undefined && low < Math.min(...prices) * (1 - PRICE_TOLERANCE)) ||
    (high !== undefined && high > Math.max(...prices) * (1 + PRICE_TOLERANCE))
  );
}

function spec(offer: SchemaNode | undefined): SchemaNode | undefined {
  const specs = asArray(offer?.priceSpecification) as SchemaNode[];
  return specs.find((s) => s && !/Strikethrough|ListPrice/i.test(str(s.priceType) ?? '')) ?? undefined;
}

function strikethrough(offer: SchemaNode | undefined): unknown {
  const specs = asArray(offer?.priceSpecification) as SchemaNode[];
  return specs.find((s) => s && /Strikethrough|ListPrice/i.test(str(s.priceType) ?? ''))?.price;
}

/** Breadcrumb names from the most specific up, without "Inicio"/"Home". */
export function breadcrumbHints(nodes: SchemaNode[]): string[] {
  const list = nodes.find((n) => isType(n, ['BreadcrumbList']));
  if (!list) return [];
  const names = (asArray(list.itemListElement) as SchemaNode[])
    .filter((e) => e && typeof e === 'object')
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .map((e) => str(e.name) ?? nameOf(e.item))
    .filter(
      (n): n is string => Boolean(n) && !/^(inicio|home|todas las categor[ií]as|all categories)$/i.test(n!),
    );
  return names.reverse();
}

interface OpenGraph {
  type?: string;
  title?: string;
  url?: string;
  image?: string;
  description?: string;
  siteName?: string;
  price?: string;
  currency?: string;
  availability?: string;
}

/**
 * The product's name on an Open Graph product page: og:title, unless it is the store's own title (it
 * names the site, as 'Gamingcity Computación | Especialistas En Computadoras |' does): then the page's
 * heading, which names the product.
 */
function openGraphName($: CheerioAPI, og: OpenGraph): string | undefined {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const heading = $('h1').first().text().replace(/\s+/g, ' ').trim() || undefined;
  const site = og.siteName ? fold(og.siteName) : '';
  if (og.title && site && fold(og.title).includes(site) && heading) return heading;
  return og.title ?? heading;
}

function openGraph($: CheerioAPI): OpenGraph {
  const meta = (...names: string[]) => {
    for (const name of names) {
      const value = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')?.trim();
      if (value) return value;
    }
    return undefined;
  };
  return {
    type: meta('og:type'),
    title: meta('og:title'),
    siteName: meta('og:site_name'),
    url: meta('og:url'),
    image: meta('og:image', 'og:image:url'),
    description: meta('og:description'),
    price: meta('product:price:amount', 'og:price:amount', 'product:sale_price:amount'),
    currency: meta('product:price:currency', 'og:price:currency'),
    availability: meta('og:availability', 'product:availability'),
  };
}

function readAmount(value: unknown, locale: PriceLocale | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  // Schema.org says `31.49`; Argentine stores also write `35.000` meaning thousands: the locale decides.
  return readPrice(value, { locale: locale ?? 'es-AR' })?.amount;
}

function categoryParts(category: unknown): string[] {
  return asArray(category)
    .map((c) => (typeof c === 'string' ? c : nameOf(c)))
    .filter((c): c is string => Boolean(c))
    .flatMap((c) => c.split(/\s*(?:>|\/|»|<)\s*/).reverse())
    .filter(Boolean);
}

function gtin(node: SchemaNode): string | undefined {
  for (const key of ['gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8', 'ean']) {
    const value = str(node[key])?.replace(/\D/g, '');
    if (value) return value;
  }
  return undefined;
}

function imageUrl(image: unknown): string | undefined {
  if (typeof image === 'string') return image;
  if (image && typeof image === 'object')
    return str((image as SchemaNode).url) ?? str((image as SchemaNode).contentUrl);
  return undefined;
}

function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return nameOf(value[0]);
  if (value && typeof value === 'object') return str((value as SchemaNode).name);
  return undefined;
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed || undefined;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
