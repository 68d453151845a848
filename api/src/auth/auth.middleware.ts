import type { RequestHandler, Response } from 'express';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { Role } from '@hardprecios/core/db/schema';
import { findSessionUser, type UserRow } from '@hardprecios/core/users/users.repository';
import type { AppDeps } from '../deps';

/** The signed-in user of this request, set by `authenticate`. */
export function currentUser(res: Response): UserRow | undefined {
  return res.locals.user as UserRow | undefined;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Reads the bearer token, if any, and loads its session's user. Never rejects by itself. */
export function authenticate({ database }: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
      if (token && token.length <= 200) res.locals.user = await findSessionUser(database.db, token);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** 401 without a live session; 403 when the user's role is not among `roles`. */
export function requireRole(...roles: Role[]): RequestHandler {
  const guard: RequestHandler = (_req, res, next) => {
    const user = currentUser(res);
    if (!user) return next(new AppError('unauthorized', 'Sesión inválida o expirada'));
    if (!roles.includes(user.role))
      return next(new AppError('forbidden', 'No tenés permiso para esta acción'));
    next();
  };
  guarded.set(guard, roles);
  return guard;
}

const guarded = new WeakMap<RequestHandler, Role[]>();

/** The roles a `requireRole` guard lets through (tests that walk the routes read who may call each). */
export function rolesRequiredBy(handler: unknown): Role[] | undefined {
  return guarded.get(handler as RequestHandler);
}

/** A storeAdmin may act only on their own store; a fullAdmin on any. */
export function assertCanManageStore(user: UserRow, storeId: number): void {
  if (user.role === 'fullAdmin') return;
  if (user.role === 'storeAdmin' && user.storeId === storeId) return;
  throw new AppError('forbidden', 'Solo podés administrar tu propia tienda');
}

/**
 * For routes on one store (`:id` in the path), before the body is read: another store's admin does not
 * get to upload anything. A malformed id is no store of a storeAdmin's; a fullAdmin goes on to validation.
 */
export const canManageStoreInPath: RequestHandler = (req, res, next) => {
  try {
    assertCanManageStore(currentUser(res)!, Number(req.params.id));
    next();
  } catch (err) {
    next(err);
  }
};
