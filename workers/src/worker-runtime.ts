import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { UnrecoverableError, Worker, type JobsOptions, type WorkerOptions } from 'bullmq';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '@hardprecios/core/db/client';
import type { Env } from '@hardprecios/core/config/env';
import { LOCKS, withTryLock } from '@hardprecios/core/ingestion/advisory-lock.repository';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { createMailer } from '@hardprecios/core/mail/mailer';
import { beat, forget, HEARTBEAT_INTERVAL_MS } from '@hardprecios/core/workers/heartbeat';
import {
  jobDuration,
  jobFailures,
  queueCountsOf,
  setJobCountsSource,
} from '@hardprecios/core/metrics/metrics';
import type { ReaderCatalog } from './catalog-update/reader-catalog';
import type { FetcherOptions } from './http/fetcher';
import { assertRegistry, jobRegistry } from './jobs/index';
import type { JobDefinition, JobDeps } from './jobs/job-definition';
import { backoffStrategy } from './jobs/retry-policy';
import { createJobClient, type JobClient } from '@hardprecios/core/jobs/job-client';
import { useSpanishValidationMessages } from '@hardprecios/core/validation/spanish-messages';
import {
  GLOBAL_UPDATE_SCHEDULER_ID,
  PRICE_STATS_SCHEDULER_ID,
  QUEUE_NAMES,
  type QueueName,
} from '@hardprecios/core/jobs/queue-names';
import type { SheetLimits } from './spreadsheets/sheet-limits';

export interface WorkerDeps {
  env: Env;
  database: Database;
  redisUrl: string;
  logger: Logger;
  /** Tests and benches: site fetcher overrides (allow the fixture server, no delay). */
  fetcher?: Partial<FetcherOptions>;
  /** Tests: the readers to use instead of workers/src/readers. */
  readers?: ReaderCatalog;
  spreadsheetLimits?: Partial<SheetLimits>;
  /** Tests: retry policy overrides per job (short backoffs). */
  jobOptions?: Partial<Record<QueueName, JobsOptions>>;
  /** Tests: BullMQ worker settings (stall detection times). */
  workerOptions?: Partial<WorkerOptions>;
  /** Only these queues get a worker in this process (default: all). */
  queues?: QueueName[];
  /** Create the repeatable global update and daily statistics (default true). */
  schedule?: boolean;
  /** How often the schedules are checked and re-created when missing (default 30 s; tests shorten it). */
  scheduleCheckMs?: number;
}

export interface RunningWorkers {
  id: string;
  jobs: JobClient;
  /** Whether this process can work: its Redis connection is up and the database answers. */
  health(): Promise<{ ok: boolean; redis: boolean; database: boolean }>;
  /** Waits (a while) for jobs in progress to finish, then closes connections. */
  stop(): Promise<void>;
}

/**
 * A worker killed mid-job loses its lock within `lockDuration` (renewed every half of it); another
 * worker's stall check (every `stalledInterval`) then puts the job back in the queue: at most ~9 s
 * from the kill to the rerun. Handlers never block the event loop that long (parsing runs in threads).
 */
const STALL_SETTINGS: Partial<WorkerOptions> = {
  lockDuration: 6_000,
  stalledInterval: 3_000,
  maxStalledCount: 2,
};
const GRACEFUL_STOP_MS = 10_000;
/** The longest any other step of stopping may wait (Redis may be gone). */
const STOP_STEP_MS = 1_000;
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
const SCHEDULE_CHECK_MS = 30_000;

/** Starts the background workers of this process and announces them for the health check. */
export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  assertRegistry();
  // Rejected listings and rows are shown to admins with their reason: in Spanish.
  useSpanishValidationMessages();
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const redis = connectRedis(deps.redisUrl);
  const prefix = deps.env.REDIS_PREFIX;
  const jobs = createJobClient({ redis, prefix, jobOptions: deps.jobOptions });
  const mailer = createMailer(deps.env);
  const jobDeps: JobDeps = {
    db: deps.database.db,
    env: deps.env,
    logger: deps.logger,
    jobs,
    mailer,
    site: { publicUrl: deps.env.PUBLIC_URL, productName: deps.env.PRODUCT_NAME },
    fetcher: deps.fetcher,
    readers: deps.readers,
    spreadsheetLimits: deps.spreadsheetLimits,
    // PostgreSQL runs three catalog transactions of a job at once, on separate connections (measured
    // on 2 cores: the writes keep both busy while the reader parses on); PGlite is one session.
    writeLanes: deps.database.driver === 'postgres' ? 3 : 1,
  };

  const workers = (deps.queues ?? QUEUE_NAMES).map((name) => {
    const definition = jobRegistry[name] as JobDefinition;
    const worker = new Worker(
      name,
      async (job, _token, signal) => {
        // Payloads are parsed before the handler sees them; a malformed one will never succeed.
        const parsed = definition.schema.safeParse(job.data);
        if (!parsed.success)
          throw new UnrecoverableError(`datos del trabajo inválidos: ${parsed.error.message}`);
        const metricLabels: { reader?: string } = {};
        const end = jobDuration.startTimer();
        try {
          return await definition.handle(parsed.data, { job, deps: jobDeps, signal, metricLabels });
        } catch (err) {
          jobFailures.inc({ queue: name, reader: metricLabels.reader ?? 'none' });
          throw err;
        } finally {
          end({ queue: name, reader: metricLabels.reader ?? 'none' });
        }
      },
      {
        connection: redis,
        prefix,
        concurrency: definition.concurrency,
        settings: { backoffStrategy },
        ...STALL_SETTINGS,
        ...deps.workerOptions,
      },
    );
    worker.on('error', (err) => deps.logger.warn({ err, queue: name }, 'worker error'));
    return worker;
  });

  setJobCountsSource(queueCountsOf(QUEUE_NAMES, (name) => jobs.queue(name)));
  const keeper = deps.schedule === false ? undefined : await keepSchedules(deps, jobs, redis);

  await beat(redis, prefix, id);
  const timer = setInterval(() => {
    beat(redis, prefix, id).catch((err) => deps.logger.warn({ err }, 'heartbeat failed'));
  }, HEARTBEAT_INTERVAL_MS);
  deps.logger.info({ id, queues: deps.queues ?? QUEUE_NAMES }, 'workers started');
  return {
    id,
    jobs,
    async health() {
      const database = await Promise.race([
        deps.database.db.execute(sql`SELECT 1`).then(
          () => true,
          () => false,
        ),
        sleep(700).then(() => false),
      ]);
      const redisUp = redis.status === 'ready';
      return { ok: database && redisUp, redis: redisUp, database };
    },
    async stop() {
      clearInterval(timer);
      keeper?.stop();
      // Jobs still running after the grace period are left to stall recovery on another worker. With
      // Redis gone they could not be saved anyway: no grace, and no step waits for it to come back
      // (BullMQ's close can wait for it forever, and a second, forced close only returns the first).
      const redisUp = redis.status === 'ready';
      await Promise.all(
        workers.map((w) => within(redisUp ? GRACEFUL_STOP_MS : STOP_STEP_MS, w.close(!redisUp))),
      );
      await within(STOP_STEP_MS, forget(redis, prefix, id));
      mailer.close();
      await within(STOP_STEP_MS, jobs.close());
      await within(STOP_STEP_MS, redis.quit());
      redis.disconnect();
    },
  };
}

/**
 * The schedules live in Redis only: a Redis restarted without its data, a failover or a flush would
 * lose them for good. So they are created at start, again whenever the connection comes back, and
 * checked every SCHEDULE_CHECK_MS (a flush does not drop the connection).
 */
async function keepSchedules(deps: WorkerDeps, jobs: JobClient, redis: Redis): Promise<{ stop(): void }> {
  const ensure = async (why: string) => {
    const missing = [];
    if (!(await jobs.queue('global-update').getJobScheduler(GLOBAL_UPDATE_SCHEDULER_ID)))
      missing.push('global-update');
    if (!(await jobs.queue('price-stats').getJobScheduler(PRICE_STATS_SCHEDULER_ID)))
      missing.push('price-stats');
    if (missing.includes('global-update')) await scheduleGlobalUpdate(deps, jobs);
    if (missing.includes('price-stats')) await schedulePriceStats(deps, jobs);
    if (missing.length && why !== 'start')
      deps.logger.warn({ missing, why }, 'schedules were missing; re-created');
  };
  await ensure('start');
  let checking = false;
  const check = (why: string) => {
    if (checking) return;
    checking = true;
    ensure(why)
      .catch((err) => deps.logger.warn({ err }, 'could not check the schedules; will retry'))
      .finally(() => (checking = false));
  };
  const onReady = () => check('reconnected');
  redis.on('ready', onReady);
  const timer = setInterval(() => check('periodic'), deps.scheduleCheckMs ?? SCHEDULE_CHECK_MS);
  return {
    stop() {
      clearInterval(timer);
      redis.off('ready', onReady);
    },
  };
}

/**
 * The repeatable global update (every UPDATE_INTERVAL_HOURS, first run one interval from now). Upserting
 * with the same interval keeps the existing schedule; the advisory lock keeps two instances starting
 * together from racing on it.
 */
async function scheduleGlobalUpdate(deps: WorkerDeps, jobs: JobClient): Promise<void> {
  const every = Math.round(deps.env.UPDATE_INTERVAL_HOURS * 3_600_000);
  await withTryLock(deps.database.db, LOCKS.updateSchedule, async () => {
    const { attempts, backoff } = jobs.options('global-update');
    await jobs.queue('global-update').upsertJobScheduler(
      GLOBAL_UPDATE_SCHEDULER_ID,
      { every, startDate: Date.now() + every },
      {
        name: 'global-update',
        data: { trigger: 'schedule' },
        opts: { attempts, backoff, removeOnComplete: true, removeOnFail: true },
      },
    );
  });
}

/** The deal verdict's statistics, every day ten minutes after midnight in Argentina. */
async function schedulePriceStats(deps: WorkerDeps, jobs: JobClient): Promise<void> {
  await withTryLock(deps.database.db, LOCKS.updateSchedule, async () => {
    await jobs.queue('price-stats').upsertJobScheduler(
      PRICE_STATS_SCHEDULER_ID,
      { pattern: '10 0 * * *', tz: 'America/Argentina/Buenos_Aires' },
      {
        name: 'price-stats',
        data: { trigger: 'schedule' },
        opts: { ...jobs.options('price-stats'), removeOnComplete: true, removeOnFail: true },
      },
    );
  });
}
