import { Router, type RequestHandler } from 'express';
import { createJobClient, type JobClient } from '@hardprecios/core/jobs/job-client';
import { QUEUE_NAMES } from '@hardprecios/core/jobs/queue-names';
import {
  httpRequestDuration,
  metricsRegistry,
  queueCountsOf,
  setJobCountsSource,
} from '@hardprecios/core/metrics/metrics';
import { metricsAllowed } from '@hardprecios/core/metrics/metrics-access';
import type { AppDeps } from '../deps';

/**
 * Times every request by its route pattern (`/api/products/:id`, never the id: the series stay few).
 * Requests no route matched (404s, static files) share one label each.
 */
export const timeRequests: RequestHandler = (req, res, next) => {
  const end = httpRequestDuration.startTimer();
  res.once('finish', () => {
    const pattern = req.route?.path as string | RegExp | undefined;
    const route =
      pattern === undefined
        ? req.path.startsWith('/api/')
          ? 'unmatched'
          : 'static'
        : `${req.baseUrl}${pattern instanceof RegExp ? pattern.source : pattern}`;
    end({ route, method: req.method, status: String(res.statusCode) });
  });
  next();
};

/** GET /metrics in Prometheus text format, for the holder of METRICS_TOKEN only (unset: 404, off). */
export function metricsRoutes(deps: AppDeps): Router {
  const { env } = deps;
  const router = Router();
  let jobs: JobClient | undefined;
  router.get('/metrics', async (req, res) => {
    if (!env.METRICS_TOKEN) {
      res.status(404).json({ error: 'not_found', message: 'Las métricas están desactivadas' });
      return;
    }
    if (!metricsAllowed(req.get('authorization'), env.METRICS_TOKEN)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ error: 'unauthorized', message: 'Las métricas requieren el token de métricas' });
      return;
    }
    if (!jobs) {
      jobs = deps.jobs ?? createJobClient({ redis: deps.redis, prefix: env.REDIS_PREFIX, failFast: true });
      setJobCountsSource(queueCountsOf(QUEUE_NAMES, (name) => jobs!.queue(name)));
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.send(await metricsRegistry.metrics());
  });
  return router;
}
