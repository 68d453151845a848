import type { ListingInput } from '@hardprecios/core/catalog/listing';
import type { ReaderCatalog } from '../../catalog-update/reader-catalog';
import type { ReadBatch, StoreReader } from '../../readers/types';

/**
 * A stand-in for a site reader whose pages the test writes: each page is a batch, or an error to throw
 * on that page. `attempts` counts reads, so a test can tell a retry from none.
 */
export class ScriptedSite {
  /** A page's listings, an error thrown on it, a lost page, or an error thrown only the first time. */
  pages: (ListingInput[] | Error | { lost: string } | { failOnce: Error })[] = [];
  /** Thrown by the next reads before any page (a transient failure, then success). */
  failFirst: Error[] = [];
  attempts = 0;
  pageDelayMs = 0;

  reader(): StoreReader {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const site = this;
    return {
      name: 'woocommerce',
      detect: async () => true,
      async *read(): AsyncIterable<ReadBatch> {
        site.attempts++;
        const failure = site.failFirst.shift();
        if (failure) throw failure;
        for (const page of site.pages) {
          if (site.pageDelayMs) await new Promise((r) => setTimeout(r, site.pageDelayMs));
          if (page instanceof Error) throw page;
          if ('failOnce' in page) {
            const once = page.failOnce;
            site.pages = site.pages.filter((p) => p !== page);
            throw once;
          }
          if ('lost' in page)
            yield { listings: [], issues: [{ where: page.lost, message: 'HTTP 500', pageLost: true }] };
          else yield { listings: page, issues: [] };
        }
      },
    };
  }
}

/** A reader catalog serving scripted sites by the store's host (stores read with `auto`). */
export function scriptedCatalog(sites: Map<string, ScriptedSite>): ReaderCatalog {
  return {
    getReader: (name) => {
      throw new Error(`scripted sites are read with 'auto', not '${name}'`);
    },
    detectReader: async (ctx) => {
      const site = sites.get(new URL(ctx.baseUrl).host);
      if (!site) throw new Error(`no scripted site for ${ctx.baseUrl}`);
      return site.reader();
    },
  };
}
