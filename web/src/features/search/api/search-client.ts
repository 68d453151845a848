import type { SearchClient } from 'instantsearch.js';
import { createContext } from 'react';
import { apiPost } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

type SearchRequests = Parameters<SearchClient['search']>[0];
type PostSearch = (body: { requests: SearchRequests }) => Promise<unknown>;

interface SearchAnswer {
  results?: Array<{
    facets?: Record<string, Record<string, number>>;
    facets_stats?: Record<string, unknown>;
  }>;
}

/**
 * InstantSearch reads a facet's stats only when the facet also appears in `facets`; our API sends
 * the price bounds in `facets_stats.precio` without a `facets.precio` list, so give it an empty one
 * (otherwise the price slider never learns its bounds).
 */
export function withStatsFacets<T>(answer: T): T {
  for (const result of (answer as SearchAnswer).results ?? []) {
    for (const attribute of Object.keys(result.facets_stats ?? {})) {
      result.facets ??= {};
      result.facets[attribute] ??= {};
    }
  }
  return answer;
}

const CACHE_LIMIT = 60;

/**
 * The InstantSearch client: POSTs the multi-query body to our own /api/search (the browser never
 * talks to a search engine). Answers are kept per request body, so back/forward and returning to
 * a results page restore it without asking the server again; failed requests are not kept.
 */
export function createSearchClient(
  post: PostSearch = (body) => apiPost(apiPaths.search, body),
): SearchClient {
  const cache = new Map<string, Promise<unknown>>();
  return {
    search(requests) {
      const key = JSON.stringify(requests);
      let answer = cache.get(key);
      if (!answer) {
        answer = post({ requests })
          .then(withStatsFacets)
          .catch((error: unknown) => {
            cache.delete(key);
            throw error;
          });
        cache.set(key, answer);
        if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      }
      return answer as ReturnType<SearchClient['search']>;
    },
  } as SearchClient;
}

/** One client for the whole page load, so its cache outlives the results screen. */
export const searchClient = createSearchClient();

/** The client the results screen searches with: the page's own, or one per request on the server. */
export const SearchClientContext = createContext<SearchClient>(searchClient);
