import { describe, expect, it } from 'vitest';
import { effectivePageSize } from './page-size';

describe('effectivePageSize', () => {
  it('shows 6 up to 380 px whatever was chosen', () => {
    expect(effectivePageSize(320, 48)).toBe(6);
    expect(effectivePageSize(380, 12)).toBe(6);
  });

  it('shows 8 from 381 up to 1054 px', () => {
    expect(effectivePageSize(381, 24)).toBe(8);
    expect(effectivePageSize(1054, 48)).toBe(8);
  });

  it('shows the chosen size on wider screens', () => {
    expect(effectivePageSize(1055, 12)).toBe(12);
    expect(effectivePageSize(1280, 24)).toBe(24);
    expect(effectivePageSize(1920, 48)).toBe(48);
  });
});
