import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { assertRegistry, jobRegistry } from './jobs/index';
import { startJobHarness, type JobHarness } from './jobs/testing/job-harness';
import { GLOBAL_UPDATE_SCHEDULER_ID } from '@hardprecios/core/jobs/queue-names';
import { startWorkers } from './worker-runtime';

let h: JobHarness;
beforeAll(async () => {
  h = await startJobHarness({ queues: [], env: { UPDATE_INTERVAL_HOURS: '6' } });
});

describe('the job registry', () => {
  it('refuses to start with a job that has no handler or two', () => {
    expect(() => assertRegistry()).not.toThrow();
    const { 'global-update': _missing, ...withoutOne } = jobRegistry;
    expect(() => assertRegistry(withoutOne as never)).toThrow(
      "job 'global-update' has 0 handlers (expected 1)",
    );
    const twice = { ...jobRegistry, 'otro-nombre': jobRegistry['catalog-update'] };
    expect(() => assertRegistry(twice as never)).toThrow("job 'catalog-update' has 2 handlers (expected 1)");
  });
});

describe('the repeatable global update', () => {
  it('is scheduled once every UPDATE_INTERVAL_HOURS, however many instances start, and restarts keep it', async () => {
    const start = () =>
      startWorkers({
        env: h.env,
        database: h.database,
        redisUrl: h.redisUrl,
        logger: createLogger('silent', 'test'),
        queues: [],
      });
    const [a, b] = await Promise.all([start(), start()]);
    const redis = connectRedis(h.redisUrl);
    const queue = new Queue('global-update', { connection: redis, prefix: h.prefix });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: GLOBAL_UPDATE_SCHEDULER_ID, every: 6 * 3_600_000 });
    const next = schedulers[0]!.next!;
    // The first run is one interval away, not at start-up.
    expect(next - Date.now()).toBeGreaterThan(6 * 3_600_000 - 60_000);
    expect(await queue.getDelayedCount()).toBe(1);

    await a.stop();
    const c = await start();
    expect((await queue.getJobSchedulers())[0]!.next).toBe(next);
    expect(await queue.getDelayedCount()).toBe(1);
    await Promise.all([b.stop(), c.stop()]);
    await queue.close();
    await redis.quit();
  });
});
