import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { adminModelKeys, type AdminModelDetail } from './admin-model';

export async function getAdminModel(request: AdminRequest, id: number, signal?: AbortSignal) {
  return (await request<{ data: AdminModelDetail }>(adminApiPaths.model(id), { signal })).data;
}

export const adminModelQueryOptions = (request: AdminRequest, id: number) =>
  queryOptions({
    queryKey: adminModelKeys.detail(id),
    queryFn: ({ signal }) => getAdminModel(request, id, signal),
    retry: false,
  });

export function useAdminModel(id: number) {
  const { request } = useBackOfficeSession();
  return useQuery(adminModelQueryOptions(request, id));
}
