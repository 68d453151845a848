import { beforeAll, describe, expect, it } from 'vitest';
import { beat } from '@hardprecios/core/workers/heartbeat';
import { startTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

describe('GET /api/health', () => {
  it('reports the database and Redis, and no workers until one beats', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const { search, ...rest } = (await res.json()) as { search: { memoryIndex: { state: string } } };
    expect(rest).toEqual({
      status: 'degraded',
      database: { ok: true, driver: 'postgres' },
      redis: { ok: true },
      workers: { ok: false, count: 0 },
    });
    // The first probe starts the build (an empty catalog may be ready by the time it answers).
    expect(['building', 'ready']).toContain(search.memoryIndex.state);
  });

  it('says when the in-memory search index is ready, and how many documents it holds', async () => {
    await expect
      .poll(async () => ((await (await app.request('/api/health')).json()) as { search: unknown }).search)
      .toEqual({
        memoryIndex: { state: 'ready', documents: 0, behindSeconds: null },
        // A test app is not warmed up (api/src/main.ts warms before it listens: warm-up.test.ts).
        warmUp: { state: 'not run', queries: 0, ms: null },
      });
  });

  it('counts live workers from their heartbeats', async () => {
    await beat(app.deps.redis, app.deps.env.REDIS_PREFIX, 'worker-a');
    const body = (await (await app.request('/api/health')).json()) as { status: string; workers: unknown };
    expect(body.status).toBe('ok');
    expect(body.workers).toEqual({ ok: true, count: 1 });
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers malformed JSON with a 400 that says so, not a stack trace', async () => {
    const res = await app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"key": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'bad_request',
      message: 'El cuerpo de la solicitud no es JSON válido',
    });
  });
});
