import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { ModelOffers } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

/** The offers of the product's model, one per store, in the order 'Comparar precios' shows them. */
export async function getOffers(id: string, signal?: AbortSignal): Promise<ModelOffers> {
  return (await apiGet<{ data: ModelOffers }>(apiPaths.offers(id), signal)).data;
}

export const offersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'offers', id],
    queryFn: ({ signal }) => getOffers(id, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useOffers(id: string) {
  return useQuery(offersQueryOptions(id));
}
