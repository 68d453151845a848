import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ApiError } from '../../../api/client';
import { env } from '../../../config/env';
import { clearSessionToken, readSessionToken } from '../lib/session-token';
import { sessionExpiredAtom, userLoggedAtom } from '../state/user-atom';

export interface SessionRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (uploads). */
  form?: FormData;
  signal?: AbortSignal;
}

export type SessionRequest = <T>(path: string, options?: SessionRequestOptions) => Promise<T>;

/** A call with the session's bearer token; API errors (401 included) throw ApiError. */
export async function sessionRequest<T>(path: string, options: SessionRequestOptions = {}): Promise<T> {
  const token = readSessionToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${env.apiBase}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    signal: options.signal,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      typeof body.error === 'string' ? body.error : 'http_error',
      typeof body.message === 'string' ? body.message : response.statusText,
    );
    throw Object.assign(error, { details: body });
  }
  return body as T;
}

/**
 * sessionRequest for screens: a 401 on any call ends the session here (token and user cleared) and
 * flags it expired, so the back office shows the session-expired screen.
 */
export function useSessionRequest(): SessionRequest {
  const setExpired = useSetAtom(sessionExpiredAtom);
  const setUser = useSetAtom(userLoggedAtom);
  return useCallback(
    async <T>(path: string, options?: SessionRequestOptions) => {
      try {
        return await sessionRequest<T>(path, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSessionToken();
          setUser(null);
          setExpired(true);
        }
        throw error;
      }
    },
    [setExpired, setUser],
  );
}
