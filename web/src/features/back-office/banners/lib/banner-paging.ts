/** Spec sections 2 and 9: 12 banners per page, and the first 2 of the list are not shown in the grid. */
export const BANNERS_PER_PAGE = 12;
export const SKIPPED_BANNERS = 2;

export interface BannerPage<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  totalPages: number;
}

export function bannerPage<T>(banners: T[], page: number): BannerPage<T> {
  const shown = banners.slice(SKIPPED_BANNERS);
  const totalPages = Math.max(1, Math.ceil(shown.length / BANNERS_PER_PAGE));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * BANNERS_PER_PAGE;
  return { items: shown.slice(start, start + BANNERS_PER_PAGE), page: current, totalPages };
}
