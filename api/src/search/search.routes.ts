import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { multiSearchBody, type MultiSearchBody } from './instantsearch.schema';
import { answerInstantSearch } from './instantsearch.service';
import { searchRuntime, type SearchRuntime } from './search-runtime';

/** POST /api/search: InstantSearch's multi-query protocol over the search engine. */
export function searchRoutes(deps: AppDeps): Router {
  const router = Router();
  const runtime = searchRuntime(deps);

  router.post(
    '/search',
    endpoint({ body: multiSearchBody }, ({ body }, req) => answerMultiSearch(runtime, body, req)),
  );
  return router;
}

/**
 * Answers a multi-query body and counts the shopper's search (also used by the server render of the
 * results page, which searches for the browser).
 */
export async function answerMultiSearch(runtime: SearchRuntime, body: MultiSearchBody, req: Request) {
  const results = await Promise.all(body.requests.map((request) => answerInstantSearch(runtime, request)));
  // The batch's main query (disjunctive-facet queries come with analytics off or no hits).
  const main = body.requests.findIndex((r) => r.params.analytics && r.params.hitsPerPage > 0);
  // A query answered without some of its words found nothing as asked: counted so, for the statistics of
  // searches without results.
  if (main >= 0) {
    const answer = results[main]!;
    const found = 'queryAfterRemoval' in answer ? 0 : answer.nbHits;
    runtime.recordSearch(req, body.requests[main]!.params.query, found);
  }
  return { results };
}
