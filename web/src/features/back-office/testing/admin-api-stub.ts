import { vi } from 'vitest';

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export interface StubCall {
  method: string;
  url: URL;
  json: unknown;
  form: FormData | null;
  authorization: string | null;
}

type Handler = unknown | ((call: StubCall) => unknown);

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (the query string is matched only when the key
 * has one). Handlers may return (or resolve to) a Reply for an error status; unknown calls answer 404 like the API.
 */
export function stubAdminApi(routes: Record<string, Handler>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body;
    const headers = new Headers(init?.headers);
    const call: StubCall = {
      method,
      url,
      json: typeof body === 'string' ? JSON.parse(body) : undefined,
      form: body instanceof FormData ? body : null,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    const value: unknown = await (typeof handler === 'function'
      ? (handler as (c: StubCall) => unknown)(call)
      : handler);
    const reply =
      handler === undefined
        ? new Reply(404, { error: 'not_found', message: 'No existe' })
        : value instanceof Reply
          ? value
          : new Reply(200, value);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
