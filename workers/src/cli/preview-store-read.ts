import { listingSchema, type Listing } from '@hardprecios/core/catalog/listing';
import type { ReaderCatalog } from '../catalog-update/reader-catalog';
import type { ReaderChoice } from '@hardprecios/core/readers/reader-names';
import { openSiteRead, type SiteToRead } from '../catalog-update/site-read';
import { PermanentReadError } from '../readers/types';
import type { AllowPrivate } from '../http/ssrf';
import type { ReadIssue, ReaderName } from '../readers/types';

export interface PreviewStoreReadInput {
  url: string;
  reader?: ReaderChoice;
  /** A recipe for the `recipe` reader (custom sites). */
  recipe?: unknown;
  /** Other reader settings (listing paths, sitemaps, currency...). */
  settings?: Record<string, unknown>;
  maxPages?: number;
  /** Private destinations (127.0.0.1, 10.x...) stay refused unless allowed here. */
  allowPrivate?: AllowPrivate;
  delayMs?: number;
  /** The product's public URL, for the User-Agent. */
  publicUrl?: string;
  /** Listings kept in the result (all are passed to `onListing`). Default 100. */
  keep?: number;
  signal?: AbortSignal;
  readers?: ReaderCatalog;
}

export interface PreviewSummary {
  reader: ReaderName;
  baseUrl: string;
  listings: number;
  /** Catalog pages fetched, and the requests made to recognise the platform (`auto`). */
  pagesFetched: number;
  probes: number;
  errors: number;
  /** Every page was read (a real run would mark missing listings unavailable). */
  complete: boolean;
  issues: ReadIssue[];
  ms: number;
  /** The URL given was a product page, and only it was read. */
  singleProductPage: boolean;
}

const MAX_ISSUES = 50;

/** What the summary says when the URL given was a product page read alone. */
export const SINGLE_PAGE_NOTE = 'la URL es una página de producto: se leyó solo esa página';

/**
 * Reads a store's site with the same readers, fetcher and guards the workers use, and writes nothing:
 * what `npm run read-store` prints and the back office's 'Probar lectura' shows. Each normalized
 * listing goes to `onListing` as it is read.
 */
export async function previewStoreRead(
  input: PreviewStoreReadInput,
  onListing?: (listing: Listing) => void,
): Promise<{ listings: Listing[]; summary: PreviewSummary }> {
  const started = Date.now();
  const settings = { ...input.settings, ...(input.recipe ? { recipe: input.recipe } : {}) };
  // An operator's first try is often a product's URL: when it describes a product, that page alone is read.
  const page = (input.reader ?? 'auto') === 'auto' && !input.recipe ? productPageUrl(input.url) : undefined;
  if (page) {
    const read: Listing[] = [];
    const single = await readSite(
      { url: page.origin, reader: 'jsonld', readerSettings: { ...settings, productUrls: [page.href] } },
      input,
      started,
      (listing) => read.push(listing),
    );
    if (single.summary.listings > 0 || single.summary.issues.some((i) => !i.pageLost)) {
      read.forEach((listing) => onListing?.(listing));
      return { listings: single.listings, summary: { ...single.summary, singleProductPage: true } };
    }
  }
  try {
    return await readSite(
      { url: input.url, reader: input.reader ?? 'auto', readerSettings: settings },
      input,
      started,
      onListing,
    );
  } catch (err) {
    if (page && err instanceof PermanentReadError)
      throw new PermanentReadError(
        `la página indicada no describe un producto (sin datos schema.org, microdata ni Open Graph de producto); ${err.message}`,
      );
    throw err;
  }
}

/** The URL as a product page: it has a path beyond the site's root. */
function productPageUrl(raw: string): URL | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.pathname.replace(/\/+$/, '') ? url : undefined;
  } catch {
    return undefined;
  }
}

async function readSite(
  target: SiteToRead,
  input: PreviewStoreReadInput,
  started: number,
  onListing?: (listing: Listing) => void,
): Promise<{ listings: Listing[]; summary: PreviewSummary }> {
  const site = await openSiteRead(target, {
    fetcher: {
      publicUrl: input.publicUrl ?? 'http://localhost:3000',
      allowPrivate: input.allowPrivate ?? false,
      delayMs: input.delayMs,
    },
    maxPages: input.maxPages,
    signal: input.signal,
    readers: input.readers,
  });
  const keep = input.keep ?? 100;
  const listings: Listing[] = [];
  const issues: ReadIssue[] = [];
  let count = 0;
  let errors = 0;
  let complete = true;
  try {
    for await (const batch of site.batches) {
      for (const issue of batch.issues) {
        errors++;
        if (issue.pageLost) complete = false;
        if (issues.length < MAX_ISSUES) issues.push(issue);
      }
      for (const raw of batch.listings) {
        const parsed = listingSchema.safeParse(raw);
        if (!parsed.success) {
          errors++;
          if (issues.length < MAX_ISSUES)
            issues.push({
              where: String(raw.url ?? raw.name),
              message: parsed.error.issues[0]?.message ?? 'inválido',
            });
          continue;
        }
        count++;
        if (listings.length < keep) listings.push(parsed.data);
        onListing?.(parsed.data);
      }
    }
  } finally {
    await site.close();
  }
  return {
    listings,
    summary: {
      reader: site.reader,
      baseUrl: site.baseUrl,
      listings: count,
      pagesFetched: site.pagesFetched(),
      probes: site.probesFetched(),
      errors,
      complete,
      issues,
      ms: Date.now() - started,
      singleProductPage: false,
    },
  };
}
