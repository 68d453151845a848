import { listingKey } from '@hardprecios/core/catalog/listing';
import { BlockedUrlError, FetchError, LimitExceededError, RobotsDisallowedError } from '../../http/errors';
import type { FetchOptions, FetchResult } from '../../http/types';
import {
  PermanentReadError,
  type ReadBatch,
  type ReaderContext,
  type ReaderName,
  type ReadIssue,
} from '../types';
import { finishListing, type ListingDraft } from './listing';
import { readerSettings, type ReaderSettings } from './settings';

export type PageOutcome = { ok: true; page: FetchResult } | { ok: false; issue: ReadIssue; stop: boolean };

/**
 * The state of one read: pages fetched against the page budget, listings already yielded (a listing
 * seen on two pages is yielded once), and the rules for failures. The first page of a read decides
 * whether the site can be read at all, so its failures throw (PermanentReadError, or the transient
 * FetchError for a retry later); a later page that fails becomes a `pageLost` issue, so the run is
 * known to be incomplete and nothing is marked unavailable.
 */
export class Crawl {
  readonly settings: ReaderSettings;
  private pages = 0;
  private readonly seen = new Set<string>();

  constructor(
    readonly ctx: ReaderContext,
    readonly readBy: ReaderName,
  ) {
    this.settings = readerSettings(ctx);
  }

  get pagesFetched(): number {
    return this.pages;
  }

  /** False once the run's page budget is spent. */
  hasBudget(): boolean {
    return this.pages < this.ctx.maxPages;
  }

  /** The issue to yield when pages are left unread because the budget is spent. */
  budgetIssue(nextUrl: string): ReadIssue {
    const pages = this.ctx.maxPages === 1 ? 'página' : 'páginas';
    return { where: nextUrl, message: `límite de ${this.ctx.maxPages} ${pages} alcanzado`, pageLost: true };
  }

  /** Fetches the first page of a read: any failure throws. */
  async first(url: string, options?: FetchOptions): Promise<FetchResult> {
    this.ctx.signal?.throwIfAborted();
    this.pages++;
    try {
      return await this.ctx.fetcher.fetch(url, options);
    } catch (err) {
      throw asReadError(err, url);
    }
  }

  /** Fetches a later page: failures become issues (`stop` when nothing more can be fetched). */
  async next(url: string, options?: FetchOptions): Promise<PageOutcome> {
    this.ctx.signal?.throwIfAborted();
    if (!this.hasBudget()) return { ok: false, issue: this.budgetIssue(url), stop: true };
    this.pages++;
    try {
      return { ok: true, page: await this.ctx.fetcher.fetch(url, options) };
    } catch (err) {
      if (this.ctx.signal?.aborted) throw err;
      const stop = err instanceof LimitExceededError && err.kind === 'pages';
      if (!(
        err instanceof FetchError ||
        err instanceof BlockedUrlError ||
        err instanceof RobotsDisallowedError ||
        err instanceof LimitExceededError
      )) {
        throw err;
      }
      return { ok: false, issue: { where: url, message: (err as Error).message, pageLost: true }, stop };
    }
  }

  /**
   * Fetches something that may well not exist (robots.txt, a guessed sitemap): undefined when it is
   * missing or refused. Transient failures still throw: the read is worth retrying later.
   */
  async optional(url: string, options?: FetchOptions): Promise<FetchResult | undefined> {
    this.ctx.signal?.throwIfAborted();
    if (!this.hasBudget()) return undefined;
    this.pages++;
    try {
      return await this.ctx.fetcher.fetch(url, options);
    } catch (err) {
      if (err instanceof FetchError && err.transient) throw err;
      if (err instanceof FetchError || err instanceof BlockedUrlError || err instanceof RobotsDisallowedError)
        return undefined;
      throw asReadError(err, url);
    }
  }

  /** Finishes the drafts of one page into a batch: issues for the unusable ones, repeats dropped. */
  batch(drafts: ListingDraft[], pageUrl: string, issues: ReadIssue[] = []): ReadBatch {
    const batch: ReadBatch = { listings: [], issues: [...issues] };
    for (const draft of drafts) {
      const finished = finishListing(draft, {
        pageUrl,
        readBy: this.readBy,
        currency: this.settings.currency,
      });
      if ('issue' in finished) {
        batch.issues.push(finished.issue);
        continue;
      }
      const key = listingKey(finished.listing);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      batch.listings.push(finished.listing);
      for (const problem of draft.problems ?? [])
        batch.issues.push({ where: finished.listing.url, ...problem });
    }
    return batch;
  }

  /** How many distinct listings were yielded so far. */
  get listingsSeen(): number {
    return this.seen.size;
  }
}

/** A fetch failure of the first page as a read error: permanent ones will not be fixed by a retry. */
export function asReadError(err: unknown, url: string): unknown {
  if (err instanceof FetchError) {
    if (err.transient) return err;
    return new PermanentReadError(`${url}: respondió ${err.status ?? 'con error'} (${err.message})`);
  }
  if (err instanceof BlockedUrlError || err instanceof RobotsDisallowedError) {
    return new PermanentReadError(err.message);
  }
  if (err instanceof LimitExceededError) return new PermanentReadError(`${url}: ${err.message}`);
  return err;
}

/** JSON of an answer, or a PermanentReadError saying the answer is not what this platform gives. */
export function parseJson<T = unknown>(page: FetchResult, what: string): T {
  try {
    return JSON.parse(page.text) as T;
  } catch {
    throw new PermanentReadError(`${page.url}: la respuesta no es JSON (${what})`);
  }
}
