import { Router, type RequestHandler } from 'express';
import type { ZodType } from 'zod';
import type { StatEventOf, StatKind } from '@hardprecios/core/stats/events';
import * as reads from '@hardprecios/core/stats/stats-reads';
import type { AppDeps } from '../deps';
import { requireRole } from '../auth/auth.middleware';
import { endpoint } from '../http/endpoint';
import { dropBots, identifyVisitor, limitBody, limitWrites } from './public-write';
import { statsRuntime } from './stats-runtime';
import { statsSettings } from './stats-settings';
import {
  categoryAccessBody,
  chartRangeQuery,
  dailyVisitsQuery,
  productEventBody,
  rankingQuery,
  searchBody,
  storeVisitBody,
  summaryRangeQuery,
  webVisitBody,
} from './stats.schema';
import {
  toCategoryAccesses,
  toDaySeries,
  toProductRanking,
  toRedirectSummary,
  toStoreRanking,
} from './stats.mapper';

type EventFields<K extends StatKind> = Omit<StatEventOf<K>, 'kind' | 'at' | 'visitorHash'>;

/** /api/estadisticas: anonymous event writes, and the back office's reads (fullAdmin). */
export function statsRoutes(deps: AppDeps): Router {
  const router = Router();
  const runtime = statsRuntime(deps);
  const db = deps.database.db;
  const guards = [identifyVisitor(runtime), limitWrites(deps, statsSettings(deps.env))];

  /** Bots dropped, body size checked, visitor limited, body validated, event queued: 202 { message }. */
  function write<K extends StatKind>(path: string, kind: K, body: ZodType<EventFields<K>>, message: string) {
    router.post(
      path,
      dropBots(message),
      limitBody,
      ...guards,
      endpoint({ body }, ({ body: fields }, _req, res) => {
        const visitorHash = res.locals.visitorHash as string;
        runtime.record({ ...fields, kind, at: new Date(), visitorHash } as StatEventOf<K>);
        res.status(202);
        return { message };
      }),
    );
  }

  write('/visita-web', 'web_visit', webVisitBody, 'Visita registrada');
  write('/producto', 'product_visit', productEventBody, 'Visita al producto registrada');
  write('/redireccion', 'redirect', productEventBody, 'Redirección registrada');
  write('/tienda', 'store_visit', storeVisitBody, 'Visita a la tienda registrada');
  write('/categorias/acceso', 'category_access', categoryAccessBody, 'Acceso a la categoría registrado');
  write('/busquedas', 'search', searchBody, 'Búsqueda registrada');

  // Reads see every event this instance has queued so far.
  const flushed: RequestHandler = (_req, _res, next) => {
    runtime.flush().then(() => next(), next);
  };
  const admin = [requireRole('fullAdmin'), flushed];

  router.get(
    '/contar-visitas-web',
    ...admin,
    endpoint({ query: summaryRangeQuery }, async ({ query }) => ({
      data: { cantidadVisitas: await reads.countWebVisits(db, query) },
    })),
  );
  router.get(
    '/contar-redirecciones',
    ...admin,
    endpoint({ query: summaryRangeQuery }, async ({ query }) => ({
      data: toRedirectSummary(await reads.countRedirectsAndProductVisits(db, query)),
    })),
  );
  router.get(
    '/productos-mas-buscados',
    ...admin,
    endpoint({ query: rankingQuery }, async ({ query }) => ({
      data: toProductRanking(await reads.mostVisitedProducts(db, query, query.limite)),
    })),
  );
  router.get(
    '/busquedas-fechas',
    ...admin,
    endpoint({ query: summaryRangeQuery }, async ({ query }) => ({
      data: toDaySeries(await reads.dailyCounts(db, 'search', query)),
    })),
  );
  router.get(
    '/visitas-diarias',
    ...admin,
    endpoint({ query: dailyVisitsQuery }, async ({ query }) => ({
      data: toDaySeries(await reads.dailyCounts(db, 'web_visit', query)),
    })),
  );
  router.get(
    '/categorias/obtener_accesos',
    ...admin,
    endpoint({ query: chartRangeQuery }, async ({ query }) => ({
      data: toCategoryAccesses(await reads.categoryAccesses(db, query)),
    })),
  );
  router.get(
    '/tiendas-mas-buscadas',
    ...admin,
    endpoint({ query: chartRangeQuery }, async ({ query }) => ({
      data: toStoreRanking(await reads.mostVisitedStores(db, query)),
    })),
  );
  return router;
}
