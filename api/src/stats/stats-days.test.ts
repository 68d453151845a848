import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hardprecios/core/db/raw';
import { sessionToken } from '../auth/testing/sessions';
import { startTestApp, type TestApp } from '../testing/test-app';
import { statsRuntime } from './stats-runtime';
import { getStats, postEvent } from './testing/stats-client';

// Counting by Argentina day (UTC-3): 02:30 UTC on the 10th is still the 9th in Buenos Aires.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await sessionToken(app.database.db, { role: 'fullAdmin', ttlHours: 24 * 365 * 10 });
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

async function visitAt(iso: string, times = 1) {
  vi.setSystemTime(new Date(iso));
  for (let i = 0; i < times; i++) {
    const res = await postEvent(app, '/visita-web', {
      urlVisitada: 'https://hardprecios.com.ar/',
      metadata: { navegador: 'Chrome', sistemaOperativo: 'Windows' },
    });
    expect(res.status).toBe(202);
  }
}

const series = async (fechaInicio: string, fechaFin: string) =>
  (await getStats<{ data: unknown }>(app, '/visitas-diarias', admin, { fechaInicio, fechaFin })).body.data;
const total = async (fechaInicio: string, fechaFin: string) =>
  (
    await getStats<{ data: { cantidadVisitas: number } }>(app, '/contar-visitas-web', admin, {
      fechaInicio,
      fechaFin,
    })
  ).body.data.cantidadVisitas;

describe('statistics by Argentina day', () => {
  it('puts events on the Argentina day they happened, not the UTC one', async () => {
    await visitAt('2025-03-09T23:30:00Z'); // 20:30 on the 9th in Argentina
    await visitAt('2025-03-10T02:30:00Z', 2); // 23:30 on the 9th in Argentina, already the 10th in UTC
    await visitAt('2025-03-10T03:00:00Z'); // midnight in Argentina: the 10th
    await visitAt('2025-03-11T02:59:59Z'); // 23:59:59 on the 10th
    vi.setSystemTime(new Date('2025-03-11T15:00:00Z'));

    expect(await series('2025-03-08', '2025-03-12')).toEqual([
      { fecha: '2025-03-08', cantidad: 0 },
      { fecha: '2025-03-09', cantidad: 3 },
      { fecha: '2025-03-10', cantidad: 2 },
      { fecha: '2025-03-11', cantidad: 0 },
    ]);
    // fechaFin is exclusive: [10, 11) is the 10th alone.
    expect(await total('2025-03-10', '2025-03-11')).toBe(2);
    expect(await total('2025-03-09', '2025-03-10')).toBe(3);
  });

  it('answers the same once closed days are rolled up, and adds today live', async () => {
    await statsRuntime(app.deps).rollUp();
    const [rolled] = await queryRows<{ n: number }>(
      app.database.db,
      sql`SELECT count(*)::int AS n FROM stat_daily`,
    );
    expect(rolled!.n).toBeGreaterThan(0);

    await visitAt('2025-03-11T16:00:00Z', 4); // today, counted live
    expect(await series('2025-03-09', '2025-03-12')).toEqual([
      { fecha: '2025-03-09', cantidad: 3 },
      { fecha: '2025-03-10', cantidad: 2 },
      { fecha: '2025-03-11', cantidad: 4 },
    ]);
    expect(await total('2025-03-09', '2025-03-12')).toBe(9);
  });

  it('defaults the daily visits chart to the last 15 days up to today', async () => {
    vi.setSystemTime(new Date('2025-03-11T17:00:00Z'));
    const { body } = await getStats<{ data: { fecha: string; cantidad: number }[] }>(
      app,
      '/visitas-diarias',
      admin,
    );
    expect(body.data).toHaveLength(15);
    expect(body.data[0]!.fecha).toBe('2025-02-25');
    expect(body.data.at(-1)).toEqual({ fecha: '2025-03-11', cantidad: 4 });
    expect(body.data.reduce((sum, d) => sum + d.cantidad, 0)).toBe(9);
  });
});
