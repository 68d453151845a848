import { UnrecoverableError } from 'bullmq';
import type { RunTrigger } from '@hardprecios/core/db/schema';
import {
  finishRun,
  openRun,
  type IngestionRunRow,
} from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { markStoreUpdated } from '@hardprecios/core/ingestion/forced-updates.repository';
import { watchedModelsChangedBy } from '@hardprecios/core/alerts/alert-fanout';
import { ingestionListings } from '@hardprecios/core/metrics/metrics';
import { countsOf, runCatalogAudit, type AuditCounts } from '@hardprecios/core/audit/catalog-audit';
import { publishAuditCounts } from '@hardprecios/core/audit/audit-metric';
import type { JobContext } from '../jobs/job-definition';
import { classifyFailure } from './failure';
import { syncExternalSearch } from './external-search';
import type { IngestResult } from './ingest';
import { progressReporter, type ProgressReporter, type RunProgress } from './progress';

export interface RunTools {
  run: IngestionRunRow;
  progress: ProgressReporter;
  /** Records which reader reads the store (known after `auto` detection). */
  setReader(name: string): void;
}

export interface RunOutcome {
  result: IngestResult;
  /** A note for the back office when the run succeeded with a caveat. */
  reason?: string;
}

/** What a finished job returns (the `completed` event carries it to the back office). */
export interface RunSummary {
  runId: number;
  storeId: number;
  status: 'done';
  complete: boolean;
  counts: IngestResult['counts'];
}

/**
 * The life of one ingestion job around its body: the run row (one per job, reused by retries and by a
 * rerun after a crash), progress, final counts and error samples, the store's last-update time, and
 * what a failure means — a transient one is rethrown for BullMQ to retry with backoff, a permanent one
 * (or the last attempt) ends the run 'failed' with a Spanish reason, as UnrecoverableError.
 */
export async function runIngestionJob(
  ctx: JobContext,
  params: { storeId: number; trigger: RunTrigger; fileName?: string; reader?: string },
  body: (tools: RunTools) => Promise<RunOutcome>,
): Promise<RunSummary> {
  const { job, deps } = ctx;
  const { db, logger } = deps;
  const run = await openRun(db, {
    storeId: params.storeId,
    jobId: job.id!,
    queuedAt: new Date(job.timestamp),
    trigger: params.trigger,
    reader: params.reader,
    fileName: params.fileName,
  });
  let reader = params.reader ?? run.reader ?? undefined;
  if (ctx.metricLabels && reader) ctx.metricLabels.reader = reader;
  const progress = progressReporter((p: RunProgress) => job.updateProgress({ ...p }), {
    storeId: params.storeId,
    runId: run.id,
    reader,
  });
  await progress.report({ phase: 'starting' }, true);

  try {
    const { result, reason } = await body({
      run,
      progress,
      setReader(name) {
        reader = name;
        if (ctx.metricLabels) ctx.metricLabels.reader = name;
      },
    });
    const audit = await auditCatalog(ctx);
    await finishRun(db, run.id, {
      status: 'done',
      reader: reader ?? null,
      reason:
        reason ??
        (result.complete ? null : 'Lectura incompleta: no se marcó ningún producto como no disponible'),
      ...result.counts,
      errorSamples: result.errorSamples,
      rejectedRows: result.rejectedRows,
      quality: audit ? { ...result.quality, audit } : result.quality,
    });
    countListings(result.counts);
    await markStoreUpdated(db, params.storeId);
    await syncExternalSearch(deps, params.storeId);
    await enqueueAlerts(ctx, run.id, params.storeId);
    return {
      runId: run.id,
      storeId: params.storeId,
      status: 'done',
      complete: result.complete,
      counts: result.counts,
    };
  } catch (err) {
    const failure = classifyFailure(err);
    const attempts = job.opts.attempts ?? 1;
    const final = failure.permanent || job.attemptsMade + 1 >= attempts;
    const { pagesFetched, read, created, updated, priceChanged, removed, errors } = progress.last;
    await finishRun(db, run.id, {
      status: final ? 'failed' : 'queued',
      reader: reader ?? null,
      reason: final ? failure.reason : `${failure.reason} (se reintentará)`,
      pagesFetched,
      seen: read,
      created,
      updated,
      priceChanged,
      removed,
      errors: errors + 1,
      errorSamples: [{ where: 'run', message: failure.reason }],
    }).catch((writeErr) => logger.error({ err: writeErr, runId: run.id }, 'could not record the failed run'));
    // Loud only when it is over; a retry to come is routine.
    if (final) logger.error({ err, jobId: job.id, runId: run.id }, `ingestion failed: ${failure.reason}`);
    else logger.warn({ jobId: job.id, runId: run.id, attempt: job.attemptsMade + 1 }, failure.reason);
    if (failure.permanent) throw new UnrecoverableError(failure.reason);
    throw err;
  }
}

/**
 * The catalog audit once the run's listings are written: its counts go in the run's quality report and
 * the hardprecios_audit_violations metric. A failure here is logged, not the run's.
 */
async function auditCatalog(ctx: JobContext): Promise<AuditCounts | undefined> {
  try {
    const counts = countsOf(await runCatalogAudit(ctx.deps.db));
    publishAuditCounts(counts);
    return counts;
  } catch (err) {
    ctx.deps.logger.error({ err }, 'the catalog audit could not run');
    return undefined;
  }
}

/** hardprecios_ingestion_listings_total: what a successful run did with each listing it read. */
function countListings(counts: IngestResult['counts']): void {
  ingestionListings.inc({ outcome: 'created' }, counts.created);
  ingestionListings.inc({ outcome: 'updated' }, counts.updated);
  ingestionListings.inc({ outcome: 'unchanged' }, Math.max(0, counts.seen - counts.created - counts.updated));
  ingestionListings.inc({ outcome: 'rejected' }, counts.errors);
}

/**
 * The alerts of the watched models this run changed. Since the job was queued, not since this attempt
 * started: what a failed attempt wrote counts too (its mails, if any, are not sent twice). A failure
 * here is logged, not the run's: its listings are written.
 */
async function enqueueAlerts(ctx: JobContext, runId: number, storeId: number): Promise<void> {
  const { db, jobs, logger } = ctx.deps;
  try {
    const modelIds = await watchedModelsChangedBy(db, storeId, new Date(ctx.job.timestamp));
    if (modelIds.length) await jobs.enqueueAlerts(runId, modelIds);
    if (modelIds.length) logger.info({ runId, storeId, models: modelIds.length }, 'alerts enqueued');
  } catch (err) {
    logger.error({ err, runId, storeId }, 'alerts of the run could not be enqueued');
  }
}
