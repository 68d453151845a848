import { env } from '../config/env';

/** An error answer of the API: `{ error, message }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiBase = env.apiBase;

/** Where the API answers when the page's own origin is unknown: the server renderer (src/ssr/) sets it. */
export function setApiBase(base: string): void {
  apiBase = base;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(response.status, body.error ?? 'http_error', body.message ?? response.statusText);
  }
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { method: 'GET', signal });
}

export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body), signal });
}

/** Statistics writes: failures are only logged (spec section 8), never shown to the shopper. */
export function postStat(path: string, body: unknown): void {
  apiPost(path, body).catch((error: unknown) => console.warn('statistics write failed', path, error));
}
