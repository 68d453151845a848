import { describe, expect, it } from 'vitest';
import { formatCountdown, nextAllowedFromLast, nextAllowedFromRefusal } from './cooldown';

const minutes = (n: number) => n * 60_000;

describe('formatCountdown', () => {
  it("reads 'Xh Ym'", () => {
    expect(formatCountdown(minutes(4 * 60))).toBe('4h 0m');
    expect(formatCountdown(minutes(3 * 60 + 59))).toBe('3h 59m');
    expect(formatCountdown(minutes(61))).toBe('1h 1m');
  });

  it('rounds the minutes up, so the last seconds still show a minute to wait', () => {
    expect(formatCountdown(minutes(59) + 1)).toBe('1h 0m');
    expect(formatCountdown(30_000)).toBe('0h 1m');
    expect(formatCountdown(0)).toBe('0h 0m');
  });
});

describe('next allowed time', () => {
  it('is 4 hours after the last forced update, or now when there was none', () => {
    expect(nextAllowedFromLast('2025-03-01T10:00:00.000Z')).toBe(Date.parse('2025-03-01T14:00:00.000Z'));
    expect(nextAllowedFromLast(null)).toBeNull();
  });

  it("takes the server's refusal as the truth", () => {
    const now = Date.parse('2025-03-01T12:00:00.000Z');
    expect(nextAllowedFromRefusal({ nextAllowedAt: '2025-03-01T13:30:00.000Z' }, now)).toBe(
      Date.parse('2025-03-01T13:30:00.000Z'),
    );
    expect(nextAllowedFromRefusal({ retryAfterSeconds: 600 }, now)).toBe(now + 600_000);
    expect(nextAllowedFromRefusal({}, now)).toBeNull();
  });
});
