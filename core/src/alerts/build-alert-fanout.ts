import { sql } from 'drizzle-orm';
import { buildName, buildPath, slotLabel, type BuildPartes } from '../builds/build-parts';
import { priceBuild } from '../builds/build-prices';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { Mailer } from '../mail/mailer';
import type { ListedFilter } from '../models/model-summaries.repository';
import { deliver, type FanOutResult } from './alert-fanout';
import { buildDropMail, type MailSite } from './alert-mails';

interface BuildSubscription {
  id: number;
  email: string;
  build: BuildPartes;
  target_price: number;
  reference_price: number;
  armed: boolean;
}

/**
 * The build alerts with a part of `modelId`, after an ingestion run changed that model's prices: each
 * build's total is priced as 'Armá tu PC' prices it (core/src/builds/build-prices.ts) and an armed alert
 * whose total is at or under its target mails once (the build's link, each part's price and store), as a
 * product's alert does. A part with no available peso offer leaves the build without a total: no mail.
 * A build with several parts changed by one run is checked by each of their jobs; the (alert, run)
 * delivery row sends it once.
 */
export async function sendDueBuildAlerts(
  ctx: { db: Db; mailer: Mailer; site: MailSite; filter: ListedFilter; now?: Date },
  { runId, modelId }: { runId: number; modelId: number },
): Promise<FanOutResult> {
  const { db } = ctx;
  const now = ctx.now ?? new Date();
  const subscriptions = await queryRows<BuildSubscription>(
    db,
    sql`SELECT a.id, a.email, a.build, a.target_price::float8 AS target_price,
               a.reference_price::float8 AS reference_price, a.armed
        FROM alert_subscriptions a
        WHERE a.status = 'active' AND a.build IS NOT NULL
          AND a.build_product_ids && ARRAY(SELECT id FROM products WHERE model_id = ${modelId})
        ORDER BY a.id`,
  );
  let sent = 0;
  let rearmed = 0;
  for (const s of subscriptions) {
    const prices = await priceBuild(db, s.build, ctx.filter);
    const meets = !('unknownId' in prices) && prices.complete && prices.total <= s.target_price;
    if (!s.armed) {
      if (!meets) {
        await db.execute(sql`UPDATE alert_subscriptions SET armed = true WHERE id = ${s.id}`);
        rearmed++;
      }
      continue;
    }
    if (!meets || 'unknownId' in prices) continue;
    const mailed = await deliver(ctx, s, { price: prices.total, runId, now }, (unsubscribeToken) =>
      buildDropMail(ctx.site, {
        to: s.email,
        topic: { kind: 'build', name: buildName(s.build) },
        before: s.reference_price,
        now: prices.total,
        target: s.target_price,
        path: buildPath(s.build),
        parts: prices.best.map((o, i) => ({
          label: slotLabel(prices.lines[i]!.parte),
          name: o.name,
          price: o.price,
          cantidad: prices.lines[i]!.cantidad,
          storeName: o.storeName,
        })),
        unsubscribeToken,
      }),
    );
    if (mailed) sent++;
  }
  return { sent, rearmed };
}
