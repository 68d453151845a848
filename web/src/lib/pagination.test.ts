import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows 5 pages around the current one', () => {
    expect(pageWindow(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
  });

  it('sticks to the ends', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });

  it('has a window of 4 for the stores page', () => {
    expect(pageWindow(5, 9, 4)).toEqual([3, 4, 5, 6]);
  });
});
