import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatPrice } from './format';

describe('formatPrice (es-AR)', () => {
  it('groups thousands with dots and shows no decimals', () => {
    expect(formatPrice(1234567, 'ARS')).toBe('$ 1.234.567');
    expect(formatPrice(999, 'ARS')).toBe('$ 999');
  });

  it('floors instead of rounding', () => {
    expect(formatPrice(612345.99, 'ARS')).toBe('$ 612.345');
    expect(formatPrice(999.5, 'ARS')).toBe('$ 999');
  });

  it('writes dollars as U$S, never as pesos', () => {
    expect(formatPrice(300, 'USD')).toBe('U$S 300');
    expect(formatPrice(1299.99, 'USD')).toBe('U$S 1.299');
  });

  it('shows a dash for a missing price, still with its currency', () => {
    expect(formatPrice(null, 'ARS')).toBe('$ -');
    expect(formatPrice(Number.NaN, 'USD')).toBe('U$S -');
  });
});

describe('formatDayMonth', () => {
  it('labels price-history points as day/month', () => {
    expect(formatDayMonth('2026-03-05T12:00:00')).toBe('05/03');
    expect(formatDayMonth('2026-11-23T12:00:00')).toBe('23/11');
  });
});
