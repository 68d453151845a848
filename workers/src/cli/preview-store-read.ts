import { listingSchema, type Listing } from '@hardprecios/core/catalog/listing';
import type { ReaderCatalog } from '../catalog-update/reader-catalog';
import type { ReaderChoice } from '@hardprecios/core/readers/reader-names';
import { openSiteRead } from '../catalog-update/site-read';
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
}

const MAX_ISSUES = 50;

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
  const site = await openSiteRead(
    { url: input.url, reader: input.reader ?? 'auto', readerSettings: settings },
    {
      fetcher: {
        publicUrl: input.publicUrl ?? 'http://localhost:3000',
        allowPrivate: input.allowPrivate ?? false,
        delayMs: input.delayMs,
      },
      maxPages: input.maxPages,
      signal: input.signal,
      readers: input.readers,
    },
  );
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
    },
  };
}
