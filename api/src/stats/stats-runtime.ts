import { createEventBuffer } from '@hardprecios/core/stats/event-buffer';
import type { StatEvent } from '@hardprecios/core/stats/events';
import { rollUpClosedDays } from '@hardprecios/core/stats/rollup';
import { insertStatEvents } from '@hardprecios/core/stats/stat-events.repository';
import { createVisitorHasher } from '@hardprecios/core/stats/visitor-hash';
import { statsDropped, trackStatsBuffer } from '@hardprecios/core/metrics/metrics';
import type { AppDeps } from '../deps';
import { statsSettings } from './stats-settings';

/** The statistics module's moving parts for one app: the write buffer, visitor hashing, the roll-up timer. */
export interface StatsRuntime {
  /** Queues an event for the next batched insert; never waits for the database. */
  record(event: StatEvent): void;
  /** The salted daily hash of a client address (what is stored and rate-limited, never the address). */
  visitorHash(address: string): Promise<string>;
  /** Writes every queued event now (reads call it so an admin sees what was just posted). */
  flush(): Promise<void>;
  /** Flushes, then rolls up the days closed since the last roll-up. */
  rollUp(): Promise<void>;
  /** Stops the roll-up timer and writes what is queued; call after the HTTP server stopped. */
  stop(): Promise<void>;
}

const FIRST_ROLL_UP_MS = 5_000;
const runtimes = new WeakMap<AppDeps, StatsRuntime>();

/** The runtime of this app's deps, created on first use (by statsRoutes). */
export function statsRuntime(deps: AppDeps): StatsRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    runtime = createStatsRuntime(deps);
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** For the app's shutdown: `await stopStats(deps)` after server.close() and before database.close(). */
export async function stopStats(deps: AppDeps): Promise<void> {
  const runtime = runtimes.get(deps);
  runtimes.delete(deps);
  await runtime?.stop();
}

function createStatsRuntime({ env, database, redis, logger }: AppDeps): StatsRuntime {
  const settings = statsSettings(env);
  let dropped = 0;
  const buffer = createEventBuffer((events) => insertStatEvents(database.db, events), {
    flushMs: settings.flushMs,
    maxBatch: settings.maxBatch,
    onError: (err, events) => logger.warn({ err, events }, 'statistics write failed; will retry'),
    onRefused: (err, event) =>
      logger.warn({ err, kind: event.kind }, 'statistics event refused by the database; dropped'),
    onDrop: (events, reason) => {
      // Log the first drop and then every 1000th, not every event of an outage.
      if (dropped % 1000 === 0)
        logger.warn({ dropped: dropped + events, reason }, 'statistics events dropped');
      dropped += events;
      statsDropped.inc({ reason }, events);
    },
  });
  const untrack = trackStatsBuffer(() => buffer.pending);
  const visitors = createVisitorHasher(redis, env.REDIS_PREFIX);

  let rolling: Promise<void> = Promise.resolve();
  const rollUp = () => {
    rolling = rolling.then(async () => {
      try {
        await buffer.flush();
        const result = await rollUpClosedDays(database.db);
        if (result.days) logger.info({ days: result.days }, 'statistics rolled up');
      } catch (err) {
        logger.warn({ err }, 'statistics roll-up failed; will retry');
      }
    });
    return rolling;
  };
  const first = setTimeout(() => void rollUp(), FIRST_ROLL_UP_MS).unref();
  const every = setInterval(() => void rollUp(), settings.rollUpEveryMs).unref();

  return {
    record: (event) => void buffer.record(event),
    visitorHash: (address) => visitors.hash(address),
    flush: () => buffer.flush(),
    rollUp,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await rolling;
      await buffer.stop();
      untrack();
    },
  };
}
