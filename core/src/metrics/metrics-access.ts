import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <METRICS_TOKEN>`. With no token configured the
 * metrics are off for everyone. Compared in constant time (hashes: equal lengths whatever is sent).
 */
export function metricsAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}
