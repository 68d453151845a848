import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DataEnvelope, Store } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

export async function getStore(id: string, signal?: AbortSignal): Promise<Store> {
  const answer = await apiGet<DataEnvelope<Store>>(apiPaths.store(id), signal);
  return answer.data;
}

export const storeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['stores', 'detail', id],
    queryFn: ({ signal }) => getStore(id, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** One store; disabled while `id` is undefined. */
export function useStore(id: string | undefined) {
  return useQuery({ ...storeQueryOptions(id ?? ''), enabled: id !== undefined });
}
