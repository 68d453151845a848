import { randomBytes } from 'node:crypto';
import { FlowProducer, Queue, type Job, type JobsOptions, type JobState } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { RunTrigger } from '../db/schema';
import { jobContracts, type JobName, type JobPayload } from './job-contracts';
import { jobOptions } from './job-options';
import {
  alertsJobId,
  CATALOG_QUEUES,
  GLOBAL_UPDATE_JOB_ID,
  catalogUpdateJobId,
  spreadsheetImportJobId,
  storeIdOfJob,
  type QueueName,
} from './queue-names';

export interface JobClientOptions {
  /** A connection made with connectRedis (BullMQ needs maxRetriesPerRequest: null); not closed here. */
  redis: Redis;
  /** REDIS_PREFIX: every queue key starts with it. */
  prefix: string;
  /** Per-job retry policy overrides (tests use short backoffs). */
  jobOptions?: Partial<Record<QueueName, JobsOptions>>;
  /**
   * The API's choice: while Redis is disconnected every call fails at once (BullMQ would wait for it to
   * come back), so a request answers 503 instead of hanging.
   */
  failFast?: boolean;
}

export const REDIS_DOWN_MESSAGE = 'Redis no está conectado';

export interface EnqueueResult {
  jobId: string;
  /** True when a job with this id was already queued or running and the request joined it. */
  joined: boolean;
}

/** A job still to run or running, as the back office lists it. */
export interface JobView {
  id: string;
  queue: QueueName;
  storeId: number | null;
  state: JobState | 'unknown';
  progress: unknown;
  trigger: string | null;
  attemptsMade: number;
  attempts: number;
  enqueuedAt: string;
  startedAt: string | null;
  /** Why the last attempt failed (jobs waiting for a retry). */
  failedReason: string | null;
}

const PENDING_STATES: JobState[] = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children'];
const FINISHED = new Set(['completed', 'failed']);

/** Enqueues jobs and reads their state; the API and the workers share it. */
export interface JobClient {
  readonly prefix: string;
  enqueueCatalogUpdate(storeId: number, trigger: RunTrigger): Promise<EnqueueResult>;
  enqueueGlobalUpdate(trigger: 'global' | 'schedule'): Promise<EnqueueResult>;
  enqueueSpreadsheetImport(payload: JobPayload<'spreadsheet-import'>): Promise<EnqueueResult>;
  /** One alerts job per model a run changed (ids per run and model: a retried run adds none twice). */
  enqueueAlerts(runId: number, modelIds: number[]): Promise<void>;
  /**
   * Adds one catalog update per store as children of a summary job (a BullMQ flow). Stores whose
   * update is already queued or running are left to it and not added twice.
   */
  fanOutCatalogUpdates(
    storeIds: number[],
    trigger: RunTrigger,
  ): Promise<{ summaryJobId: string; added: number[]; joined: number[] }>;
  currentJobs(filter?: { storeIds?: number[] }): Promise<JobView[]>;
  queue(name: QueueName): Queue;
  options(name: QueueName): JobsOptions;
  close(): Promise<void>;
}

export function createJobClient(options: JobClientOptions): JobClient {
  const { redis, prefix } = options;
  const queues = new Map<QueueName, Queue>();
  let flows: FlowProducer | undefined;

  const queue = (name: QueueName) => {
    if (options.failFast && redis.status !== 'ready') throw new Error(REDIS_DOWN_MESSAGE);
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: redis, prefix });
      // Connection errors are the health check's to report, not one log line per queue and retry.
      q.on('error', () => {});
      queues.set(name, q);
    }
    return q;
  };
  const optionsOf = (name: QueueName) => jobOptions(jobContracts[name].options, options.jobOptions?.[name]);
  const parse = <N extends JobName>(name: N, payload: JobPayload<N>) =>
    jobContracts[name].schema.parse(payload) as z.output<(typeof jobContracts)[N]['schema']>;

  /** A job with this id that has not finished yet, if any; a finished one is removed so the id is free. */
  async function pendingJob(name: QueueName, jobId: string): Promise<Job | undefined> {
    const existing = await queue(name).getJob(jobId);
    if (!existing) return undefined;
    const state = await existing.getState();
    if (!FINISHED.has(state)) return existing;
    await existing.remove().catch(() => {});
    return undefined;
  }

  async function enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    jobId: string,
  ): Promise<EnqueueResult> {
    const data = parse(name, payload);
    if (await pendingJob(name, jobId)) return { jobId, joined: true };
    // A twin added between the check and here is ignored by BullMQ (same id): still one job.
    await queue(name).add(name, data, { ...optionsOf(name), jobId });
    return { jobId, joined: false };
  }

  return {
    prefix,
    enqueueCatalogUpdate: (storeId, trigger) =>
      enqueue('catalog-update', { storeId, trigger }, catalogUpdateJobId(storeId)),
    enqueueGlobalUpdate: (trigger) => enqueue('global-update', { trigger }, GLOBAL_UPDATE_JOB_ID),
    enqueueSpreadsheetImport: (payload) =>
      enqueue(
        'spreadsheet-import',
        payload,
        spreadsheetImportJobId(payload.storeId, randomBytes(6).toString('hex')),
      ),

    async enqueueAlerts(runId, modelIds) {
      const opts = optionsOf('alerts');
      for (let i = 0; i < modelIds.length; i += 500) {
        await queue('alerts').addBulk(
          modelIds.slice(i, i + 500).map((modelId) => ({
            name: 'alerts',
            data: parse('alerts', { runId, modelId }),
            opts: { ...opts, jobId: alertsJobId(runId, modelId) },
          })),
        );
      }
    },

    async fanOutCatalogUpdates(storeIds, trigger) {
      const added: number[] = [];
      const joined: number[] = [];
      for (const storeId of storeIds) {
        if (await pendingJob('catalog-update', catalogUpdateJobId(storeId))) joined.push(storeId);
        else added.push(storeId);
      }
      flows ??= new FlowProducer({ connection: redis, prefix });
      const summaryJobId = `global-update-summary-${Date.now()}-${randomBytes(3).toString('hex')}`;
      await flows.add({
        name: 'global-update-summary',
        queueName: 'global-update-summary',
        data: parse('global-update-summary', { trigger, storeIds: added, joinedStoreIds: joined }),
        opts: { ...optionsOf('global-update-summary'), jobId: summaryJobId },
        children: added.map((storeId) => ({
          name: 'catalog-update',
          queueName: 'catalog-update',
          data: parse('catalog-update', { storeId, trigger }),
          // A store that fails must not keep the summary waiting forever.
          opts: {
            ...optionsOf('catalog-update'),
            jobId: catalogUpdateJobId(storeId),
            ignoreDependencyOnFailure: true,
          },
        })),
      });
      return { summaryJobId, added, joined };
    },

    async currentJobs(filter = {}) {
      const wanted = filter.storeIds ? new Set(filter.storeIds) : undefined;
      const views: JobView[] = [];
      for (const name of CATALOG_QUEUES) {
        const jobs = await queue(name).getJobs(PENDING_STATES, 0, 500, true);
        for (const job of jobs) {
          if (!job?.id) continue;
          const storeId = storeIdOfJob(job.id) ?? null;
          if (wanted && (storeId === null || !wanted.has(storeId))) continue;
          views.push(await viewOf(name, job));
        }
      }
      return views;
    },

    queue,
    options: optionsOf,
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      await flows?.close();
    },
  };
}

async function viewOf(name: QueueName, job: Job): Promise<JobView> {
  const data = (job.data ?? {}) as { trigger?: string };
  return {
    id: job.id!,
    queue: name,
    storeId: storeIdOfJob(job.id) ?? null,
    state: await job.getState().catch(() => 'unknown' as const),
    progress: job.progress ?? null,
    trigger: data.trigger ?? null,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    enqueuedAt: new Date(job.timestamp).toISOString(),
    startedAt: job.processedOn ? new Date(job.processedOn).toISOString() : null,
    failedReason: job.failedReason || null,
  };
}
