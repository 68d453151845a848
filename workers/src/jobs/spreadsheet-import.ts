import path from 'node:path';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { ingest, type IngestBatch } from '../catalog-update/ingest';
import { runIngestionJob } from '../catalog-update/run-job';
import { siteBaseUrl } from '../catalog-update/site-read';
import { readSheet } from '../spreadsheets/read-sheet';
import { importsDir } from '../spreadsheets/stored-imports';
import { defineJob } from './job-definition';

export const spreadsheetImportSchema = z.object({
  storeId: z.number().int().positive(),
  /** Name of the stored upload inside UPLOADS_DIR/imports. */
  storedName: z.string().regex(/^[\w.-]+\.(xlsx|csv)$/),
  /** The name the file had when uploaded (shown in the back office). */
  fileName: z.string().min(1).max(255),
  format: z.enum(['xlsx', 'csv']),
});

/**
 * Imports an uploaded spreadsheet into a store's catalog. Good rows are written even when others are
 * rejected (each with its row number and reason); when the file parsed fully and the store's catalog
 * comes from spreadsheets, listings missing from it become unavailable. A file that cannot be parsed
 * is a permanent failure.
 */
export const spreadsheetImportJob = defineJob({
  name: 'spreadsheet-import',
  schema: spreadsheetImportSchema,
  options: { attempts: 3, backoff: { type: 'transient', delay: 15_000 } },
  concurrency: 1,
  async handle(payload, ctx) {
    const { db, env } = ctx.deps;
    const store = await getStore(db, payload.storeId);
    if (!store) throw new UnrecoverableError(`La tienda ${payload.storeId} no existe`);
    const file = path.join(importsDir(env.UPLOADS_DIR), payload.storedName);
    return runIngestionJob(
      ctx,
      { storeId: store.id, trigger: 'spreadsheet', fileName: payload.fileName, reader: 'spreadsheet' },
      async ({ progress }) => {
        let defaultUrl: string | undefined;
        try {
          defaultUrl = siteBaseUrl(store);
        } catch {
          defaultUrl = undefined;
        }
        const sheet = readSheet(file, {
          format: payload.format,
          defaultUrl,
          limits: ctx.deps.spreadsheetLimits,
        });
        const batches = (async function* (): AsyncGenerator<IngestBatch> {
          for await (const batch of sheet) yield { ...batch, issues: [] };
        })();
        const result = await ingest({
          db,
          storeId: store.id,
          batches,
          markUnseen: store.sourceKind === 'spreadsheet',
          progress,
          writeLanes: ctx.deps.writeLanes,
        });
        const rejected = result.rejectedRows.length;
        return { result, reason: rejected ? `${result.counts.errors} filas rechazadas` : undefined };
      },
    );
  },
});
