import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '@hardprecios/core/errors/app-error';

/** What we take from a verified Google ID token. */
export interface GoogleProfile {
  email: string;
  name: string;
  picture: string;
}

export type GoogleTokenVerifier = (idToken: string) => Promise<GoogleProfile>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens (the credential of the Google Identity Services button) against Google's
 * key set: signature, issuer, audience = our client id, expiry, and a verified e-mail. The key set is
 * fetched once and cached by jose (refetched when an unknown key id shows up).
 */
export function createGoogleTokenVerifier(options: {
  clientId: string;
  jwksUrl: string;
}): GoogleTokenVerifier {
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (idToken) => {
    if (!options.clientId)
      throw new AppError('unavailable', 'El inicio de sesión con Google no está configurado');
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
        clockTolerance: 30,
      }));
    } catch (err) {
      throw verificationError(err);
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email) throw new AppError('unauthorized', 'El token de Google no incluye un correo');
    // Google sends a boolean; very old tokens sent the string 'true'.
    if (payload.email_verified !== true && payload.email_verified !== 'true')
      throw new AppError('unauthorized', 'El correo de la cuenta de Google no está verificado');
    return {
      email,
      name: typeof payload.name === 'string' ? payload.name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : '',
    };
  };
}

/** A bad token is the caller's fault (401); Google's key set being unreachable is ours (503). */
function verificationError(err: unknown): AppError {
  if (err instanceof errors.JWTExpired) return new AppError('unauthorized', 'El token de Google expiró');
  if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError))
    return new AppError('unavailable', 'No se pudo verificar el token de Google; intentá de nuevo');
  return new AppError('unauthorized', 'Token de Google inválido');
}
