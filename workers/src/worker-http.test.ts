import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { startJobHarness, type JobHarness } from './jobs/testing/job-harness';
import { startWorkerHttp } from './worker-http';

const TOKEN = 'worker-metrics-token-0123456';
let h: JobHarness;
let url: string;
let urlWithoutToken: string;
const servers: { close(): void }[] = [];

beforeAll(async () => {
  h = await startJobHarness({ queues: ['price-stats'] });
  const logger = createLogger('silent', 'test');
  for (const token of [TOKEN, undefined]) {
    const server = await startWorkerHttp(
      { HOST: '127.0.0.1', WORKER_PORT: 0, METRICS_TOKEN: token },
      h.workers,
      logger,
    );
    servers.push(server);
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (token) url = address;
    else urlWithoutToken = address;
  }
});
afterAll(() => servers.forEach((s) => s.close()));

describe("a worker process's HTTP port", () => {
  it('answers its health check with what it depends on', async () => {
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, redis: true, database: true, id: h.workers.id });
  });

  it('serves its metrics to the holder of the token only', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${urlWithoutToken}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
    await h.workers.jobs.queue('price-stats').add('price-stats', { trigger: 'manual' });
    await h.until(() => h.events.some((e) => e.queue === 'price-stats' && e.type === 'completed'));
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^hardprecios_job_duration_seconds_count\{queue="price-stats",reader="none"\} 1$/m);
    expect(text).toMatch(/^hardprecios_queue_jobs\{queue="price-stats",state="waiting"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});
