import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { startTestApp, type TestApp } from '../testing/test-app';
import { statsRuntime } from './stats-runtime';
import { statsSettings } from './stats-settings';
import { postEvent } from './testing/stats-client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  await statsRuntime(app.deps).flush();
  return queryRows<T>(app.database.db, query);
}

describe('POST /api/estadisticas/* (public writes)', () => {
  it('records each kind of event with the server time and a visitor hash, never the address', async () => {
    const before = Date.now();
    const posts: [string, unknown][] = [
      [
        '/visita-web',
        {
          urlVisitada: 'https://hardprecios.com.ar/?token=secreto#x',
          metadata: { navegador: 'Firefox', sistemaOperativo: 'Linux' },
        },
      ],
      ['/producto', { productoId: 11, tiendaId: 3 }],
      ['/redireccion', { productoId: 11, tiendaId: 3 }],
      ['/tienda', { tiendaId: 3 }],
      ['/categorias/acceso', { categoriaId: 4 }],
      ['/busquedas', { query: '  rtx 4060 ', cantidadResultados: 18 }],
    ];
    for (const [path, body] of posts) {
      const res = await postEvent(app, path, body, { ip: '203.0.113.10' });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    const [visit] = await rows<{ url: string; browser: string; os: string; visitor_hash: string; at: Date }>(
      sql`SELECT url, browser, os, visitor_hash, at FROM stat_web_visits`,
    );
    expect(visit).toMatchObject({ url: 'https://hardprecios.com.ar/', browser: 'Firefox', os: 'Linux' });
    expect(new Date(visit!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(visit!.visitor_hash).toMatch(/^[\w-]{22}$/);
    expect(visit!.visitor_hash).not.toContain('203.0.113.10');

    const [search] = await rows<{ query: string; result_count: number; visitor_hash: string }>(
      sql`SELECT query, result_count, visitor_hash FROM stat_searches`,
    );
    expect(search).toEqual({ query: 'rtx 4060', result_count: 18, visitor_hash: visit!.visitor_hash });
    const counts = await rows<{ t: string; n: number }>(sql`
      SELECT 'product' AS t, count(*)::int AS n FROM stat_product_visits WHERE product_id = 11 AND store_id = 3
      UNION ALL SELECT 'redirect', count(*)::int FROM stat_redirects WHERE product_id = 11
      UNION ALL SELECT 'store', count(*)::int FROM stat_store_visits WHERE store_id = 3
      UNION ALL SELECT 'category', count(*)::int FROM stat_category_accesses WHERE category_id = 4`);
    expect(counts.map((c) => c.n)).toEqual([1, 1, 1, 1]);
  });

  it('gives two addresses two hashes, and the same address the same hash all day', async () => {
    await postEvent(app, '/tienda', { tiendaId: 900 }, { ip: '203.0.113.20' });
    await postEvent(app, '/tienda', { tiendaId: 900 }, { ip: '203.0.113.20' });
    await postEvent(app, '/tienda', { tiendaId: 900 }, { ip: '203.0.113.21' });
    const hashes = await rows<{ visitor_hash: string }>(
      sql`SELECT visitor_hash FROM stat_store_visits WHERE store_id = 900 ORDER BY id`,
    );
    expect(hashes[0]!.visitor_hash).toBe(hashes[1]!.visitor_hash);
    expect(hashes[2]!.visitor_hash).not.toBe(hashes[0]!.visitor_hash);
  });

  it('answers bots like anyone but records nothing', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      null,
    ]) {
      const res = await postEvent(app, '/categorias/acceso', { categoriaId: 9 }, { userAgent });
      expect(res.status).toBe(202);
    }
    const [row] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stat_category_accesses WHERE category_id = 9`,
    );
    expect(row!.n).toBe(0);
  });

  it('refuses invalid bodies with a 400 that names the field, and records nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['/visita-web', {}, 'urlVisitada'],
      ['/visita-web', { urlVisitada: 'x'.repeat(3000) }, 'urlVisitada'],
      ['/producto', { productoId: 'abc', tiendaId: 1 }, 'productoId'],
      ['/producto', { productoId: -5 }, 'productoId'],
      ['/tienda', {}, 'tiendaId'],
      ['/categorias/acceso', { categoriaId: 1.5 }, 'categoriaId'],
      ['/busquedas', { query: '', cantidadResultados: 3 }, 'query'],
      ['/busquedas', { query: 'ssd', cantidadResultados: -1 }, 'cantidadResultados'],
    ];
    for (const [path, body, field] of cases) {
      const res = await postEvent(app, path, body, { ip: '203.0.113.30' });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(field);
    }
    const [row] = await rows<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM stat_searches WHERE query = 'ssd')::int
           + (SELECT count(*) FROM stat_product_visits WHERE product_id <> 11)::int AS n`);
    expect(row!.n).toBe(0);
  });

  it('refuses oversized bodies', async () => {
    const res = await postEvent(app, '/visita-web', {
      urlVisitada: '/',
      metadata: { navegador: 'x'.repeat(5000), sistemaOperativo: '' },
    });
    expect(res.status).toBe(413);
  });

  it('limits each client per minute without losing another client’s events', async () => {
    const abuser = '192.0.2.66';
    const limit = statsSettings(app.deps.env).writesPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      statuses.push(
        (await postEvent(app, '/producto', { productoId: 500, tiendaId: 1 }, { ip: abuser })).status,
      );
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    const refused = await postEvent(app, '/producto', { productoId: 500 }, { ip: abuser });
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });

    for (let i = 0; i < 3; i++) {
      expect((await postEvent(app, '/producto', { productoId: 501 }, { ip: '192.0.2.67' })).status).toBe(202);
    }
    const counts = await rows<{ product_id: number; n: number }>(
      sql`SELECT product_id, count(*)::int AS n FROM stat_product_visits WHERE product_id IN (500, 501)
          GROUP BY product_id ORDER BY product_id`,
    );
    expect(counts).toEqual([
      { product_id: 500, n: limit },
      { product_id: 501, n: 3 },
    ]);
  });
});
