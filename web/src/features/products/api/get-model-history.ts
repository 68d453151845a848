import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { ModelDailyPrice } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

/** The lowest price of the product's model across stores, per day (last 90 days). */
export async function getModelHistory(id: string, signal?: AbortSignal): Promise<ModelDailyPrice[]> {
  const answer = await apiGet<{ success: boolean; data: ModelDailyPrice[] }>(
    apiPaths.modelHistory(id),
    signal,
  );
  return answer.success ? answer.data : [];
}

export const modelHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'model-history', id],
    queryFn: ({ signal }) => getModelHistory(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useModelHistory(id: string, enabled: boolean) {
  return useQuery({ ...modelHistoryQueryOptions(id), enabled });
}
