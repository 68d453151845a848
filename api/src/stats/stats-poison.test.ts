import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { statsDropped } from '@hardprecios/core/metrics/metrics';
import { startTestApp, type TestApp } from '../testing/test-app';
import { searchRuntime } from '../search/search-runtime';
import { statsRuntime } from './stats-runtime';
import { postEvent } from './testing/stats-client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  await statsRuntime(app.deps).flush();
  return queryRows<T>(app.database.db, query);
}
const webVisits = async (like: string) =>
  await rows<{ url: string; browser: string; os: string }>(
    sql`SELECT url, browser, os FROM stat_web_visits WHERE url LIKE ${like} ORDER BY id`,
  );
const searches = async () =>
  (await rows<{ query: string }>(sql`SELECT query FROM stat_searches ORDER BY id`)).map((r) => r.query);
const droppedInvalid = async () =>
  (await statsDropped.get()).values.find((v) => v.labels.reason === 'invalid')?.value ?? 0;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('one poisoned statistics event never stops the others', () => {
  it('refuses a visited address holding a NUL with a 400 in Spanish; the next visits are counted', async () => {
    const poisoned = await postEvent(app, '/visita-web', { urlVisitada: '/a\u0000' });
    expect(poisoned.status).toBe(400);
    expect(await message(poisoned)).toBe(
      "Parámetro inválido 'urlVisitada' (cuerpo): tiene caracteres de control no permitidos",
    );
    for (const n of [1, 2, 3]) {
      const res = await postEvent(app, '/visita-web', { urlVisitada: `/despues-${n}` });
      expect(res.status).toBe(202);
    }
    expect((await webVisits('/despues-%')).map((v) => v.url)).toEqual([
      '/despues-1',
      '/despues-2',
      '/despues-3',
    ]);
  });

  it("keeps a browser's description and a search's words, without their control characters", async () => {
    const visit = await postEvent(app, '/visita-web', {
      urlVisitada: '/con-metadata',
      metadata: { navegador: 'Fire\u0000fox', sistemaOperativo: 'Lin\u001bux' },
    });
    expect(visit.status).toBe(202);
    expect(await webVisits('/con-metadata')).toEqual([
      { url: '/con-metadata', browser: 'Firefox', os: 'Linux' },
    ]);
    const search = await postEvent(app, '/busquedas', { query: 'ssd\u0000 1tb', cantidadResultados: 4 });
    expect(search.status).toBe(202);
    expect(await searches()).toContain('ssd 1tb');
  });

  it('counts searches whose words hold a NUL, by every search route, with the words cleaned', async () => {
    const post = (path: string, json: unknown) =>
      app.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': '198.51.100.40' } });
    const instant = await post('/api/search', {
      requests: [{ indexName: 'productos', params: { query: 'rtx\u0000 4060', hitsPerPage: 12 } }],
    });
    expect(instant.status).toBe(200);
    expect(((await instant.json()) as { results: { query: string }[] }).results[0]!.query).toBe('rtx 4060');
    const byKey = await app.request('/api/products/search-products', {
      method: 'POST',
      json: { key: 'memoria\u0000 ddr5', page: 1, pageSize: 12 },
      headers: { 'x-forwarded-for': '198.51.100.41' },
    });
    expect(byKey.status).toBe(200);
    const scoped = await app.request(
      `/api/products/categoria/3/buscar?query=${encodeURIComponent('fuente\u0000 750w')}`,
      {
        headers: { 'x-forwarded-for': '198.51.100.42' },
      },
    );
    expect(scoped.status).toBe(200);
    searchRuntime(app.deps).recorder.flush();
    await expect
      .poll(
        async () =>
          (await searches()).filter((q) => ['rtx 4060', 'memoria ddr5', 'fuente 750w'].includes(q)).sort(),
        {
          timeout: 5000,
        },
      )
      .toEqual(['fuente 750w', 'memoria ddr5', 'rtx 4060']);
  });

  it('drops and counts an event the database refuses, and writes the events queued around it', async () => {
    // Straight into the buffer, past every check at the door: the last line of defence.
    const runtime = statsRuntime(app.deps);
    const before = await droppedInvalid();
    const at = new Date();
    const visit = (url: string) => ({
      kind: 'web_visit' as const,
      at,
      visitorHash: 'h',
      url,
      browser: '',
      os: '',
    });
    runtime.record(visit('/buffer-antes'));
    runtime.record(visit('/buffer-\u0000-envenenado'));
    runtime.record({ kind: 'store_visit', at, visitorHash: 'h', storeId: 77 });
    runtime.record(visit('/buffer-despues'));
    expect((await webVisits('/buffer-%')).map((v) => v.url)).toEqual(['/buffer-antes', '/buffer-despues']);
    const [stores] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stat_store_visits WHERE store_id = 77`,
    );
    expect(stores!.n).toBe(1);
    expect((await droppedInvalid()) - before).toBe(1);
  });
});
