import type { QueryClient } from '@tanstack/react-query';
import { BREAKPOINTS } from '../config/constants';
import { paths } from '../config/paths';
import { bannersQueryOptions } from '../features/banners/api/get-banners';
import { featuredProductsQueryOptions } from '../features/products/api/get-featured-products';
import { matchesMaxWidth } from '../lib/use-media-query';

/**
 * Asks for the data a screen shows first as the app boots, while the screen's own chunk still
 * downloads, instead of after it has run (the home's banners are its largest paint on a phone).
 */
export function prefetchRouteData(client: QueryClient, pathname: string): void {
  if (pathname === paths.home.path) {
    void client.prefetchQuery(
      bannersQueryOptions(matchesMaxWidth(BREAKPOINTS.mobile) ? 'mobile' : 'desktop'),
    );
    void client.prefetchQuery(featuredProductsQueryOptions());
  }
}
