import type { FetcherOptions } from '../http/fetcher';
import type { JobDeps } from '../jobs/job-definition';

/** The fetcher every site read of the workers uses, from configuration (tests add their overrides). */
export function siteFetcherOptions(deps: Pick<JobDeps, 'env' | 'fetcher'>): FetcherOptions {
  return {
    publicUrl: deps.env.PUBLIC_URL,
    delayMs: deps.env.CRAWL_DELAY_MS,
    allowPrivate: deps.env.ALLOW_PRIVATE_FETCH,
    ...deps.fetcher,
  };
}
