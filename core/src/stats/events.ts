/**
 * The statistics events, as the write path records them. `at` is always the server's clock;
 * `visitorHash` is a salted daily hash of the client address, never the address itself.
 */
interface Base {
  at: Date;
  visitorHash: string;
}

export type StatEvent =
  | (Base & { kind: 'web_visit'; url: string; browser: string; os: string })
  | (Base & { kind: 'product_visit'; productId: number; storeId: number | null })
  | (Base & { kind: 'store_visit'; storeId: number })
  | (Base & { kind: 'redirect'; productId: number; storeId: number | null })
  | (Base & { kind: 'category_access'; categoryId: number })
  | (Base & { kind: 'search'; query: string; resultCount: number });

export type StatKind = StatEvent['kind'];
export type StatEventOf<K extends StatKind> = Extract<StatEvent, { kind: K }>;

export const STAT_KINDS = [
  'web_visit',
  'product_visit',
  'store_visit',
  'redirect',
  'category_access',
  'search',
] as const satisfies readonly StatKind[];

/** Where each kind's events live, and the column rolled up as its subject (0 when none). */
export const STAT_SOURCES: Record<StatKind, { table: string; subject: string | null }> = {
  web_visit: { table: 'stat_web_visits', subject: null },
  product_visit: { table: 'stat_product_visits', subject: 'product_id' },
  store_visit: { table: 'stat_store_visits', subject: 'store_id' },
  redirect: { table: 'stat_redirects', subject: null },
  category_access: { table: 'stat_category_accesses', subject: 'category_id' },
  search: { table: 'stat_searches', subject: null },
};
