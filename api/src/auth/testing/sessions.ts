import http from 'node:http';
import type { Db } from '@hardprecios/core/db/client';
import type { Role } from '@hardprecios/core/db/schema';
import { createSession, revokeSession, upsertUser } from '@hardprecios/core/users/users.repository';

let sequence = 0;

export interface SessionOptions {
  role: Role;
  storeId?: number | null;
  email?: string;
  /** Negative: a session that has already expired. */
  ttlHours?: number;
  revoked?: boolean;
}

/** A bearer token for a user with this role, made the way sign-in makes it (user row + session row). */
export async function sessionToken(db: Db, options: SessionOptions): Promise<string> {
  sequence++;
  const user = await upsertUser(db, {
    email: options.email ?? `${options.role.toLowerCase()}-${sequence}-${Date.now()}@example.com`,
    name: `Usuario ${sequence}`,
    picture: '',
    role: options.role,
    storeId: options.storeId ?? null,
  });
  const token = await createSession(db, user.id, options.ttlHours ?? 1);
  if (options.revoked) await revokeSession(db, token);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A raw HTTP request with a chosen Host header (fetch always sends the URL's host). */
export function requestWithHost(
  baseUrl: string,
  options: { method: string; path: string; host: string; json?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  const url = new URL(options.path, baseUrl);
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method,
        headers: {
          ...options.headers,
          host: options.host,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const CALLERS = [
  'anonymous',
  'forgedToken',
  'expiredSession',
  'revokedSession',
  'otherStoreAdmin',
  'storeAdmin',
  'fullAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Headers for every kind of caller the access tests try: nobody, a made-up token, dead sessions
 * (of a fullAdmin, so only their state refuses them), another store's admin, the store's admin, a fullAdmin.
 */
export async function callerHeaders(
  db: Db,
  storeId: number,
  otherStoreId: number,
): Promise<Record<Caller, Record<string, string>>> {
  return {
    anonymous: {},
    forgedToken: bearer('f0rged-' + 'a'.repeat(43)),
    expiredSession: bearer(await sessionToken(db, { role: 'fullAdmin', ttlHours: -1 })),
    revokedSession: bearer(await sessionToken(db, { role: 'fullAdmin', revoked: true })),
    otherStoreAdmin: bearer(await sessionToken(db, { role: 'storeAdmin', storeId: otherStoreId })),
    storeAdmin: bearer(await sessionToken(db, { role: 'storeAdmin', storeId })),
    fullAdmin: bearer(await sessionToken(db, { role: 'fullAdmin' })),
  };
}
