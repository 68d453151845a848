import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { PriceHistoryEntry } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

export async function getPriceHistory(id: string, signal?: AbortSignal): Promise<PriceHistoryEntry[]> {
  const answer = await apiGet<{ success: boolean; data: PriceHistoryEntry[] }>(
    apiPaths.priceHistory(id),
    signal,
  );
  return answer.success ? answer.data : [];
}

export const priceHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'price-history', id],
    queryFn: ({ signal }) => getPriceHistory(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePriceHistory(id: string) {
  return useQuery(priceHistoryQueryOptions(id));
}
