import type { Job, JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { z, ZodType } from 'zod';
import type { Db } from '@hardprecios/core/db/client';
import type { Env } from '@hardprecios/core/config/env';
import type { MailSite } from '@hardprecios/core/alerts/alert-mails';
import type { Mailer } from '@hardprecios/core/mail/mailer';
import type { ReaderCatalog } from '../catalog-update/reader-catalog';
import type { FetcherOptions } from '../http/fetcher';
import type { SheetLimits } from '../spreadsheets/sheet-limits';
import type { JobClient } from '@hardprecios/core/jobs/job-client';
import type { QueueName } from '@hardprecios/core/jobs/queue-names';

/** What every handler may use; built once by the worker runtime. */
export interface JobDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** To enqueue follow-up jobs (the global update fans out catalog updates, a run its alerts). */
  jobs: JobClient;
  /** Alert mail: SMTP_URL, or the local outbox. */
  mailer: Mailer;
  /** Where mail links point (PUBLIC_URL) and the product's name. */
  site: MailSite;
  /** Overrides for the site fetcher (tests and benches: the fixture server, no delay). */
  fetcher?: Partial<FetcherOptions>;
  /** The readers to use instead of workers/src/readers (tests). */
  readers?: ReaderCatalog;
  /** Overrides for spreadsheet parsing limits (tests). */
  spreadsheetLimits?: Partial<SheetLimits>;
  /** Catalog write transactions run at once by one job (see ingest). */
  writeLanes?: number;
}

export interface JobContext {
  job: Job;
  deps: JobDeps;
  /** Aborted when the worker shuts down with the job still running. */
  signal?: AbortSignal;
  /** Labels of the job's metrics: a store read sets the reader it used once known. */
  metricLabels?: { reader?: string };
}

/**
 * One kind of background job: its queue name, the payload schema (parsed before `handle` runs, both
 * when enqueued and when processed), its retry policy (merged over the shared defaults) and the handler.
 */
export interface JobDefinition<S extends ZodType = ZodType, R = unknown> {
  name: QueueName;
  schema: S;
  options: JobsOptions;
  /** Jobs of this kind one worker process runs at once. */
  concurrency: number;
  handle(payload: z.output<S>, ctx: JobContext): Promise<R>;
}

export function defineJob<S extends ZodType, R>(definition: JobDefinition<S, R>): JobDefinition<S, R> {
  return definition;
}
