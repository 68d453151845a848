/**
 * The only module that reads the build-time environment. The API serves this client on the same
 * origin, so the API base is empty unless VITE_API_BASE points elsewhere (e.g. a preview host).
 */
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  appVersion: __APP_VERSION__,
  isDev: import.meta.env.DEV,
} as const;
