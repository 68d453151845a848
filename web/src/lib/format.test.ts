import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatPrice } from './format';

describe('formatPrice (es-AR)', () => {
  it('groups thousands with dots and shows no decimals', () => {
    expect(formatPrice(1234567)).toBe('$ 1.234.567');
    expect(formatPrice(999)).toBe('$ 999');
  });

  it('floors instead of rounding', () => {
    expect(formatPrice(612345.99)).toBe('$ 612.345');
    expect(formatPrice(999.5)).toBe('$ 999');
  });

  it('shows a dash for a missing price', () => {
    expect(formatPrice(null)).toBe('$ -');
    expect(formatPrice(Number.NaN)).toBe('$ -');
  });
});

describe('formatDayMonth', () => {
  it('labels price-history points as day/month', () => {
    expect(formatDayMonth('2026-03-05T12:00:00')).toBe('05/03');
    expect(formatDayMonth('2026-11-23T12:00:00')).toBe('23/11');
  });
});
