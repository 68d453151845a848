import type { Db } from '@hardprecios/core/db/client';
import type { Env } from '@hardprecios/core/config/env';
import { AppError } from '@hardprecios/core/errors/app-error';
import {
  claimForcedUpdate,
  releaseForcedUpdate,
} from '@hardprecios/core/ingestion/forced-updates.repository';
import {
  getRun,
  latestRunsPerStore,
  type IngestionRunRow,
} from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { getStore, STORE_STATUS } from '@hardprecios/core/stores/stores.repository';
import type { UserRow } from '@hardprecios/core/users/users.repository';
import type { JobClient } from '@hardprecios/core/jobs/job-client';
import { formatFromName, sniffBuffer } from '@hardprecios/core/spreadsheets/file-kind';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';
import { storeImport } from '@hardprecios/core/spreadsheets/stored-imports';
import { assertCanManageStore } from '../auth/auth.middleware';

export interface AdminJobsServiceDeps {
  db: Db;
  env: Env;
  jobs: JobClient;
}

/** The stores a user may watch: all (undefined) for a fullAdmin, their own for a storeAdmin. */
export function visibleStoreIds(user: UserRow): number[] | undefined {
  return user.role === 'fullAdmin' ? undefined : user.storeId ? [user.storeId] : [];
}

export function cooldownMessage(hours: number): string {
  return `Debe esperar al menos ${hours} horas antes de realizar otra actualización.`;
}

/**
 * A store's forced update: the cooldown (FORCE_UPDATE_COOLDOWN_HOURS since the last forced update) is
 * taken atomically before enqueueing, and given back when the queue cannot take the job.
 */
export async function forceStoreUpdate(deps: AdminJobsServiceDeps, user: UserRow, storeId: number) {
  assertCanManageStore(user, storeId);
  const store = await getStore(deps.db, storeId);
  if (!store) throw new AppError('not_found', 'Tienda no encontrada');
  if (store.statusId !== STORE_STATUS.active) throw new AppError('conflict', 'La tienda está suspendida');
  const hours = deps.env.FORCE_UPDATE_COOLDOWN_HOURS;
  const claim = await claimForcedUpdate(deps.db, storeId, hours);
  if (!claim.ok) {
    if ('notFound' in claim) throw new AppError('not_found', 'Tienda no encontrada');
    const retryAfterSeconds = Math.max(1, Math.ceil((claim.nextAllowedAt.getTime() - Date.now()) / 1000));
    throw new AppError('too_many_requests', cooldownMessage(hours), {
      retryAfterSeconds,
      nextAllowedAt: claim.nextAllowedAt.toISOString(),
    });
  }
  try {
    return await deps.jobs.enqueueCatalogUpdate(storeId, 'manual');
  } catch (err) {
    await releaseForcedUpdate(deps.db, storeId, claim.previous);
    throw new AppError('unavailable', 'No se pudo encolar la actualización; probá de nuevo en unos minutos', {
      cause: (err as Error).message,
    });
  }
}

export async function forceGlobalUpdate(deps: AdminJobsServiceDeps) {
  try {
    return await deps.jobs.enqueueGlobalUpdate('global');
  } catch (err) {
    throw new AppError('unavailable', 'No se pudo encolar la actualización global', {
      cause: (err as Error).message,
    });
  }
}

/** Runs as the back office lists them: rejected rows counted, not listed (GET the run for them). */
export function runView(run: IngestionRunRow, withRejectedRows = false) {
  const { rejectedRows, ...rest } = run;
  return { ...rest, rejectedCount: rejectedRows.length, ...(withRejectedRows ? { rejectedRows } : {}) };
}

/** Jobs queued or running and the latest runs of each store the user may see. */
export async function listJobs(deps: AdminJobsServiceDeps, user: UserRow) {
  const storeIds = visibleStoreIds(user);
  const [jobs, runs] = await Promise.all([
    deps.jobs.currentJobs({ storeIds }),
    latestRunsPerStore(deps.db, { storeIds, perStore: 5 }),
  ]);
  return { jobs, runs: runs.map((run) => runView(run)) };
}

export async function getRunDetail(deps: AdminJobsServiceDeps, user: UserRow, runId: number) {
  const run = await getRun(deps.db, runId);
  if (!run) throw new AppError('not_found', 'Ejecución no encontrada');
  assertCanManageStore(user, run.storeId);
  return runView(run, true);
}

/**
 * An uploaded spreadsheet: its bytes must be what its name says (xlsx is a zip workbook, csv is text),
 * then it is stored under a random name and a spreadsheet-import job is enqueued.
 */
export async function importSpreadsheet(
  deps: AdminJobsServiceDeps,
  user: UserRow,
  storeId: number,
  file: { originalName: string; bytes: Buffer } | undefined,
) {
  assertCanManageStore(user, storeId);
  if (!file) throw new AppError('bad_request', "Falta el archivo (campo 'archivo')");
  const store = await getStore(deps.db, storeId);
  if (!store) throw new AppError('not_found', 'Tienda no encontrada');
  const format = formatFromName(file.originalName);
  if (!format) throw new AppError('unsupported_media_type', 'El archivo debe ser una planilla .xlsx o .csv');
  try {
    await sniffBuffer(file.bytes, format);
  } catch (err) {
    if (err instanceof SpreadsheetError) throw new AppError('unsupported_media_type', err.message);
    throw err;
  }
  const storedName = await storeImport(deps.env.UPLOADS_DIR, file.bytes, format);
  const { jobId } = await deps.jobs.enqueueSpreadsheetImport({
    storeId,
    storedName,
    fileName: file.originalName.slice(0, 255),
    format,
  });
  return { jobId, format };
}
