import type { TestApp } from '../../testing/test-app';
import { bearer } from '../../auth/testing/sessions';

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Posts a statistics event as a browser at `ip` would (the app trusts X-Forwarded-For from loopback). */
export function postEvent(
  app: TestApp,
  path: string,
  json: unknown,
  options: { ip?: string; userAgent?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '198.51.100.7' };
  if (options.userAgent !== null) headers['user-agent'] = options.userAgent ?? BROWSER_UA;
  return app.request(`/api/estadisticas${path}`, { method: 'POST', json, headers });
}

/** GETs a statistics read as the holder of `token`, returning status and JSON body. */
export async function getStats<T = unknown>(
  app: TestApp,
  path: string,
  token: string | undefined,
  query: Record<string, string | number> = {},
): Promise<{ status: number; body: T }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await app.request(`/api/estadisticas${path}${search.size ? `?${search}` : ''}`, {
    headers: token ? bearer(token) : {},
  });
  return { status: res.status, body: (await res.json()) as T };
}
