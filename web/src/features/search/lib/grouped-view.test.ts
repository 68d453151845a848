import { describe, expect, it } from 'vitest';
import { isGroupedView, withGroupedView } from './grouped-view';

describe('the grouped view in the address', () => {
  it('is on unless the address says agrupar=0 (an older agrupar=1 link stays grouped)', () => {
    expect(isGroupedView('?wordKey=ryzen&page=2')).toBe(true);
    expect(isGroupedView('?wordKey=ryzen&agrupar=1&page=2')).toBe(true);
    expect(isGroupedView('?wordKey=ryzen&agrupar=0&page=2')).toBe(false);
    expect(isGroupedView('')).toBe(true);
  });

  it('writes only the listing view, keeping the rest, back on page 1', () => {
    expect(withGroupedView('?wordKey=ryzen&page=3', false)).toBe('?wordKey=ryzen&agrupar=0&page=1');
    expect(withGroupedView('?wordKey=ryzen&sort=asc', false)).toBe('?wordKey=ryzen&sort=asc&agrupar=0');
    expect(withGroupedView('?wordKey=ryzen&agrupar=0&page=3', true)).toBe('?wordKey=ryzen&page=1');
    expect(withGroupedView('?agrupar=0', true)).toBe('');
    expect(withGroupedView('?agrupar=1', true)).toBe('');
  });
});
