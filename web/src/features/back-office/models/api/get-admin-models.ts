import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { adminModelKeys, type AdminModelPage } from './admin-model';

/** Models whose listings' names hold every word of `query` ('#42' is model 42), most stores first. */
export function getAdminModels(request: AdminRequest, query: string, page: number, signal?: AbortSignal) {
  return request<AdminModelPage>(adminApiPaths.models(query, page), { signal });
}

export const adminModelsQueryOptions = (request: AdminRequest, query: string, page: number) =>
  queryOptions({
    queryKey: adminModelKeys.list(query, page),
    queryFn: ({ signal }) => getAdminModels(request, query, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminModels(query: string, page: number) {
  const { request } = useBackOfficeSession();
  return useQuery(adminModelsQueryOptions(request, query, page));
}
