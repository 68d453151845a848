import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { adminStoreKeys, type AdminStore } from './admin-store';

/** Every store, suspended ones too, for a fullAdmin; a storeAdmin gets only their own. */
export async function getAdminStores(request: AdminRequest, signal?: AbortSignal): Promise<AdminStore[]> {
  const answer = await request<{ data: AdminStore[] }>(adminApiPaths.stores, { signal });
  return answer.data;
}

export const adminStoresQueryOptions = (request: AdminRequest) =>
  queryOptions({
    queryKey: adminStoreKeys.all,
    queryFn: ({ signal }) => getAdminStores(request, signal),
  });

export function useAdminStores() {
  const { request } = useBackOfficeSession();
  return useQuery(adminStoresQueryOptions(request));
}
