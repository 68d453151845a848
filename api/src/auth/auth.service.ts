import type { Db } from '@hardprecios/core/db/client';
import type { Role } from '@hardprecios/core/db/schema';
import { AppError } from '@hardprecios/core/errors/app-error';
import { findStoreByAuthorizedEmail } from '@hardprecios/core/stores/stores.repository';
import { createSession, upsertUser, type UserRow } from '@hardprecios/core/users/users.repository';
import type { GoogleProfile } from './google-id-token';

/** The user as the client stores it (spec: email, picture, name, role, tiendaId). */
export interface SessionUser {
  email: string;
  name: string;
  picture: string;
  role: Role;
  tiendaId: number | null;
}

export interface SignedIn {
  token: string;
  user: SessionUser;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    email: user.email,
    name: user.name,
    picture: user.picture,
    role: user.role,
    tiendaId: user.storeId,
  };
}

export function parseAdminEmails(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Decides the role at every sign-in, from the configuration and the stores' authorized e-mails as they
 * are now: ADMIN_EMAILS → fullAdmin; a store's authorized e-mail → that store's storeAdmin; else refused.
 */
export async function resolveAccess(
  db: Db,
  adminEmails: Set<string>,
  email: string,
): Promise<{ role: Role; storeId: number | null }> {
  const normalized = email.trim().toLowerCase();
  if (adminEmails.has(normalized)) return { role: 'fullAdmin', storeId: null };
  const store = await findStoreByAuthorizedEmail(db, normalized);
  if (store) return { role: 'storeAdmin', storeId: store.id };
  throw new AppError('unauthorized', 'Acceso denegado: Usuario no autorizado');
}

export interface SignInSettings {
  adminEmails: Set<string>;
  sessionTtlHours: number;
}

export async function signInWithGoogle(
  db: Db,
  settings: SignInSettings,
  profile: GoogleProfile,
): Promise<SignedIn> {
  const access = await resolveAccess(db, settings.adminEmails, profile.email);
  return openSession(db, settings.sessionTtlHours, { ...profile, ...access });
}

/** The development login's fake fullAdmin. */
export function signInAsDevAdmin(db: Db, email: string, sessionTtlHours: number): Promise<SignedIn> {
  return openSession(db, sessionTtlHours, {
    email,
    name: 'Administrador (desarrollo)',
    picture: '',
    role: 'fullAdmin',
    storeId: null,
  });
}

async function openSession(
  db: Db,
  ttlHours: number,
  input: Parameters<typeof upsertUser>[1],
): Promise<SignedIn> {
  const user = await upsertUser(db, input);
  const token = await createSession(db, user.id, ttlHours);
  return { token, user: toSessionUser(user) };
}
