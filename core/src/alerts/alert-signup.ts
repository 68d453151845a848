import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { Mailer } from '../mail/mailer';
import type { ListedFilter } from '../models/model-summaries.repository';
import { buildName, buildProductIds, canonicalBuild, type BuildPartes } from '../builds/build-parts';
import { priceBuild } from '../builds/build-prices';
import {
  alreadyActiveMail,
  confirmationMail,
  limitReachedMail,
  type AlertTopic,
  type MailSite,
} from './alert-mails';
import { newToken } from './alert-tokens';
import { modelBestOffer } from './model-best-offer';

/** Active alerts one address may have. */
export const MAX_ACTIVE_PER_ADDRESS = 20;
/** Sign-ups one client (by its hashed address) may ask for per hour. */
export const SIGNUPS_PER_CLIENT_PER_HOUR = 10;
/** Mails about sign-ups one e-mail address may receive per hour (more requests are quietly dropped). */
export const SIGNUP_MAILS_PER_ADDRESS_PER_HOUR = 5;
export const CONFIRM_TTL_HOURS = 48;
/** Unsubscribe links keep working this long after their mail. */
export const UNSUBSCRIBE_TTL_DAYS = 365;

export interface SignUpRequest {
  email: string;
  productId: number;
  targetPrice?: number;
  /** The salted hash of the client's address (never the address). */
  requesterHash: string;
}

/** A build's total alert ('Avisame si baja' on 'Armá tu PC'): the target is the shopper's. */
export interface BuildSignUpRequest {
  email: string;
  build: BuildPartes;
  targetPrice: number;
  requesterHash: string;
}

export type SignUpOutcome =
  | { kind: 'accepted' }
  | { kind: 'too_many_requests' }
  | { kind: 'unknown_product'; productId: number }
  | { kind: 'target_not_below'; best: number }
  | { kind: 'no_price_today' };

interface Context {
  db: Db;
  mailer: Mailer;
  site: MailSite;
  filter: ListedFilter;
  now?: Date;
}

const HOUR = 3_600_000;

/**
 * 'Avisame si baja': records a pending alert and mails its confirmation link (double opt-in). Whether
 * the address was new, pending or already subscribed, the caller gets the same 'accepted': only the
 * mailbox's owner learns which (an 'already active' or 'limit reached' mail instead of a confirmation).
 */
export async function signUp(ctx: Context, request: SignUpRequest): Promise<SignUpOutcome> {
  const { db, filter } = ctx;
  const now = ctx.now ?? new Date();
  if (await tooManyFrom(db, request.requesterHash, now)) return { kind: 'too_many_requests' };

  const [product] = await queryRows<{
    name: string;
    model_id: number | null;
    price: number;
    available: boolean;
  }>(
    db,
    sql`SELECT p.name, p.model_id, p.price::float8 AS price,
               (p.in_stock AND p.removed_at IS NULL AND p.currency = 'ARS') AS available
        FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.id = ${request.productId} AND s.status_id = 1`,
  );
  if (!product) return { kind: 'unknown_product', productId: request.productId };
  // The peso best price is what alerts watch (targets are in pesos); `available` is of a peso offer.
  const best =
    product.model_id === null
      ? product.available
        ? Number(product.price)
        : undefined
      : (await modelBestOffer(db, Number(product.model_id), filter))?.price;
  return subscribe(ctx, now, {
    email: request.email,
    requesterHash: request.requesterHash,
    targetPrice: request.targetPrice,
    best,
    topic: { kind: 'product', name: product.name },
    subject: { productId: request.productId },
  });
}

/**
 * 'Avisame si baja' on a build's total: the same double opt-in, limits and mails as a product's alert.
 * Today's total is the builder's (core/src/builds/build-prices.ts); when a part has no available peso
 * offer there is no total today, and the shopper's target stands alone.
 */
export async function signUpForBuild(ctx: Context, request: BuildSignUpRequest): Promise<SignUpOutcome> {
  const now = ctx.now ?? new Date();
  if (await tooManyFrom(ctx.db, request.requesterHash, now)) return { kind: 'too_many_requests' };
  const build = canonicalBuild(request.build);
  const prices = await priceBuild(ctx.db, build, ctx.filter);
  if ('unknownId' in prices) return { kind: 'unknown_product', productId: prices.unknownId };
  return subscribe(ctx, now, {
    email: request.email,
    requesterHash: request.requesterHash,
    targetPrice: request.targetPrice,
    best: prices.complete ? prices.total : undefined,
    topic: { kind: 'build', name: buildName(build) },
    subject: { build },
  });
}

const tooManyFrom = async (db: Db, requesterHash: string, now: Date) => {
  const [recent] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM alert_subscriptions
        WHERE requester_hash = ${requesterHash} AND created_at > ${new Date(now.getTime() - HOUR)}`,
  );
  return recent!.n >= SIGNUPS_PER_CLIENT_PER_HOUR;
};

/** What is watched: a listing, or a build. */
type Subject = { productId: number } | { build: BuildPartes };

/** The sign-up once the subject is known: the target, the per-address limits, the row and its mail. */
async function subscribe(
  ctx: Context,
  now: Date,
  r: {
    email: string;
    requesterHash: string;
    targetPrice: number | undefined;
    /** Today's best price (or total), in pesos; undefined when there is none. */
    best: number | undefined;
    topic: AlertTopic;
    subject: Subject;
  },
): Promise<SignUpOutcome> {
  const { db } = ctx;
  const email = r.email.trim().toLowerCase();
  const { best } = r;
  if (r.targetPrice !== undefined && best !== undefined && r.targetPrice >= best)
    return { kind: 'target_not_below', best };
  if (r.targetPrice === undefined && best === undefined) return { kind: 'no_price_today' };
  const target = { price: r.targetPrice ?? best!, given: r.targetPrice !== undefined };
  const sameSubject =
    'productId' in r.subject
      ? sql`product_id = ${r.subject.productId}`
      : sql`build = ${JSON.stringify(r.subject.build)}::jsonb`;

  const mail = await db.transaction(async (tx) => {
    // One sign-up of an address at a time: the limits below count what the others wrote.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alerts:${email}`}))`);
    const [mailed] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM alert_signup_mails
          WHERE email = ${email} AND sent_at > ${new Date(now.getTime() - HOUR)}`,
    );
    if (mailed!.n >= SIGNUP_MAILS_PER_ADDRESS_PER_HOUR) return undefined;
    await tx.execute(sql`INSERT INTO alert_signup_mails (email, sent_at) VALUES (${email}, ${now})`);

    const [live] = await queryRows<{ id: number; status: 'pending' | 'active' }>(
      tx,
      sql`SELECT id, status FROM alert_subscriptions
          WHERE email = ${email} AND ${sameSubject} AND status IN ('pending', 'active')`,
    );
    if (live?.status === 'active') {
      const unsubscribe = await addToken(tx, live.id, 'unsubscribe', now);
      return alreadyActiveMail(ctx.site, { to: email, topic: r.topic, unsubscribeToken: unsubscribe });
    }
    const [active] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM alert_subscriptions WHERE email = ${email} AND status = 'active'`,
    );
    if (active!.n >= MAX_ACTIVE_PER_ADDRESS)
      return limitReachedMail(ctx.site, { to: email, topic: r.topic, max: MAX_ACTIVE_PER_ADDRESS });
    const [productId, build, buildIds] =
      'productId' in r.subject
        ? [r.subject.productId, null, null]
        : [null, JSON.stringify(r.subject.build), buildProductIds(r.subject.build)];
    const id = live
      ? (
          await queryRows<{ id: number }>(
            tx,
            sql`UPDATE alert_subscriptions SET target_price = ${target.price}, target_given = ${target.given},
                  reference_price = ${best ?? target.price}, requester_hash = ${r.requesterHash}
                WHERE id = ${live.id} RETURNING id`,
          )
        )[0]!.id
      : (
          await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO alert_subscriptions (email, product_id, build, build_product_ids, target_price,
                                                 target_given, reference_price, requester_hash, created_at)
                VALUES (${email}, ${productId}, ${build}::jsonb,
                        ${buildIds === null ? null : sql.param(buildIds)}::int[], ${target.price},
                        ${target.given}, ${best ?? target.price}, ${r.requesterHash}, ${now})
                RETURNING id`,
          )
        )[0]!.id;
    const confirmToken = await addToken(tx, id, 'confirm', now);
    const unsubscribeToken = await addToken(tx, id, 'unsubscribe', now);
    return confirmationMail(ctx.site, { to: email, topic: r.topic, target, confirmToken, unsubscribeToken });
  });
  // After the commit: a link in the mail always finds its row. A failed send is the caller's error
  // (the shopper can ask again; the pending row is reused).
  if (mail) await ctx.mailer.send(mail);
  return { kind: 'accepted' };
}

/** A new token of a subscription; returns the token itself (only its hash is stored). */
export async function addToken(
  db: Db,
  subscriptionId: number,
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  const expires =
    purpose === 'confirm'
      ? new Date(now.getTime() + CONFIRM_TTL_HOURS * HOUR)
      : new Date(now.getTime() + UNSUBSCRIBE_TTL_DAYS * 24 * HOUR);
  await db.execute(
    sql`INSERT INTO alert_tokens (hash, subscription_id, purpose, created_at, expires_at)
        VALUES (${hash}, ${subscriptionId}, ${purpose}, ${now}, ${expires})`,
  );
  return token;
}
