import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { AppConfig, DataEnvelope } from '../../../api/types';
import { apiPaths } from '../../../config/paths';
import { SITE_DEFAULTS } from '../../../config/site';

export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const answer = await apiGet<DataEnvelope<AppConfig>>(apiPaths.config, signal);
  return answer.data;
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

/** Product name, contact e-mail, version and support link, with defaults until the API answers. */
export function useSiteInfo() {
  const { data } = useAppConfig();
  return {
    productName: data?.productName || SITE_DEFAULTS.productName,
    contactEmail: data?.contactEmail || SITE_DEFAULTS.contactEmail,
    version: data?.version || SITE_DEFAULTS.version,
    supportChatUrl: data?.supportChatUrl ?? SITE_DEFAULTS.supportChatUrl,
  };
}
