import { BREAKPOINTS } from '../config/constants';

/** Results shown per page: 6 up to 380 px, 8 up to 1054 px, otherwise the size the shopper chose. */
export function effectivePageSize(viewportWidth: number, chosen: number): number {
  if (viewportWidth <= BREAKPOINTS.narrow) return 6;
  if (viewportWidth <= BREAKPOINTS.medium) return 8;
  return chosen;
}
