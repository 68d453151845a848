import { refreshAllPriceStats } from '@hardprecios/core/deals/price-stats.repository';
import { getRules, listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import { priceStatsContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/**
 * Once a day, after midnight in Argentina: every model's statistics of the 90 days before today, so the
 * first searches of the day find their deal verdicts ready (a model not done yet is done on demand).
 */
export const priceStatsJob = defineJob({
  ...priceStatsContract,
  concurrency: 1,
  async handle(_payload, { deps }) {
    const started = Date.now();
    const models = await refreshAllPriceStats(deps.db, listedFilterOf(await getRules(deps.db)));
    deps.logger.info({ models, ms: Date.now() - started }, 'price statistics of the day ready');
    return { models };
  },
});
