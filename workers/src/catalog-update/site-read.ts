import { readerChoiceSchema } from '@hardprecios/core/readers/reader-names';
import { createFetcher, type FetcherOptions, type PoliteFetcher } from '../http/fetcher';
import { PermanentReadError, type ReadBatch, type ReaderContext, type ReaderName } from '../readers/types';
import { defaultReaderCatalog, type ReaderCatalog } from './reader-catalog';

/** Pages one run may fetch unless the store says otherwise (readerSettings.maxPages). */
export const DEFAULT_MAX_PAGES = 20_000;

export interface SiteToRead {
  url: string;
  reader: string;
  readerSettings: Record<string, unknown>;
}

export interface SiteReadOptions {
  /** Fetcher settings: publicUrl (User-Agent), delay, private destinations, limits. */
  fetcher: FetcherOptions;
  maxPages?: number;
  signal?: AbortSignal;
  readers?: ReaderCatalog;
  /** Called before `auto` asks the site what it runs. */
  onDetecting?: () => Promise<void> | void;
}

export interface SiteRead {
  reader: ReaderName;
  baseUrl: string;
  batches: AsyncIterable<ReadBatch>;
  /** Catalog pages fetched (what the page limit counts). */
  pagesFetched(): number;
  /** Requests `auto` made to recognise the platform (not counted against the page limit). */
  probesFetched(): number;
  close(): Promise<void>;
}

/** `tienda.com.ar/` → `https://tienda.com.ar`; a path is kept (a store under a sub-path). */
export function siteBaseUrl(site: Pick<SiteToRead, 'url' | 'readerSettings'>): string {
  const override = site.readerSettings.siteUrl;
  const raw = (typeof override === 'string' && override.trim() ? override : site.url).trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new PermanentReadError(`la URL de la tienda no es válida: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PermanentReadError(`la URL de la tienda debe ser http o https: ${raw}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function maxPagesOf(settings: Record<string, unknown>, fallback: number): number {
  const value = settings.maxPages;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Prepares a read of a store's site with the fetcher every reader shares (SSRF guard, robots.txt,
 * politeness, limits): the reader is the store's, or the one `auto` detects from what the site answers.
 */
export async function openSiteRead(site: SiteToRead, options: SiteReadOptions): Promise<SiteRead> {
  const choice = readerChoiceSchema.safeParse(site.reader);
  if (!choice.success) throw new PermanentReadError(`lector desconocido: ${site.reader}`);
  const baseUrl = siteBaseUrl(site);
  const maxPages = options.maxPages ?? maxPagesOf(site.readerSettings, DEFAULT_MAX_PAGES);
  const fetcher: PoliteFetcher = createFetcher({ ...options.fetcher, maxPages, signal: options.signal });
  const readers = options.readers ?? (await defaultReaderCatalog());
  const ctx: ReaderContext = {
    baseUrl,
    fetcher,
    // Which private addresses may be fetched is the server's decision, never a store row's (SSRF).
    settings: { ...site.readerSettings, allowPrivate: options.fetcher.allowPrivate ?? false },
    maxPages,
    signal: options.signal,
  };
  try {
    let reader;
    if (choice.data === 'auto') {
      await options.onDetecting?.();
      reader = await readers.detectReader({ ...ctx, fetcher: fetcher.probing() });
      if (!reader)
        throw new PermanentReadError(`no se reconoce la plataforma de ${baseUrl}; elegí un lector`);
    } else {
      reader = readers.getReader(choice.data);
    }
    return {
      reader: reader.name,
      baseUrl,
      batches: reader.read(ctx),
      pagesFetched: () => fetcher.pagesFetched,
      probesFetched: () => fetcher.probesFetched,
      close: () => fetcher.close(),
    };
  } catch (err) {
    await fetcher.close();
    throw err;
  }
}
