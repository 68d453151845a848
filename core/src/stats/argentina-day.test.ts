import { describe, expect, it } from 'vitest';
import { addDays, argentinaDay, daysOf, isDay, lastDays } from './argentina-day';

describe('Argentina days', () => {
  it('tells the Argentina day of an instant, three hours behind UTC', () => {
    expect(argentinaDay(new Date('2025-03-10T02:59:59Z'))).toBe('2025-03-09');
    expect(argentinaDay(new Date('2025-03-10T03:00:00Z'))).toBe('2025-03-10');
    expect(argentinaDay(new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysOf({ start: '2024-12-30', end: '2025-01-02' })).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
    ]);
    expect(daysOf({ start: '2025-01-02', end: '2025-01-02' })).toEqual([]);
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '2025/01/01', '2025-01-01T00:00:00Z', ''])
      expect(isDay(bad), bad).toBe(false);
  });

  it('gives the last n days up to and including today in Argentina', () => {
    expect(lastDays(15, new Date('2025-03-11T02:00:00Z'))).toEqual({
      start: '2025-02-24',
      end: '2025-03-11',
    });
  });
});
