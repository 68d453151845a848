import { z } from 'zod';
import { LOCKS, withTryLock } from '@hardprecios/core/ingestion/advisory-lock.repository';
import { listStores } from '@hardprecios/core/stores/stores.repository';
import { defineJob } from './job-definition';

export const globalUpdateSchema = z.object({ trigger: z.enum(['global', 'schedule']) });

/**
 * Refreshes every active store: fans out one catalog update per store as a BullMQ flow whose parent
 * (global-update-summary) runs when they have all finished. Requested by a fullAdmin or fired by the
 * repeatable schedule; the fan-out runs on one instance at a time (a Postgres advisory lock).
 */
export const globalUpdateJob = defineJob({
  name: 'global-update',
  schema: globalUpdateSchema,
  options: { attempts: 3, backoff: { type: 'transient', delay: 10_000 } },
  concurrency: 1,
  async handle(payload, { deps }) {
    const outcome = await withTryLock(deps.db, LOCKS.globalFanOut, async (tx) => {
      const stores = await listStores(tx, { activeOnly: true });
      return deps.jobs.fanOutCatalogUpdates(
        stores.map((s) => s.id),
        payload.trigger,
      );
    });
    if (!outcome) return { skipped: 'otra instancia ya está lanzando la actualización global' };
    deps.logger.info({ ...outcome, trigger: payload.trigger }, 'global update fanned out');
    return outcome;
  },
});
