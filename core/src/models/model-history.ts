import type { Db } from '../db/client';
import { dailyLowestByModel, type DailyPrice } from '../deals/daily-lowest';
import { addDays, argentinaDay } from '../stats/argentina-day';
import type { ListedFilter } from './model-summaries.repository';

export type { DailyPrice };

/**
 * A model's lowest price across stores per day over the last `days` days, today included (see
 * dailyLowestByModel: only listings listed as the day ended, at prices shoppers would see).
 */
export async function modelDailyLowest(
  db: Db,
  modelId: number,
  filter: ListedFilter,
  { days = 90, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<DailyPrice[]> {
  const today = argentinaDay(now);
  const byModel = await dailyLowestByModel(db, [modelId], filter, {
    first: addDays(today, -(days - 1)),
    last: today,
  });
  return byModel.get(modelId)?.series ?? [];
}
