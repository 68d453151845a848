import type { ReaderContext, ReaderName, StoreReader } from '../readers/types';

/** How a run finds its reader: by name, or by asking the site (`auto`). Tests may pass their own. */
export interface ReaderCatalog {
  getReader(name: ReaderName): StoreReader;
  /** The reader whose platform the site looks like; throws PermanentReadError when none does. */
  detectReader(ctx: ReaderContext): Promise<StoreReader | undefined>;
}

/** The readers of workers/src/readers, loaded on first use (the browser reader pulls in Playwright). */
export async function defaultReaderCatalog(): Promise<ReaderCatalog> {
  const { getReader, detectReader } = await import('../readers/index');
  return {
    getReader,
    detectReader: async (ctx) => getReader(await detectReader(ctx)),
  };
}
