import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { adminStoreKeys, type AdminStore } from './admin-store';

export async function getAdminStore(request: AdminRequest, id: number, signal?: AbortSignal) {
  const answer = await request<{ data: AdminStore }>(adminApiPaths.store(id), { signal });
  return answer.data;
}

export const adminStoreQueryOptions = (request: AdminRequest, id: number) =>
  queryOptions({
    queryKey: adminStoreKeys.one(id),
    queryFn: ({ signal }) => getAdminStore(request, id, signal),
  });

export function useAdminStore(id: number | null | undefined) {
  const { request } = useBackOfficeSession();
  return useQuery({ ...adminStoreQueryOptions(request, id ?? 0), enabled: Boolean(id) });
}
