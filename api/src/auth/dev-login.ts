import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from '@hardprecios/core/config/env';

const DEV_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name a developer's own browser uses (never a public name). */
export function isDevelopmentHost(hostname: string | undefined): boolean {
  return DEV_HOSTS.has((hostname ?? '').toLowerCase());
}

/** The name part of a Host header ('localhost:3000' → 'localhost', '[::1]:3000' → '[::1]'). */
export function hostHeaderName(host: string | undefined): string {
  return (host ?? '').replace(/:\d+$/, '');
}

/**
 * The fixed-credential development login exists only when the server runs in development mode and
 * the request is addressed to a development host; anything else refuses it whatever the body says.
 * Both the Host header and the host Express derives (which may come from X-Forwarded-Host behind a
 * local proxy) must be development hosts, so a forwarded header alone cannot open it.
 */
export function isDevLoginAllowed(
  env: Pick<Env, 'NODE_ENV'>,
  request: { hostHeader: string | undefined; hostname: string | undefined },
): boolean {
  return (
    env.NODE_ENV === 'development' &&
    isDevelopmentHost(hostHeaderName(request.hostHeader)) &&
    isDevelopmentHost(request.hostname)
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the pair with DEV_LOGIN_EMAIL / DEV_LOGIN_PASSWORD. */
export function matchesDevCredentials(
  env: Pick<Env, 'DEV_LOGIN_EMAIL' | 'DEV_LOGIN_PASSWORD'>,
  email: string,
  password: string,
): boolean {
  const emailOk = timingSafeEqual(
    digest(email.trim().toLowerCase()),
    digest(env.DEV_LOGIN_EMAIL.toLowerCase()),
  );
  const passwordOk = timingSafeEqual(digest(password), digest(env.DEV_LOGIN_PASSWORD));
  return emailOk && passwordOk;
}
