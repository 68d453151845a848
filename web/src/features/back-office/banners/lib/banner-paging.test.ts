import { describe, expect, it } from 'vitest';
import { bannerPage } from './banner-paging';

const banners = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('bannerPage', () => {
  it('skips the first 2 banners and shows 12 per page', () => {
    const first = bannerPage(banners(30), 1);
    expect(first.items).toEqual(banners(14).slice(2));
    expect(first.totalPages).toBe(3);
    expect(bannerPage(banners(30), 3).items).toEqual([27, 28, 29, 30]);
  });

  it('keeps the page within range and has one empty page when only 2 banners exist', () => {
    expect(bannerPage(banners(30), 9).page).toBe(3);
    expect(bannerPage(banners(2), 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});
