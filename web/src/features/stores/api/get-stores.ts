import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DataEnvelope, Store } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

export async function getStores(signal?: AbortSignal): Promise<Store[]> {
  const answer = await apiGet<DataEnvelope<Store[]>>(apiPaths.stores, signal);
  return answer.data;
}

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['stores'],
    queryFn: ({ signal }) => getStores(signal),
    staleTime: 10 * 60_000,
  });

export function useStores() {
  return useQuery(storesQueryOptions());
}
