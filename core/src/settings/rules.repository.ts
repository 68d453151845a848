import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { configRules } from '../db/schema';

/** The spec's id-based rules, stored as configuration rows (seeded by migration 0002). */
const rulesSchema = z.object({
  price_threshold: z.number().min(0),
  hidden_products_by_category: z.record(z.string(), z.array(z.number().int())),
  public_stores_excluded: z.array(z.number().int()),
  store_chart_excluded: z.array(z.number().int()),
  featured_excluded: z.array(z.number().int()),
});

export interface Rules {
  /** Listings priced at or under this never appear. */
  priceThreshold: number;
  /** categoryId → product ids hidden from that category's listings. */
  hiddenProductsByCategory: Record<number, number[]>;
  publicStoresExcluded: number[];
  storeChartExcluded: number[];
  featuredExcluded: number[];
}

export type RuleKey = keyof z.infer<typeof rulesSchema>;

export async function getRules(db: Db): Promise<Rules> {
  const rows = await db.select().from(configRules);
  const raw = rulesSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  return {
    priceThreshold: raw.price_threshold,
    hiddenProductsByCategory: Object.fromEntries(
      Object.entries(raw.hidden_products_by_category).map(([k, v]) => [Number(k), v]),
    ),
    publicStoresExcluded: raw.public_stores_excluded,
    storeChartExcluded: raw.store_chart_excluded,
    featuredExcluded: raw.featured_excluded,
  };
}

export async function setRule(db: Db, key: RuleKey, value: unknown): Promise<void> {
  rulesSchema.shape[key].parse(value);
  await db.update(configRules).set({ value, updatedAt: new Date() }).where(eq(configRules.key, key));
}

/** What the rules let shoppers see, as the model summaries and the deal verdict filter listings. */
export function listedFilterOf(rules: Rules): { priceAbove: number; excludeIds: number[] } {
  return {
    priceAbove: rules.priceThreshold,
    excludeIds: [...new Set(Object.values(rules.hiddenProductsByCategory).flat())],
  };
}
