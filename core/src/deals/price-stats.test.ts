import { describe, expect, it } from 'vitest';
import { summarizeDays } from './price-stats';
import { verdictOf } from './verdict';

const series = (...prices: number[]) =>
  prices.map((price, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, price }));

describe('summarizeDays', () => {
  it("leaves today out of the statistics, but uses it as yesterday's neighbour", () => {
    // Yesterday's 10 000 sits between two 100 000 days (the day before and today): a typo.
    const s = summarizeDays(
      series(100, 100, 100, 10, 100).map((d) => ({ ...d, price: d.price * 1000 })),
      '2026-10-05',
      1,
    );
    expect(s).toMatchObject({ days: 4, lowest: 100_000, highest: 100_000 });
  });

  it('a one-day spike does not set the high; a first day has no left neighbour and stays', () => {
    const s = summarizeDays(series(50, 100, 100, 300, 100, 100), '2026-10-31', 2);
    expect(s).toMatchObject({
      days: 6,
      lowest: 50,
      highest: 100,
      median: 100,
      since: '2026-10-01',
      stores: 2,
    });
  });

  it('a model with no past days has no statistics', () => {
    expect(summarizeDays(series(100), '2026-10-01', 1)).toEqual({
      days: 0, stores: 1, lowest: null, median: null, highest: null, since: null,
    }); // prettier-ignore
  });
});

describe('verdictOf', () => {
  const stats = { days: 30, stores: 3, lowest: 90, median: 100, highest: 120, since: '2026-10-01' };
  it.each([
    [85, 'minimo', 15],
    [90, 'minimo', 10],
    [94, 'debajo', 6],
    [96, 'habitual', 4],
    [104, 'habitual', 4],
    [105, 'encima', 5],
    [130, 'encima', 30],
  ])('best %d → %s %d %%', (best, tipo, porcentaje) => {
    expect(verdictOf(stats, best)).toMatchObject({ tipo, porcentaje });
  });

  it('nothing without a price today, or with under 14 days', () => {
    expect(verdictOf(stats, null)).toBeNull();
    expect(verdictOf({ ...stats, days: 13 }, 95)).toBeNull();
    expect(verdictOf(undefined, 95)).toBeNull();
  });
});
