import path from 'node:path';
import { UnrecoverableError } from 'bullmq';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { ingest, type IngestBatch } from '../catalog-update/ingest';
import { runIngestionJob } from '../catalog-update/run-job';
import { siteBaseUrl } from '../catalog-update/site-read';
import { readSheet } from '../spreadsheets/read-sheet';
import { importsDir } from '@hardprecios/core/spreadsheets/stored-imports';
import { spreadsheetImportContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/**
 * Imports an uploaded spreadsheet into a store's catalog. Good rows are written even when others are
 * rejected (each with its row number and reason); when the file parsed fully and the store's catalog
 * comes from spreadsheets, listings missing from it become unavailable. A file that cannot be parsed
 * is a permanent failure.
 */
export const spreadsheetImportJob = defineJob({
  ...spreadsheetImportContract,
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
        const warned: number[] = [];
        const slugLinked: number[] = [];
        const batches = (async function* (): AsyncGenerator<IngestBatch> {
          for await (const { warnings, slugUrls, ...batch } of sheet) {
            for (const warning of warnings) warned.push(warning.row);
            for (const warning of slugUrls) slugLinked.push(warning.row);
            yield { ...batch, issues: [] };
          }
        })();
        const result = await ingest({
          db,
          storeId: store.id,
          batches,
          markUnseen: store.sourceKind === 'spreadsheet',
          progress,
          writeLanes: ctx.deps.writeLanes,
        });
        const notes = [
          result.rejectedRows.length
            ? plural(result.counts.errors, 'fila rechazada', 'filas rechazadas')
            : '',
          rowsNote(warned, 'se enlaza a la página de la tienda', 'se enlazan a la página de la tienda'),
          rowsNote(
            slugLinked,
            'se enlaza a la página que arma su identificador',
            'se enlazan a la página que arma su identificador',
          ),
        ].filter(Boolean);
        return { result, reason: notes.length ? notes.join('. ') : undefined };
      },
    );
  },
});

/**
 * Rows without a product URL, linked to the store's site or to the page their platform's slug column
 * names (right unless the store changed its paths): how many, and which (the first 10).
 */
function rowsNote(rows: number[], one: string, many: string): string {
  if (rows.length === 0) return '';
  const shown = rows.slice(0, 10).join(', ') + (rows.length > 10 ? '…' : '');
  return rows.length === 1
    ? `1 fila sin URL del producto ${one} (fila ${shown})`
    : `${rows.length} filas sin URL del producto ${many} (filas ${shown})`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
