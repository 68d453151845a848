import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { Banner } from '../../../api/types';
import { apiPaths } from '../../../config/paths';

export type BannerKind = 'desktop' | 'mobile';

export async function getBanners(kind: BannerKind, signal?: AbortSignal): Promise<Banner[]> {
  const answer = await apiGet<{ banners: Banner[] }>(apiPaths.banners(kind), signal);
  return answer.banners ?? [];
}

export const bannersQueryOptions = (kind: BannerKind) =>
  queryOptions({
    queryKey: ['banners', kind],
    queryFn: ({ signal }) => getBanners(kind, signal),
    staleTime: 10 * 60_000,
  });

export function useBanners(kind: BannerKind) {
  return useQuery(bannersQueryOptions(kind));
}
