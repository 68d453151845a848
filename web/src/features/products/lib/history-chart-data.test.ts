import { describe, expect, it } from 'vitest';
import { historyChartData } from './history-chart-data';

const at = (iso: string, precioActual: number) => ({
  fechaDeCambio: iso,
  precioActual,
  moneda: 'ARS' as const,
});

describe('the price history chart', () => {
  it('draws steps, not curves, in both lines', () => {
    const one = historyChartData([at('2026-11-01T15:00:00Z', 100)], undefined, '2026-11-20');
    const two = historyChartData(
      [at('2026-11-01T15:00:00Z', 100)],
      [{ fecha: '2026-11-01', precioMinimo: 95, moneda: 'ARS' }],
      '2026-11-20',
    );
    for (const dataset of [...one.datasets, ...two.datasets]) {
      expect(dataset.stepped).toBe('before');
      expect(dataset.tension).toBe(0);
    }
  });

  it("spans a new listing's two changes over a week up to today, not two dots at an edge", () => {
    const data = historyChartData(
      [at('2026-11-19T15:00:00Z', 120), at('2026-11-20T15:00:00Z', 110)],
      undefined,
      '2026-11-20',
    );
    expect(data.labels).toEqual(['14/11', '15/11', '16/11', '17/11', '18/11', '19/11', '20/11']);
    expect(data.datasets[0]!.data).toEqual([null, null, null, null, null, 120, 110]);
    // A dot where the price changes only.
    expect(data.datasets[0]!.pointRadius).toEqual([0, 0, 0, 0, 0, 3, 3]);
  });

  it('holds the last price up to today, one point a day', () => {
    const data = historyChartData(
      [at('2026-11-01T15:00:00Z', 100), at('2026-11-03T15:00:00Z', 90)],
      undefined,
      '2026-11-10',
    );
    expect(data.labels).toHaveLength(10);
    expect(data.datasets[0]!.data).toEqual([100, 100, 90, 90, 90, 90, 90, 90, 90, 90]);
    expect(data.datasets[0]!.pointRadius).toEqual([3, 0, 3, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("holds the model's lowest price between its daily figures, on the listing's axis", () => {
    const data = historyChartData(
      [at('2026-11-05T15:00:00Z', 100)],
      [
        { fecha: '2026-11-01', precioMinimo: 95, moneda: 'ARS' },
        { fecha: '2026-11-04', precioMinimo: 93, moneda: 'ARS' },
      ],
      '2026-11-07',
    );
    expect(data.labels).toEqual(['01/11', '02/11', '03/11', '04/11', '05/11', '06/11', '07/11']);
    expect(data.datasets[0]!.data).toEqual([null, null, null, null, 100, 100, 100]);
    expect(data.datasets[1]!.data).toEqual([95, 95, 95, 93, 93, 93, 93]);
  });
});
