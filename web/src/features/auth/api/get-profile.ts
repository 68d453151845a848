import { queryOptions } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/back-office-paths';
import type { SessionUser } from '../state/user-atom';
import type { SessionRequest } from './session-request';

/** GET /api/user/profile: the user is read from data.data (spec section 7). */
export async function getProfile(request: SessionRequest, signal?: AbortSignal): Promise<SessionUser> {
  const answer = await request<{ data: { data: SessionUser } }>(adminApiPaths.profile, { signal });
  return answer.data.data;
}

export const profileQueryOptions = (request: SessionRequest) =>
  queryOptions({
    queryKey: ['admin', 'profile'],
    queryFn: ({ signal }) => getProfile(request, signal),
    retry: false,
  });
