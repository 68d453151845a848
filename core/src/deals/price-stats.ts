import { median, type DailyPrice } from './daily-lowest';

/** What today's best price is judged against: the model's daily lowest prices before today. */
export interface PriceStats {
  /** Days with a price in the window (today not counted). */
  days: number;
  /** Stores that listed the model in the window. */
  stores: number;
  lowest: number | null;
  median: number | null;
  highest: number | null;
  /** The first day with a price in the window (YYYY-MM-DD). */
  since: string | null;
}

/** The verdict's window: the 90 days before today. */
export const WINDOW_DAYS = 90;

/**
 * A day's lowest price this far from both of its neighbours, in the same direction, lasted one day: a
 * store's typo later corrected, a price read wrong. It may not set the low (or the high).
 */
export const ONE_DAY_OUTLIER_RATIO = 0.3;

/**
 * Summarizes the days before `today` of a model's daily lowest series (which may include today: its
 * price is the last day's right-hand neighbour for the outlier rule, and is not itself counted).
 */
export function summarizeDays(series: DailyPrice[], today: string, stores: number): PriceStats {
  const past = series.filter((d) => d.day < today);
  const todays = series.find((d) => d.day === today);
  const kept = past.filter(
    (d, i) => !isOneDayOutlier(d.price, past[i - 1]?.price, past[i + 1]?.price ?? todays?.price),
  );
  if (kept.length === 0)
    return {
      days: past.length,
      stores,
      lowest: null,
      median: null,
      highest: null,
      since: past[0]?.day ?? null,
    };
  const prices = kept.map((d) => d.price).sort((a, b) => a - b);
  return {
    days: past.length,
    stores,
    lowest: prices[0]!,
    median: Math.round(median(prices) * 100) / 100,
    highest: prices.at(-1)!,
    since: past[0]!.day,
  };
}

function isOneDayOutlier(price: number, before: number | undefined, after: number | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  const off = (neighbour: number) => (price - neighbour) / neighbour;
  const [a, b] = [off(before), off(after)];
  return (
    (a <= -ONE_DAY_OUTLIER_RATIO && b <= -ONE_DAY_OUTLIER_RATIO) ||
    (a >= ONE_DAY_OUTLIER_RATIO && b >= ONE_DAY_OUTLIER_RATIO)
  );
}
