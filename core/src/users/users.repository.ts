import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type Role } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UpsertUserInput {
  email: string;
  name: string;
  picture: string;
  role: Role;
  storeId: number | null;
}

/** Creates or refreshes the user who just signed in; the role is decided by the caller, every time. */
export async function upsertUser(db: Db, input: UpsertUserInput): Promise<UserRow> {
  const values = { ...input, email: input.email.toLowerCase(), lastLoginAt: new Date() };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.email, set: values })
    .returning();
  return row!;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque bearer token; only its hash is stored, so a database leak yields no usable session. */
export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** The user of a live session (not expired, not revoked), or undefined. */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends the sessions of this store's admins whose e-mail is no longer among `keepEmails`: taking an
 * e-mail off a store must take its access away now, not when the session expires.
 */
export async function revokeStoreAdminSessions(
  db: Db,
  storeId: number,
  keepEmails: string[],
): Promise<number> {
  const keep = keepEmails.map((e) => e.toLowerCase());
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.role, 'storeAdmin'),
                eq(users.storeId, storeId),
                keep.length ? notInArray(users.email, keep) : undefined,
              ),
            ),
        ),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}
