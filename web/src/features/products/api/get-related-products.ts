import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DataEnvelope, Product } from '../../../api/types';
import { RELATED_MAX } from '../../../config/constants';
import { apiPaths } from '../../../config/paths';

export async function getRelatedProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiGet<DataEnvelope<Product[]>>(apiPaths.relatedProducts(id), signal);
  return answer.data.filter((product) => product.nombre).slice(0, RELATED_MAX);
}

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}
