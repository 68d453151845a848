import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
