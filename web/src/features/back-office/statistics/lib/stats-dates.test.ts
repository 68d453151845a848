import { describe, expect, it } from 'vitest';
import { categoryChartLimits, defaultChartRange, rangeQuery, storeChartLimits } from './stats-dates';

describe('statistics dates', () => {
  it('sends the end as the next day', () => {
    expect(rangeQuery({ start: '2025-02-20', end: '2025-02-28' })).toBe(
      'fechaInicio=2025-02-20&fechaFin=2025-03-01',
    );
    expect(rangeQuery({ start: '2024-12-31', end: '2024-12-31' })).toBe(
      'fechaInicio=2024-12-31&fechaFin=2025-01-01',
    );
  });

  it("keeps each chart within the spec's limits", () => {
    expect(storeChartLimits('2025-03-10')).toEqual({
      startMin: '2024-11-30',
      endMin: '2024-11-30',
      max: '2025-03-10',
    });
    expect(categoryChartLimits('2025-03-10')).toEqual({
      startMin: '2024-11-30',
      endMin: '2024-12-06',
      max: '2025-03-10',
    });
    expect(defaultChartRange(storeChartLimits('2025-03-10'))).toEqual({
      start: '2025-02-24',
      end: '2025-03-10',
    });
    expect(defaultChartRange(categoryChartLimits('2024-12-03'))).toEqual({
      start: '2024-11-30',
      end: '2024-12-06',
    });
  });
});
