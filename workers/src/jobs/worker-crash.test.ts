import type { ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, products } from '@hardprecios/core/db/schema';
import { buildStore } from '@hardprecios/core/testing/factories';
import { startStoreSites, type StoreSites } from '@hardprecios/fixtures/store-sites/index';
import { startJobHarness, type JobHarness } from './testing/job-harness';
import { spawnWorker } from './testing/spawn-worker';

let sites: StoreSites;
let h: JobHarness;
const children: ChildProcess[] = [];

beforeAll(async () => {
  sites = await startStoreSites({ sizes: { woocommerce: 2000 } });
  // No worker in this process: the work happens in child processes.
  h = await startJobHarness({ queues: [] });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sites?.close();
});

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('a worker process killed mid-job', () => {
  it(
    'leaves the job to another worker, which completes it without duplicate rows',
    { timeout: 120_000 },
    async () => {
      const store = await buildStore(h.database.db, {
        url: sites.baseUrlOf('woocommerce'),
        reader: 'woocommerce',
      });
      // Page 3 takes a while: the first worker is killed while it waits for it.
      sites.stores.woocommerce.slowMs = 3000;
      const env = {
        DATABASE_URL: h.database.url,
        REDIS_URL: h.redisUrl,
        REDIS_PREFIX: h.prefix,
        CRAWL_DELAY_MS: '0',
      };
      const args = [...sites.allowList().flatMap((host) => ['--allow', host]), '--lock-ms', '2000'];
      const first = await spawnWorker(env, args);
      children.push(first);

      const { jobId } = await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
      await h.until(() =>
        h.events.some(
          (e) => e.jobId === jobId && e.type === 'progress' && (e.data as { read: number }).read >= 200,
        ),
      );
      first.kill('SIGKILL');
      const second = await spawnWorker(env, args);
      children.push(second);

      const run = await h.finishedRun(store.id, 60_000);
      expect(run).toMatchObject({ status: 'done', jobId });
      expect(await h.runs(store.id)).toHaveLength(1);
      // Taken back because its lock lapsed (the dead worker stopped renewing it), then started again.
      const stalled = h.events.find((e) => e.jobId === jobId && e.type === 'stalled');
      expect(stalled).toBeDefined();
      expect(h.events.some((e) => e.jobId === jobId && e.type === 'active' && e.at >= stalled!.at)).toBe(
        true,
      );

      const expected = sites.expectedListings('woocommerce').length;
      const rows = h.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.storeId, store.id));
      expect(await count(rows)).toBe(expected);
      // One history row per product: the rerun rewrote what the killed worker had written, changing nothing.
      const history = h.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceHistory)
        .innerJoin(products, eq(products.id, priceHistory.productId))
        .where(eq(products.storeId, store.id));
      expect(await count(history)).toBe(expected);
      second.kill('SIGTERM');
    },
  );
});
