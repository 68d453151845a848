import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { Mailer } from '../mail/mailer';
import type { ListedFilter } from '../models/model-summaries.repository';
import type { OutgoingMail } from '../mail/mail';
import { priceDropMail, type MailSite } from './alert-mails';
import { addToken } from './alert-signup';
import { modelBestOffer } from './model-best-offer';

interface Subscription {
  id: number;
  email: string;
  target_price: number;
  target_given: boolean;
  reference_price: number;
  armed: boolean;
  product_name: string;
}

export interface FanOutResult {
  sent: number;
  /** Alerts whose price went back above their target: they may mail again. */
  rearmed: number;
}

/** Mails handed to the transport at once (its pool has a few connections). */
const SEND_CONCURRENCY = 10;

/**
 * The alerts of one model after an ingestion run changed its prices: every active alert whose target
 * the best price now meets, and that has not mailed since the price was last above it, mails once
 * (product, store, price before and now, link). A delivery row per alert and run makes a retried run's
 * job send nothing twice; a mail that fails is undone and the error rethrown for the job to retry.
 */
export async function sendDueAlerts(
  ctx: { db: Db; mailer: Mailer; site: MailSite; filter: ListedFilter; now?: Date },
  { runId, modelId }: { runId: number; modelId: number },
): Promise<FanOutResult> {
  const { db } = ctx;
  const now = ctx.now ?? new Date();
  const best = await modelBestOffer(db, modelId, ctx.filter);
  const subscriptions = await queryRows<Subscription>(
    db,
    sql`SELECT a.id, a.email, a.target_price::float8 AS target_price, a.target_given,
               a.reference_price::float8 AS reference_price, a.armed, p.name AS product_name
        FROM alert_subscriptions a JOIN products p ON p.id = a.product_id
        WHERE p.model_id = ${modelId} AND a.status = 'active'
        ORDER BY a.id`,
  );
  const meets = (s: Subscription) =>
    best !== undefined && (s.target_given ? best.price <= s.target_price : best.price < s.target_price);

  const rearm = subscriptions.filter((s) => !s.armed && !meets(s)).map((s) => s.id);
  if (rearm.length)
    await db.execute(
      sql`UPDATE alert_subscriptions SET armed = true WHERE id = ANY(${sql.param(rearm)}::int[])`,
    );

  const due = subscriptions.filter((s) => s.armed && meets(s));
  let sent = 0;
  for (let i = 0; i < due.length; i += SEND_CONCURRENCY) {
    const results = await Promise.all(
      due.slice(i, i + SEND_CONCURRENCY).map((s) =>
        deliver(ctx, s, { price: best!.price, runId, now }, (unsubscribeToken) =>
          priceDropMail(ctx.site, {
            to: s.email,
            productName: s.product_name,
            storeName: best!.storeName,
            before: s.reference_price,
            now: best!.price,
            productId: best!.productId,
            unsubscribeToken,
          }),
        ),
      ),
    );
    sent += results.filter(Boolean).length;
  }
  return { sent, rearmed: rearm.length };
}

/**
 * Claims the (alert, run) delivery, then mails; false when this run already mailed it. After it the
 * alert is spent (not armed) until its price is back above the target. `price`: what is told now.
 */
export async function deliver(
  ctx: { db: Db; mailer: Mailer },
  s: { id: number; reference_price: number },
  { price, runId, now }: { price: number; runId: number; now: Date },
  mailOf: (unsubscribeToken: string) => OutgoingMail,
): Promise<boolean> {
  const token = await ctx.db.transaction(async (tx) => {
    const claimed = await queryRows<{ subscription_id: number }>(
      tx,
      sql`INSERT INTO alert_deliveries (subscription_id, run_id, price, sent_at)
          VALUES (${s.id}, ${runId}, ${price}, ${now})
          ON CONFLICT DO NOTHING RETURNING subscription_id`,
    );
    if (claimed.length === 0) return undefined;
    await tx.execute(
      sql`UPDATE alert_subscriptions SET armed = false, reference_price = ${price}, last_alert_at = ${now}
          WHERE id = ${s.id}`,
    );
    return addToken(tx, s.id, 'unsubscribe', now);
  });
  if (!token) return false;
  try {
    await ctx.mailer.send(mailOf(token));
  } catch (err) {
    // Not sent: as if never claimed, so the job's retry sends it.
    await ctx.db.execute(
      sql`DELETE FROM alert_deliveries WHERE subscription_id = ${s.id} AND run_id = ${runId}`,
    );
    await ctx.db.execute(
      sql`UPDATE alert_subscriptions SET armed = true, reference_price = ${s.reference_price} WHERE id = ${s.id}`,
    );
    throw err;
  }
  return true;
}

/**
 * The models an ingestion run of a store changed (a price, or whether it is listed, since `since`) that
 * someone watches (a product's alert, or a part of a build's alert): the alerts jobs to enqueue.
 */
export async function watchedModelsChangedBy(db: Db, storeId: number, since: Date): Promise<number[]> {
  const rows = await queryRows<{ model_id: number }>(
    db,
    sql`WITH watched AS (
          SELECT w.model_id FROM alert_subscriptions a JOIN products w ON w.id = a.product_id
          WHERE a.status = 'active' AND w.model_id IS NOT NULL
          UNION
          SELECT w.model_id FROM alert_subscriptions a JOIN products w ON w.id = ANY(a.build_product_ids)
          WHERE a.status = 'active' AND a.build IS NOT NULL AND w.model_id IS NOT NULL)
        SELECT DISTINCT p.model_id FROM watched JOIN products p ON p.model_id = watched.model_id
        WHERE p.store_id = ${storeId}
          AND (EXISTS (SELECT 1 FROM price_history h WHERE h.product_id = p.id AND h.changed_at >= ${since})
               OR EXISTS (SELECT 1 FROM availability_history v WHERE v.product_id = p.id AND v.changed_at >= ${since}))`,
  );
  return rows.map((r) => Number(r.model_id)).sort((a, b) => a - b);
}
