import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { buildName, type BuildPartes } from '../builds/build-parts';
import { MAX_ACTIVE_PER_ADDRESS } from './alert-signup';
import { hashToken, isTokenShape } from './alert-tokens';

/** What a link's alert watches: a listing, or a build (then `productName` is 'Tu PC armada (N partes)'). */
type Watched = { productId: number; productName: string } | { build: BuildPartes; productName: string };

export type LinkOutcome =
  | ({ kind: 'confirmed' | 'unsubscribed' | 'already_unsubscribed' } & Watched)
  | { kind: 'invalid' | 'used' | 'expired' | 'limit' };

interface TokenRow {
  subscription_id: number;
  purpose: 'confirm' | 'unsubscribe';
  expires_at: Date | string;
  used_at: Date | string | null;
  status: 'pending' | 'active' | 'unsubscribed';
  email: string;
  product_id: number | null;
  product_name: string | null;
  build: BuildPartes | null;
}

const watchedOf = (row: TokenRow): Watched =>
  row.build
    ? { build: row.build, productName: buildName(row.build) }
    : { productId: Number(row.product_id), productName: row.product_name! };

async function findToken(db: Db, token: string, purpose: TokenRow['purpose']): Promise<TokenRow | undefined> {
  if (!isTokenShape(token)) return undefined;
  const [row] = await queryRows<TokenRow>(
    db,
    sql`SELECT t.subscription_id, t.purpose, t.expires_at, t.used_at, a.status, a.email, a.product_id,
               p.name AS product_name, a.build
        FROM alert_tokens t JOIN alert_subscriptions a ON a.id = t.subscription_id
        LEFT JOIN products p ON p.id = a.product_id
        WHERE t.hash = ${hashToken(token)} AND t.purpose = ${purpose}
        FOR UPDATE OF t, a`,
  );
  return row;
}

/** The confirmation link: the alert becomes active (once; a link is good for 48 hours). */
export async function confirmAlert(db: Db, token: string, now: Date = new Date()): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const row = await findToken(tx, token, 'confirm');
    if (!row || row.status === 'unsubscribed') return { kind: 'invalid' };
    if (row.used_at !== null || row.status === 'active') return { kind: 'used' };
    if (new Date(row.expires_at) <= now) return { kind: 'expired' };
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alerts:${row.email}`}))`);
    const [active] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM alert_subscriptions WHERE email = ${row.email} AND status = 'active'`,
    );
    if (active!.n >= MAX_ACTIVE_PER_ADDRESS) return { kind: 'limit' };
    await tx.execute(sql`UPDATE alert_tokens SET used_at = ${now} WHERE hash = ${hashToken(token)}`);
    await tx.execute(
      sql`UPDATE alert_subscriptions SET status = 'active', armed = true, confirmed_at = ${now}
          WHERE id = ${row.subscription_id}`,
    );
    return { kind: 'confirmed', ...watchedOf(row) };
  });
}

/**
 * An unsubscribe link (the page's button, or a mail client's one-click POST): no more mail about that
 * product. Following it again says so again.
 */
export async function unsubscribeAlert(db: Db, token: string, now: Date = new Date()): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const row = await findToken(tx, token, 'unsubscribe');
    if (!row) return { kind: 'invalid' };
    if (new Date(row.expires_at) <= now) return { kind: 'expired' };
    const found = watchedOf(row);
    if (row.status === 'unsubscribed') return { kind: 'already_unsubscribed', ...found };
    await tx.execute(
      sql`UPDATE alert_tokens SET used_at = coalesce(used_at, ${now}) WHERE hash = ${hashToken(token)}`,
    );
    await tx.execute(
      sql`UPDATE alert_subscriptions SET status = 'unsubscribed', unsubscribed_at = ${now}
          WHERE id = ${row.subscription_id}`,
    );
    return { kind: 'unsubscribed', ...found };
  });
}
