import he from 'he';
import { listingSchema, type Listing } from '@hardprecios/core/catalog/listing';
import { stripHtml } from '@hardprecios/core/catalog/strip-html';
import { absurdPrice } from '@hardprecios/core/ingestion/reading-quality';
import type { ReadIssue } from '../types';
import { absoluteUrl } from './urls';

/** What a parse function found for one listing, before prices are settled and fields validated. */
export interface ListingDraft {
  externalId?: string | number;
  url?: string;
  name?: string;
  /** The current price (the sale price when on sale). */
  price?: number;
  /** The crossed-out / regular price. */
  listPrice?: number;
  /** The cash or bank-transfer price, when the store shows one. */
  cashPrice?: number;
  /** As given by the store (ARS, USD, or anything else, which is refused). */
  currency?: string;
  /** HTML or text; scripts, styles and tags are removed here. */
  description?: string;
  images?: (string | null | undefined)[];
  categoryHints?: (string | null | undefined)[];
  inStock?: boolean;
  brand?: string;
  sku?: string;
  ean?: string;
  mpn?: string;
  /** Reading problems of a listing that is still published (reported with the run). */
  problems?: Omit<ReadIssue, 'where'>[];
}

export interface FinishContext {
  /** Relative URLs are resolved against it. */
  pageUrl: string;
  readBy: string;
  /** Used when the draft has no currency. */
  currency: 'ARS' | 'USD';
}

export type Finished = { listing: Listing } | { issue: ReadIssue };

const positive = (n: number | undefined): number | undefined =>
  n !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : undefined;

/** Text as a person reads it: entities some stores leave in JSON (`Elo&iacute;sa`, `15.6&quot;`) decoded. */
const decoded = (value: string | undefined): string | undefined =>
  value?.includes('&') ? he.decode(value) : value;

const text = (value: string | undefined, max: number): string | undefined => {
  const clean = decoded(value)?.replace(/\s+/g, ' ').trim();
  return clean && clean.length <= max ? clean : undefined;
};

/**
 * Settles the prices and cleans one draft into a listing the write path accepts, or says why it
 * cannot be one (no price, foreign currency, no name or URL). Never throws.
 *
 * Prices: `price` is what a shopper pays at best. When a cash/transfer price below the current price
 * is shown, it is the price and the current price is kept as `listPrice` (Argentine "precio de
 * lista"); otherwise the crossed-out price is the `listPrice`.
 */
export function finishListing(draft: ListingDraft, ctx: FinishContext): Finished {
  const url = absoluteUrl(draft.url, ctx.pageUrl);
  const name = decoded(draft.name)?.replace(/\s+/g, ' ').trim();
  const where = url ?? name ?? ctx.pageUrl;
  if (!name) return { issue: { where, message: 'listado sin nombre' } };
  if (!url) return { issue: { where, message: `"${name}": sin URL válida` } };

  const currency = (draft.currency ?? ctx.currency).trim().toUpperCase();
  if (currency !== 'ARS' && currency !== 'USD') {
    return { issue: { where, message: `"${name}": moneda ${currency} no soportada` } };
  }
  let current = positive(draft.price);
  const cash = positive(draft.cashPrice);
  const compareAt = positive(draft.listPrice);
  current ??= cash;
  if (current === undefined) {
    // Not published because its sources disagree: reported as that, not as a listing without a price.
    const disagreement = draft.problems?.find((p) => p.kind === 'price-disagreement');
    if (disagreement) return { issue: { where, ...disagreement } };
    const shown = [draft.price, draft.cashPrice].find((n) => n !== undefined && Number.isFinite(n));
    return shown === undefined
      ? { issue: { where, message: `"${name}": sin precio`, kind: 'no-price' } }
      : { issue: { where, message: `"${name}": precio ${shown} no publicable`, kind: 'absurd-price' } };
  }
  const cashWins = cash !== undefined && cash < current;
  const price = cashWins ? cash : current;
  const absurd = absurdPrice(price, currency);
  if (absurd) return { issue: { where, message: `"${name}": ${absurd}`, kind: 'absurd-price' } };
  const listPrice = cashWins ? current : compareAt !== undefined && compareAt > price ? compareAt : undefined;

  const candidate = {
    externalId: draft.externalId === undefined ? undefined : text(String(draft.externalId), 200),
    url,
    name: name.length > 300 ? `${name.slice(0, 299)}…` : name,
    price,
    listPrice,
    cashPrice: cashWins ? cash : undefined,
    currency,
    description: draft.description ? stripHtml(draft.description).slice(0, 20_000) : '',
    images: unique((draft.images ?? []).map((src) => absoluteUrl(src ?? undefined, ctx.pageUrl)))
      .filter((src) => src.length <= 2000)
      .slice(0, 20),
    categoryHints: unique((draft.categoryHints ?? []).map((hint) => text(hint ?? undefined, 200))).slice(
      0,
      20,
    ),
    inStock: draft.inStock ?? true,
    brand: text(draft.brand, 100),
    sku: text(draft.sku, 100),
    ean: draft.ean && /^\d{8,14}$/.test(draft.ean.trim()) ? draft.ean.trim() : undefined,
    mpn: text(draft.mpn, 100),
    readBy: ctx.readBy,
  };
  const parsed = listingSchema.safeParse(candidate);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { issue: { where, message: `"${name}": ${first?.path.join('.')} ${first?.message}` } };
  }
  return { listing: parsed.data };
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}
