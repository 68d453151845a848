import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { ListedFilter } from '../models/model-summaries.repository';
import { argentinaDay } from '../stats/argentina-day';
import type { PriceStats } from './price-stats';
import { priceStatsFor, priceStatsOfDay } from './price-stats.repository';

/** How long a read of every model's statistics is used before the next (the daily job may write meanwhile). */
const REFRESH_MS = 10 * 60_000;
/** After a failed read, searches read their models' rows alone this long before the next try. */
const RETRY_MS = 30_000;

/**
 * Today's price statistics of every model, held by the process: they are fixed for the day (the 90 days
 * before it), and reading them with each page of results was a round trip per search. All of today's
 * rows are read in one statement, again at most every REFRESH_MS when one is used; a model without a
 * row yet is read (and summarized) as priceStatsFor does, then held too. Until the first read is done,
 * priceStatsFor answers alone.
 */
export class HeldPriceStats {
  private held: { day: string; at: number; stats: Map<number, PriceStats> } | undefined;
  private loading: Promise<void> | undefined;
  private failedAt = -Infinity;
  /** Bumped by forget: a read started before it is not held. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly options: {
      refreshMs?: number;
      now?: () => Date;
      logger?: Pick<Logger, 'warn'>;
    } = {},
  ) {}

  /** Each model's statistics for the day of `now` (Argentina), as priceStatsFor gives them. */
  async get(
    modelIds: number[],
    filter: ListedFilter,
    now: Date = this.now(),
  ): Promise<Map<number, PriceStats>> {
    const day = argentinaDay(now);
    const held = this.held?.day === day ? this.held : undefined;
    if (!held || this.now().getTime() - held.at > (this.options.refreshMs ?? REFRESH_MS)) this.load(day);
    const stats = new Map<number, PriceStats>();
    const missing: number[] = [];
    for (const id of new Set(modelIds)) {
      const found = held?.stats.get(id);
      if (found) stats.set(id, found);
      else missing.push(id);
    }
    if (missing.length === 0) return stats;
    for (const [id, found] of await priceStatsFor(this.db, missing, filter, now)) {
      stats.set(id, found);
      if (this.held?.day === day) this.held.stats.set(id, found);
    }
    return stats;
  }

  /** Reads today's rows now (the first search does it otherwise); resolves when they are held. */
  async ready(): Promise<void> {
    this.load(argentinaDay(this.now()));
    await this.loading;
  }

  /** After an operator's split or merge: read everything afresh. */
  forget(): void {
    this.held = undefined;
    this.generation++;
  }

  private load(day: string): void {
    const at = this.now().getTime();
    if (this.loading || at - this.failedAt < RETRY_MS) return;
    const generation = this.generation;
    this.loading = priceStatsOfDay(this.db, day)
      .then((stats) => {
        if (generation === this.generation) this.held = { day, at, stats };
      })
      .catch((err: unknown) => {
        // Not held: priceStatsFor keeps answering meanwhile.
        this.failedAt = this.now().getTime();
        this.options.logger?.warn({ err }, "deals: could not read the day's price statistics");
      })
      .finally(() => {
        this.loading = undefined;
      });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
