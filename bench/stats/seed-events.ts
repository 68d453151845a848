import { sql } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';

export interface BenchCatalog {
  stores: number;
  products: number;
}

/** Stores (ids 1..n, so 80/82/83 of the chart exclusion exist) and products, in bulk. */
export async function seedCatalog(db: Db, { stores, products }: BenchCatalog): Promise<void> {
  await db.execute(sql`INSERT INTO stores (id, name, url, province_id)
    SELECT g, 'Tienda ' || g, 'tienda' || g || '.com.ar', 1 + g % 24 FROM generate_series(1, ${stores}) g`);
  await db.execute(sql`SELECT setval('stores_id_seq', ${stores})`);
  await db.execute(sql`INSERT INTO products (store_id, listing_key, url, name, price, featured)
    SELECT 1 + g % ${stores}, 'id:' || g, 'https://tienda.com.ar/p/' || g, 'Producto de prueba ' || g,
           1000 + g, g % 500 = 0
    FROM generate_series(1, ${products}) g`);
}

/**
 * `total` events over the last `days` days (today included, up to now), split across the six kinds the
 * way a shop's traffic is: mostly page visits, product visits skewed towards a few popular products.
 */
export async function seedEvents(db: Db, total: number, days: number, catalog: BenchCatalog): Promise<void> {
  const share = (f: number) => Math.round(total * f);
  const at = sql.raw(`now() - random() * interval '${days} days'`);
  // power(random(), 3): a long tail, like real popularity.
  const product = sql`1 + floor(power(random(), 3) * ${catalog.products})::int`;
  const store = sql`1 + floor(power(random(), 2) * ${catalog.stores})::int`;
  const hash = sql`md5((g % 50000)::text)`;
  await db.execute(sql`INSERT INTO stat_web_visits (at, url, browser, os, visitor_hash)
    SELECT ${at}, '/', 'Chrome', 'Windows', ${hash} FROM generate_series(1, ${share(0.4)}) g`);
  await db.execute(sql`INSERT INTO stat_product_visits (at, product_id, store_id, visitor_hash)
    SELECT ${at}, ${product}, NULL, ${hash} FROM generate_series(1, ${share(0.3)}) g`);
  await db.execute(sql`INSERT INTO stat_store_visits (at, store_id, visitor_hash)
    SELECT ${at}, ${store}, ${hash} FROM generate_series(1, ${share(0.1)}) g`);
  await db.execute(sql`INSERT INTO stat_redirects (at, product_id, store_id, visitor_hash)
    SELECT ${at}, ${product}, NULL, ${hash} FROM generate_series(1, ${share(0.08)}) g`);
  await db.execute(sql`INSERT INTO stat_category_accesses (at, category_id, visitor_hash)
    SELECT ${at}, 1 + floor(random() * 12)::int, ${hash} FROM generate_series(1, ${share(0.07)}) g`);
  const rest = total - share(0.4) - share(0.3) - share(0.1) - share(0.08) - share(0.07);
  await db.execute(sql`INSERT INTO stat_searches (at, query, result_count, visitor_hash)
    SELECT ${at}, (ARRAY['rtx 4060', 'ryzen 5', 'ssd 1tb', 'monitor 27', 'fuente 650w'])[1 + g % 5], g % 300, ${hash}
    FROM generate_series(1, ${rest}) g`);
}
