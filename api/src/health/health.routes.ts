import { Router } from 'express';
import { sql } from 'drizzle-orm';
import { liveWorkers } from '@hardprecios/core/workers/heartbeat';
import type { AppDeps } from '../deps';
import { searchRuntime } from '../search/search-runtime';
import { warmUpStatus } from '../search/warm-up/warm-up';

/** Each probe answers within this, so the whole check stays under a second with a dependency down. */
const PROBE_TIMEOUT_MS = 700;

async function check<T>(
  probe: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([probe(), timeout]) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: database, Redis and worker status; 503 when something the site needs is down. */
export function healthRoutes(deps: AppDeps): Router {
  const { database, redis, env } = deps;
  const router = Router();
  router.get('/health', async (_req, res) => {
    // Asking starts the in-memory search index's build at boot, when the orchestrator first probes.
    const memoryIndex = searchRuntime(deps).memoryIndex;
    const [db, cache, workers] = await Promise.all([
      check(() => database.db.execute(sql`SELECT 1`)),
      check(() => redis.ping()),
      check(() => liveWorkers(redis, env.REDIS_PREFIX)),
    ]);
    const workerCount = workers.ok ? workers.value : 0;
    const ok = db.ok && cache.ok;
    res.status(ok ? 200 : 503).json({
      status: ok ? (workerCount > 0 ? 'ok' : 'degraded') : 'down',
      database: { ok: db.ok, driver: database.driver, ...(db.ok ? {} : { error: db.error }) },
      redis: { ok: cache.ok, ...(cache.ok ? {} : { error: cache.error }) },
      workers: { ok: workerCount > 0, count: workerCount },
      search: { memoryIndex: memoryIndex ? memoryIndex.status() : 'off', warmUp: warmUpStatus(deps) },
    });
  });
  return router;
}
