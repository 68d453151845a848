import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Env } from '@hardprecios/core/config/env';
import { metricsRegistry } from '@hardprecios/core/metrics/metrics';
import { metricsAllowed } from '@hardprecios/core/metrics/metrics-access';
import { listen } from '@hardprecios/core/runtime/ports';
import type { RunningWorkers } from './worker-runtime';

/**
 * A worker process's own small HTTP port (WORKER_PORT): GET /health for the container's health check
 * (503 when its Redis or database is unreachable) and GET /metrics for the holder of METRICS_TOKEN.
 * Rejects with a ListenError when the port cannot be taken.
 */
export function startWorkerHttp(
  env: Pick<Env, 'WORKER_PORT' | 'METRICS_TOKEN' | 'HOST'>,
  workers: RunningWorkers,
  logger: Logger,
  port: number = env.WORKER_PORT,
): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://worker').pathname;
    if (req.method !== 'GET') return send(405, { error: 'method_not_allowed' });
    if (path === '/health') {
      void workers.health().then((health) => send(health.ok ? 200 : 503, { ...health, id: workers.id }));
      return;
    }
    if (path === '/metrics') {
      if (!env.METRICS_TOKEN)
        return send(404, { error: 'not_found', message: 'Las métricas están desactivadas' });
      if (!metricsAllowed(req.headers.authorization, env.METRICS_TOKEN)) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return send(401, { error: 'unauthorized', message: 'Las métricas requieren el token de métricas' });
      }
      void metricsRegistry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': metricsRegistry.contentType });
        res.end(text);
      });
      return;
    }
    send(404, { error: 'not_found' });
  });
  const target = { port, host: env.HOST, what: 'the worker health port', setting: 'WORKER_PORT' };
  return listen(server, target).then(() => {
    logger.info({ port }, 'worker health and metrics listening');
    return server;
  });
}
