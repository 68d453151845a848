import { describe, expect, it } from 'vitest';
import { comparedSeries, listingPricesOnDays } from './daily-prices';

describe("a listing's price on each day", () => {
  it('holds each price from its change (Argentina days) to the next, null before the first', () => {
    const entries = [
      { fechaDeCambio: '2026-11-02T15:00:00Z', precioActual: 100, moneda: 'ARS' as const },
      { fechaDeCambio: '2026-11-05T02:00:00Z', precioActual: 90, moneda: 'ARS' as const }, // still Nov 4th in Argentina (23:00)
    ];
    expect(listingPricesOnDays(entries, ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'])).toEqual([
      null, 100, 100, 90, 90,
    ]); // prettier-ignore
  });

  it("puts the listing and the model's lowest price on one axis of days", () => {
    const series = comparedSeries(
      [{ fechaDeCambio: '2026-11-01T12:00:00Z', precioActual: 100, moneda: 'ARS' }],
      [
        { fecha: '2026-11-01', precioMinimo: 95, moneda: 'ARS' },
        { fecha: '2026-11-02', precioMinimo: 93, moneda: 'ARS' },
      ],
      '2026-11-07',
    );
    expect(series).toEqual({
      days: [
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-05',
        '2026-11-06',
        '2026-11-07',
      ],
      listing: [100, 100, 100, 100, 100, 100, 100],
      lowest: [95, 93, 93, 93, 93, 93, 93],
    });
  });
});
