import { LOCKS, withTryLock } from '@hardprecios/core/ingestion/advisory-lock.repository';
import { listStores } from '@hardprecios/core/stores/stores.repository';
import { globalUpdateContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/**
 * Refreshes every active store: fans out one catalog update per store as a BullMQ flow whose parent
 * (global-update-summary) runs when they have all finished. Requested by a fullAdmin or fired by the
 * repeatable schedule; the fan-out runs on one instance at a time (a Postgres advisory lock).
 */
export const globalUpdateJob = defineJob({
  ...globalUpdateContract,
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
