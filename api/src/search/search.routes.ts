import { Router } from 'express';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { multiSearchBody } from './instantsearch.schema';
import { answerInstantSearch } from './instantsearch.service';
import { searchRuntime } from './search-runtime';

/** POST /api/search: InstantSearch's multi-query protocol over the search engine. */
export function searchRoutes(deps: AppDeps): Router {
  const router = Router();
  const runtime = searchRuntime(deps);

  router.post(
    '/search',
    endpoint({ body: multiSearchBody }, async ({ body }, req) => {
      const results = await Promise.all(
        body.requests.map((request) => answerInstantSearch(runtime, request)),
      );
      // The batch's main query (disjunctive-facet queries come with analytics off or no hits).
      const main = body.requests.findIndex((r) => r.params.analytics && r.params.hitsPerPage > 0);
      if (main >= 0) runtime.recordSearch(req, body.requests[main]!.params.query, results[main]!.nbHits);
      return { results };
    }),
  );
  return router;
}
