import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what travels in a mail's link. Only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of a token we made (anything else is refused before a lookup). */
export const isTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
