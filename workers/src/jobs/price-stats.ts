import { z } from 'zod';
import { refreshAllPriceStats } from '@hardprecios/core/deals/price-stats.repository';
import { getRules, listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import { defineJob } from './job-definition';

export const priceStatsSchema = z.object({ trigger: z.enum(['schedule', 'manual']) });

/**
 * Once a day, after midnight in Argentina: every model's statistics of the 90 days before today, so the
 * first searches of the day find their deal verdicts ready (a model not done yet is done on demand).
 */
export const priceStatsJob = defineJob({
  name: 'price-stats',
  schema: priceStatsSchema,
  options: { attempts: 3 },
  concurrency: 1,
  async handle(_payload, { deps }) {
    const started = Date.now();
    const models = await refreshAllPriceStats(deps.db, listedFilterOf(await getRules(deps.db)));
    deps.logger.info({ models, ms: Date.now() - started }, 'price statistics of the day ready');
    return { models };
  },
});
