import { describe, expect, it } from 'vitest';
import { isGroupedView, withGroupedView } from './grouped-view';

describe('the grouped view in the address', () => {
  it('is on with agrupar=1 only', () => {
    expect(isGroupedView('?wordKey=ryzen&agrupar=1&page=2')).toBe(true);
    expect(isGroupedView('?wordKey=ryzen&page=2')).toBe(false);
    expect(isGroupedView('?agrupar=si')).toBe(false);
  });

  it('switches on and off keeping the rest, back on page 1', () => {
    expect(withGroupedView('?wordKey=ryzen&page=3', true)).toBe('?wordKey=ryzen&page=1&agrupar=1');
    expect(withGroupedView('?wordKey=ryzen&agrupar=1&page=3', false)).toBe('?wordKey=ryzen&page=1');
    expect(withGroupedView('?agrupar=1', false)).toBe('');
  });
});
