import { sendDueAlerts } from '@hardprecios/core/alerts/alert-fanout';
import { sendDueBuildAlerts } from '@hardprecios/core/alerts/build-alert-fanout';
import { getRules, listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import { alertsContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/**
 * After an ingestion run changed a watched model's prices: mails the alerts its best price now meets
 * (core/src/alerts/alert-fanout.ts), then those of the builds with a part of it whose total now meets
 * their target (build-alert-fanout.ts). A mail the SMTP server refuses fails the job, which retries;
 * what was already sent is not sent again.
 */
export const alertsJob = defineJob({
  ...alertsContract,
  concurrency: 8,
  async handle(payload, { deps }) {
    const filter = listedFilterOf(await getRules(deps.db));
    const ctx = { db: deps.db, mailer: deps.mailer, site: deps.site, filter };
    const products = await sendDueAlerts(ctx, payload);
    const builds = await sendDueBuildAlerts(ctx, payload);
    return { sent: products.sent + builds.sent, rearmed: products.rearmed + builds.rearmed };
  },
});
