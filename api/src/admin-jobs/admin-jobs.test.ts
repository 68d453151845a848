import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stores } from '@hardprecios/core/db/schema';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { createSession, upsertUser } from '@hardprecios/core/users/users.repository';
import type { StoreRow } from '@hardprecios/core/stores/stores.repository';
import { startJobHarness, type JobHarness } from '@hardprecios/workers/jobs/testing/job-harness';
import { ScriptedSite, scriptedCatalog } from '@hardprecios/workers/jobs/testing/scripted-reader';
import { startTestApp, type TestApp } from '../testing/test-app';

const sites = new Map<string, ScriptedSite>();
let app: TestApp;
let h: JobHarness;
let storeA: StoreRow;
let storeB: StoreRow;
let fullAdmin: string;
let adminA: string;
let adminB: string;

async function session(email: string, role: 'fullAdmin' | 'storeAdmin', storeId: number | null) {
  const user = await upsertUser(app.database.db, { email, name: email, picture: '', role, storeId });
  return createSession(app.database.db, user.id, 1);
}

async function storeWithSite(overrides: Parameters<typeof buildStore>[1] = {}) {
  const store = await buildStore(app.database.db, overrides);
  const site = new ScriptedSite();
  site.pages = [[buildListing(1), buildListing(2)]];
  sites.set(new URL(`https://${store.url}`).host, site);
  return { store, site };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const force = (token: string | undefined, tiendaId: number) =>
  app.request('/api/stores/forzaractualizacion/', {
    method: 'POST',
    json: { action: 'update', tiendaId },
    headers: token ? auth(token) : {},
  });

beforeAll(async () => {
  app = await startTestApp();
  h = await startJobHarness({
    database: app.database,
    baseEnv: app.deps.env,
    readers: scriptedCatalog(sites),
  });
  storeA = (await storeWithSite()).store;
  storeB = (await storeWithSite()).store;
  fullAdmin = await session('root@hardprecios.test', 'fullAdmin', null);
  adminA = await session('a@tienda.test', 'storeAdmin', storeA.id);
  adminB = await session('b@tienda.test', 'storeAdmin', storeB.id);
});

describe('POST /api/stores/forzaractualizacion/', () => {
  it('needs a session, and a store admin may only update their own store', async () => {
    expect((await force(undefined, storeA.id)).status).toBe(401);
    const other = await force(adminB, storeA.id);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'forbidden',
      message: 'Solo podés administrar tu propia tienda',
    });
  });

  it('says what is wrong with a bad request or an unknown store', async () => {
    const bad = await app.request('/api/stores/forzaractualizacion/', {
      method: 'POST',
      json: { action: 'borrar', tiendaId: storeA.id },
      headers: auth(fullAdmin),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad_request', parameter: 'action' });
    const unknown = await force(fullAdmin, 999_999);
    expect(unknown.status).toBe(404);
  });

  it('starts the update, then refuses another within 4 hours saying how long to wait', async () => {
    const res = await force(adminA, storeA.id);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'Actualización forzada con éxito',
      jobId: `catalog-update-${storeA.id}`,
    });
    expect(await h.finishedRun(storeA.id)).toMatchObject({ status: 'done', trigger: 'manual', created: 2 });

    for (const token of [adminA, fullAdmin]) {
      const again = await force(token, storeA.id);
      expect(again.status).toBe(429);
      const body = (await again.json()) as { retryAfterSeconds: number; nextAllowedAt: string };
      expect(body).toMatchObject({
        error: 'too_many_requests',
        message: 'Debe esperar al menos 4 horas antes de realizar otra actualización.',
      });
      expect(body.retryAfterSeconds).toBeGreaterThan(4 * 3600 - 60);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(4 * 3600);
      expect(
        Math.abs(Date.parse(body.nextAllowedAt) - (Date.now() + body.retryAfterSeconds * 1000)),
      ).toBeLessThan(2000);
      expect(Number(again.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
    }

    // Four hours later it is allowed again.
    await app.database.db
      .update(stores)
      .set({ lastForcedUpdateAt: new Date(Date.now() - 4 * 3600_000 - 1000) })
      .where(eq(stores.id, storeA.id));
    expect((await force(adminA, storeA.id)).status).toBe(202);
  });

  it('lets only a full admin start the global update', async () => {
    const path = '/api/stores/forzaractualizacion/global';
    expect((await app.request(path, { method: 'POST', headers: auth(adminA) })).status).toBe(403);
    const res = await app.request(path, { method: 'POST', headers: auth(fullAdmin) });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'Actualización global iniciada',
      jobId: 'global-update-requested',
    });
    await h.until(() => h.events.some((e) => e.queue === 'global-update-summary' && e.type === 'completed'));
  });
});

describe('GET /api/admin/jobs and its event stream', () => {
  it('shows a store admin only their store, live, and a full admin everything', async () => {
    const a = await storeWithSite();
    const b = await storeWithSite();
    a.site.pageDelayMs = 800;
    b.site.pageDelayMs = 800;
    const tokenA = await session('live-a@tienda.test', 'storeAdmin', a.store.id);

    // EventSource cannot send headers: the token goes in the query.
    const controller = new AbortController();
    const stream = await fetch(`${app.url}/api/admin/jobs/stream?token=${tokenA}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received: { event: string; data: { storeId?: number | null; jobId?: string } }[] = [];
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of stream.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
        }
      }
    })().catch(() => {});
    await h.until(() => received.some((r) => r.event === 'jobs'));
    await new Promise((r) => setTimeout(r, 300)); // the stream's QueueEvents start reading

    await h.workers.jobs.enqueueCatalogUpdate(a.store.id, 'manual');
    await h.workers.jobs.enqueueCatalogUpdate(b.store.id, 'manual');
    await h.until(() =>
      h.events.some((e) => e.type === 'active' && e.jobId === `catalog-update-${b.store.id}`),
    );

    const mine = (await (await app.request('/api/admin/jobs', { headers: auth(tokenA) })).json()) as {
      data: { jobs: { storeId: number }[]; runs: { storeId: number }[] };
    };
    expect(mine.data.jobs.map((j) => j.storeId)).toEqual([a.store.id]);
    expect(new Set(mine.data.runs.map((r) => r.storeId))).toEqual(new Set([a.store.id]));
    const all = (await (
      await app.request('/api/admin/jobs', { headers: auth(fullAdmin) })
    ).json()) as typeof mine;
    expect(all.data.jobs.map((j) => j.storeId).sort()).toEqual([a.store.id, b.store.id].sort());

    await h.until(() => received.some((r) => r.event === 'completed'));
    await h.finishedRun(b.store.id);
    controller.abort();
    expect(received.filter((r) => r.event === 'progress').length).toBeGreaterThan(0);
    expect(received.filter((r) => r.event !== 'jobs').every((r) => r.data.storeId === a.store.id)).toBe(true);
    expect(received.find((r) => r.event === 'completed')?.data).toMatchObject({
      jobId: `catalog-update-${a.store.id}`,
      data: { status: 'done', counts: { created: 2 } },
    });
  });

  it('refuses the stream without a valid session', async () => {
    expect((await app.request('/api/admin/jobs/stream')).status).toBe(401);
    expect((await app.request('/api/admin/jobs/stream?token=nope')).status).toBe(401);
    expect((await app.request('/api/admin/jobs')).status).toBe(401);
  });
});
