import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DataEnvelope, Product } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await apiGet<DataEnvelope<Product>>(apiPaths.product(id), signal);
  return answer.data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
