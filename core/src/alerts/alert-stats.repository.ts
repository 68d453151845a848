import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

export interface ModelAlertCounts {
  modelId: number;
  /** A listing's name, to recognize the model by. */
  name: string;
  active: number;
  pending: number;
  /** Alert mails sent, ever. */
  sent: number;
}

/**
 * Alerts per model, most watched first: counts only, never an address (the back office's statistics).
 */
export async function alertCountsByModel(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<{ total: number; rows: ModelAlertCounts[] }> {
  const rows = await queryRows<{
    model_id: number;
    name: string;
    active: number;
    pending: number;
    sent: number;
    total: number;
  }>(
    db,
    sql`WITH per_model AS (
          SELECT p.model_id,
                 count(*) FILTER (WHERE a.status = 'active')::int AS active,
                 count(*) FILTER (WHERE a.status = 'pending')::int AS pending,
                 coalesce(sum((SELECT count(*) FROM alert_deliveries d WHERE d.subscription_id = a.id)), 0)::int AS sent
          FROM alert_subscriptions a JOIN products p ON p.id = a.product_id
          WHERE p.model_id IS NOT NULL AND a.status IN ('active', 'pending')
          GROUP BY p.model_id)
        SELECT m.model_id, m.active, m.pending, m.sent, count(*) OVER ()::int AS total,
               (SELECT name FROM products WHERE model_id = m.model_id ORDER BY id LIMIT 1) AS name
        FROM per_model m
        ORDER BY m.active DESC, m.pending DESC, m.model_id
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      modelId: Number(r.model_id),
      name: r.name,
      active: r.active,
      pending: r.pending,
      sent: r.sent,
    })),
  };
}
