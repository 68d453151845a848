import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';
import { revokeSession } from '@hardprecios/core/users/users.repository';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { bearerToken, currentUser, requireRole } from './auth.middleware';
import { createGoogleTokenVerifier } from './google-id-token';
import { isDevLoginAllowed, matchesDevCredentials } from './dev-login';
import { parseAdminEmails, signInAsDevAdmin, signInWithGoogle, toSessionUser } from './auth.service';

export const loginGoogleSchema = z.object({ token: z.string().min(1).max(8192) });
export const loginDevSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });

/** Mounted at /api: sign-in (Google, development), logout and the signed-in user's profile. */
export function authRoutes({ env, database }: AppDeps): Router {
  const router = Router();
  const db = database.db;
  const verifyGoogleToken = createGoogleTokenVerifier({
    clientId: env.GOOGLE_CLIENT_ID,
    jwksUrl: env.GOOGLE_JWKS_URL,
  });
  const settings = {
    adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
    sessionTtlHours: env.SESSION_TTL_HOURS,
  };

  router.post(
    '/auth/login-google',
    endpoint({ body: loginGoogleSchema }, async ({ body }) => {
      const profile = await verifyGoogleToken(body.token);
      return signInWithGoogle(db, settings, profile);
    }),
  );

  router.post('/auth/login-dev', (req, _res, next) => {
    // Decided before the body is read: outside development it does not exist; on a public host it is refused.
    if (env.NODE_ENV !== 'development') return next(new AppError('not_found', `No existe POST ${req.path}`));
    if (!isDevLoginAllowed(env, { hostHeader: req.headers.host, hostname: req.hostname }))
      return next(
        new AppError('forbidden', 'El ingreso de desarrollo solo funciona en un host de desarrollo'),
      );
    next();
  });
  router.post(
    '/auth/login-dev',
    endpoint({ body: loginDevSchema }, async ({ body }) => {
      if (!matchesDevCredentials(env, body.email, body.password))
        throw new AppError('unauthorized', 'Credenciales inválidas');
      return signInAsDevAdmin(db, env.DEV_LOGIN_EMAIL.toLowerCase(), settings.sessionTtlHours);
    }),
  );

  router.post(
    '/auth/logout',
    endpoint({}, async (_input, req) => {
      const token = bearerToken(req.headers.authorization);
      if (!token) throw new AppError('unauthorized', 'Sesión inválida o expirada');
      // Revoking an already dead token is harmless; the client is logging out either way.
      if (token.length <= 200) await revokeSession(db, token);
      return { message: 'Sesión cerrada' };
    }),
  );

  router.get(
    '/user/profile',
    requireRole('fullAdmin', 'storeAdmin'),
    endpoint({}, (_input, _req, res) => ({ data: { data: toSessionUser(currentUser(res)!) } })),
  );

  return router;
}
