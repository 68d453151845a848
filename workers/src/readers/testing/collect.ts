import type { Listing } from '@hardprecios/core/catalog/listing';
import type { Fetcher } from '../../http/types';
import type { ReadIssue, ReaderContext, StoreReader } from '../types';

/** Runs a whole read and gathers what it yielded (tests). */
export async function collect(reader: StoreReader, ctx: ReaderContext) {
  const listings: Listing[] = [];
  const issues: ReadIssue[] = [];
  let batches = 0;
  for await (const batch of reader.read(ctx)) {
    batches++;
    listings.push(...(batch.listings as Listing[]));
    issues.push(...batch.issues);
  }
  return { listings, issues, batches };
}

export function testContext(
  baseUrl: string,
  fetcher: Fetcher,
  settings: Record<string, unknown> = {},
): ReaderContext {
  return { baseUrl, fetcher, settings, maxPages: 100 };
}
