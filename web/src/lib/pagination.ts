/**
 * The page numbers (1-based) of a pagination window of `size` buttons, keeping the current page
 * as centred as the ends allow.
 */
export function pageWindow(current: number, totalPages: number, size: number): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
