import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DataEnvelope, Product } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

/** The home's Destacados; rows without a name are dropped (spec section 5). */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiGet<DataEnvelope<Product[]>>(apiPaths.featuredProducts, signal);
  return answer.data.filter((product) => product.nombre);
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
