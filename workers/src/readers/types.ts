import type { ListingInput } from '@hardprecios/core/catalog/listing';
import type { QualityKind } from '@hardprecios/core/ingestion/reading-quality';
import type { Fetcher } from '../http/types';

export type { ReaderName } from '@hardprecios/core/readers/reader-names';
import type { ReaderName } from '@hardprecios/core/readers/reader-names';

export interface ReaderContext {
  /** The store's site, e.g. https://tienda.com.ar (no trailing slash). */
  baseUrl: string;
  fetcher: Fetcher;
  /** Reader-specific settings from the store row (recipe, listing paths, ...). */
  settings: Record<string, unknown>;
  maxPages: number;
  signal?: AbortSignal;
}

/** Something that went wrong on part of a read. */
export interface ReadIssue {
  where: string;
  message: string;
  /** A whole page could not be read: the run is incomplete, so nothing is marked unavailable. */
  pageLost?: boolean;
  /** What the run's reading-quality report files it under, when it is about a price. */
  kind?: QualityKind;
}

/** What a reader yields as it goes (usually one batch per page fetched). */
export interface ReadBatch {
  listings: ListingInput[];
  issues: ReadIssue[];
}

export interface StoreReader {
  name: ReaderName;
  /** True when the site looks like this platform (used by `auto`). Must be cheap: a request or two. */
  detect(ctx: ReaderContext): Promise<boolean>;
  /**
   * Reads the whole catalog. Throws PermanentReadError when the site cannot be read at all
   * (404, not this platform) and FetchError(transient) when it is worth retrying later.
   */
  read(ctx: ReaderContext): AsyncIterable<ReadBatch>;
}

/** A failure that retrying will not fix (404 site, unparseable answer). */
export class PermanentReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentReadError';
  }
}
