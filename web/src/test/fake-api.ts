import { vi } from 'vitest';

type Handler = unknown | ((body: unknown, url: URL) => unknown);

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (the query string is ignored unless the key
 * has one). Unknown calls answer 404, like the API would. Returns the mock to inspect calls.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), { status: 404 });
    }
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    // A handler may answer later (a Promise), like a slow API.
    const value = await (typeof handler === 'function'
      ? (handler as (b: unknown, u: URL) => unknown)(body, url)
      : handler);
    // An error answer: the handler gives the Response itself (apiError below).
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies POSTed to `path`. */
export function postedBodies(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** An API error answer `{ error, message }` with its status, for a handler to return. */
export function apiError(status: number, error: string, message: string): Response {
  return new Response(JSON.stringify({ error, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
