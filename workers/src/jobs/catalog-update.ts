import { UnrecoverableError } from 'bullmq';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { ingest } from '../catalog-update/ingest';
import { runIngestionJob } from '../catalog-update/run-job';
import { openSiteRead } from '../catalog-update/site-read';
import { siteFetcherOptions } from '../catalog-update/site-fetcher-options';
import { catalogUpdateContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/**
 * Reads one store's site and brings its catalog up to date. Its id is derived from the store
 * (`catalog-update-<storeId>`), so a second request while one is queued or running joins it.
 */
export const catalogUpdateJob = defineJob({
  ...catalogUpdateContract,
  concurrency: 2,
  async handle(payload, ctx) {
    const { db } = ctx.deps;
    const store = await getStore(db, payload.storeId);
    if (!store) throw new UnrecoverableError(`La tienda ${payload.storeId} no existe`);
    return runIngestionJob(
      ctx,
      { storeId: store.id, trigger: payload.trigger },
      async ({ progress, setReader }) => {
        if (store.sourceKind === 'spreadsheet') {
          // Its catalog arrives by spreadsheet imports; there is no site to read and nothing to sweep.
          const result = await ingest({
            db,
            storeId: store.id,
            batches: (async function* () {})(),
            markUnseen: false,
            progress,
          });
          return { result, reason: 'La tienda se actualiza con planillas: no hay sitio que leer' };
        }
        const site = await openSiteRead(store, {
          fetcher: siteFetcherOptions(ctx.deps),
          signal: ctx.signal,
          readers: ctx.deps.readers,
          onDetecting: () => progress.report({ phase: 'detecting' }, true),
        });
        setReader(site.reader);
        await progress.report({ phase: 'reading', reader: site.reader }, true);
        try {
          const result = await ingest({
            db,
            storeId: store.id,
            batches: site.batches,
            markUnseen: true,
            progress,
            pagesFetched: site.pagesFetched,
            writeLanes: ctx.deps.writeLanes,
          });
          return { result };
        } finally {
          await site.close();
        }
      },
    );
  },
});
