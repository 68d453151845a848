import { apiPost } from '../../../api/client';
import { adminApiPaths } from '../../../config/back-office-paths';
import type { SessionUser } from '../state/user-atom';

/** What both sign-ins answer: an opaque session token and the user. */
export interface SignedIn {
  token: string;
  user: SessionUser;
}

export const GOOGLE_UNAUTHORIZED_MESSAGE = 'Acceso denegado: Usuario no autorizado';
export const DEV_LOGIN_INVALID_MESSAGE = 'Credenciales inválidas';

/** The Google Identity Services credential (an ID token), verified by the API. */
export function loginWithGoogle(credential: string): Promise<SignedIn> {
  return apiPost<SignedIn>(adminApiPaths.loginGoogle, { token: credential });
}

/** The development-host login (fake fullAdmin); the server refuses it anywhere else. */
export function loginWithDevCredentials(credentials: { email: string; password: string }): Promise<SignedIn> {
  return apiPost<SignedIn>(adminApiPaths.loginDev, credentials);
}
