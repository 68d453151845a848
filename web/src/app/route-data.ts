import type { QueryClient } from '@tanstack/react-query';
import { BREAKPOINTS } from '../config/constants';
import { paths } from '../config/paths';
import { bannersQueryOptions } from '../features/banners/api/get-banners';
import { featuredProductsQueryOptions } from '../features/products/api/get-featured-products';

/**
 * Asks for the data a screen shows first as the app boots, while the screen's own chunk still
 * downloads, instead of after it has run (the home's banners are its largest paint on a phone).
 */
export function prefetchRouteData(client: QueryClient, pathname: string): void {
  if (pathname === paths.home.path) {
    const isMobile = window.matchMedia(`(max-width: ${BREAKPOINTS.mobile}px)`).matches;
    void client.prefetchQuery(bannersQueryOptions(isMobile ? 'mobile' : 'desktop'));
    void client.prefetchQuery(featuredProductsQueryOptions());
  }
}
