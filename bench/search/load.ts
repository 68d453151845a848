/**
 * Loads N demo listings into a database of the benchmark's own, fast: the demo generator's listings
 * (fixtures/src/demo) inserted with array parameters 10,000 at a time, no price history, then the
 * models (so hits carry 'N tiendas desde $X' and a deal verdict, as in production), the day's price
 * statistics (what the daily job leaves), and the search documents and the word list in one pass each.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { listingKey, listingSchema } from '@hardprecios/core/catalog/listing';
import { rebuildAllSearchDocuments } from '@hardprecios/core/search/search-documents.repository';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { refreshAllPriceStats } from '@hardprecios/core/deals/price-stats.repository';
import { getRules, listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import { demoProducts, demoStores } from '@hardprecios/fixtures/demo/index';
import { variedName } from './varied-names';

const CHUNK = 10_000;

export interface LoadedDatabase {
  url: string;
  database: Database;
  products: number;
  documents: number;
  reused: boolean;
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Whose names the listings carry: 'varied' (the default) gives every listing group a product of its own,
 * as a real catalog's names are (varied-names.ts); 'demo' keeps the demo's few hundred models, as the
 * bench did until 2026-11-25 (its figures in README.md were measured on it).
 */
export type BenchCatalog = 'varied' | 'demo';

/** The --catalog flag's value, checked. */
export function benchCatalog(flag: string | undefined): BenchCatalog {
  if (flag === undefined || flag === 'varied' || flag === 'demo') return flag ?? 'varied';
  throw new Error(`--catalog: 'varied' o 'demo', no '${flag}'`);
}

/** The bench database for `size` listings: reused when already loaded (unless `reload`), else built. */
export async function loadCatalog(
  size: number,
  options: { reload?: boolean; catalog?: BenchCatalog; log?: (m: string) => void } = {},
): Promise<LoadedDatabase> {
  const log = options.log ?? (() => {});
  const catalog = options.catalog ?? 'varied';
  const name =
    catalog === 'demo' ? `hardprecios_bench_search_${size}` : `hardprecios_bench_search_varied_${size}`;
  const url = databaseUrl(name);
  // A finished load leaves a comment on the database; anything else is rebuilt.
  const marker = `hardprecios search bench: ${size} listings, with models${catalog === 'demo' ? '' : ', varied names'}`;
  const comment = await admin(async (c) => {
    const { rows } = await c.query<{ d: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS d FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows[0]?.d;
  });
  if (comment === marker && !options.reload) {
    const database = await openDatabase({ url, poolSize: 4 });
    await database.migrate();
    const [row] = await queryRows<{ documents: number }>(
      database.db,
      sql`SELECT count(*)::int AS documents FROM search_documents`,
    );
    return { url, database, products: size, documents: row!.documents, reused: true };
  }

  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const database = await openDatabase({ url, poolSize: 4 });
  await database.migrate();
  const db = database.db;
  const started = Date.now();

  const stores = demoStores();
  for (const s of stores) {
    await db.execute(sql`
      INSERT INTO stores (id, name, url, phone, contact_email, status_id, province_id, address, logo, source_kind, reader)
      VALUES (${s.id}, ${s.name}, ${s.url}, ${s.phone}, ${s.contactEmail}, ${s.active ? 1 : 2}, ${s.provinceId},
              ${s.address}, ${s.logo}, ${s.sourceKind}, ${s.reader})`);
  }

  let id = 0;
  let columns = emptyColumns();
  const flush = async () => {
    if (columns.id.length === 0) return;
    const c = columns;
    await db.execute(sql`
      INSERT INTO products (id, store_id, listing_key, url, name, price, list_price, cash_price, images, featured,
                            brand, in_stock, read_by)
      SELECT * FROM unnest(${sql.param(c.id)}::int[], ${sql.param(c.storeId)}::int[], ${sql.param(c.key)}::text[], ${sql.param(c.url)}::text[], ${sql.param(c.name)}::text[],
                           ${sql.param(c.price)}::numeric[], ${sql.param(c.listPrice)}::numeric[], ${sql.param(c.cashPrice)}::numeric[],
                           ${sql.param(c.images)}::jsonb[], ${sql.param(c.featured)}::bool[], ${sql.param(c.brand)}::text[], ${sql.param(c.inStock)}::bool[],
                           ${sql.param(c.readBy)}::text[])`);
    await db.execute(sql`
      INSERT INTO product_categories (product_id, category_id)
      SELECT * FROM unnest(${sql.param(c.categoryProduct)}::int[], ${sql.param(c.category)}::smallint[]) ON CONFLICT DO NOTHING`);
    columns = emptyColumns();
    if (id % 100_000 === 0)
      log(`  ${id.toLocaleString('en')} listings (${Math.round((Date.now() - started) / 1000)} s)`);
  };
  for (const product of demoProducts({ count: size, seed: 1, now: new Date('2026-11-23T10:00:00Z') })) {
    const listing = listingSchema.parse(product.listing);
    id++;
    columns.id.push(id);
    columns.storeId.push(product.storeId);
    columns.key.push(listingKey(listing));
    columns.url.push(listing.url);
    columns.name.push(
      catalog === 'demo' ? listing.name : variedName(listing.name, listing.brand, product.group),
    );
    columns.price.push(listing.price);
    columns.listPrice.push(listing.listPrice ?? null);
    columns.cashPrice.push(listing.cashPrice ?? null);
    columns.images.push(JSON.stringify(listing.images));
    columns.featured.push(product.featured);
    columns.brand.push(listing.brand ?? null);
    columns.inStock.push(listing.inStock);
    columns.readBy.push(listing.readBy);
    for (const category of listing.categoryIds ?? [12]) {
      columns.categoryProduct.push(id);
      columns.category.push(category);
    }
    if (columns.id.length === CHUNK) await flush();
  }
  await flush();
  await db.execute(sql`SELECT setval('products_id_seq', ${Math.max(id, 1)})`);
  // Grouped first: the search documents are then written once, with their models' spec words, instead of
  // written and then rewritten (every one, with its index entries) when the grouping gives them specs.
  log(`  grouping into models and summarizing their prices…`);
  await db.execute(sql`ANALYZE products, product_categories, stores`);
  await recomputeModels(db);
  await refreshAllPriceStats(db, listedFilterOf(await getRules(db)));
  log(`  building search documents and the word list…`);
  await rebuildAllSearchDocuments(db);
  await db.execute(sql`VACUUM ANALYZE`);
  await admin((c) => c.query(`COMMENT ON DATABASE ${name} IS '${marker}'`));
  const [row] = await queryRows<{ documents: number }>(
    db,
    sql`SELECT count(*)::int AS documents FROM search_documents`,
  );
  log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  return { url, database, products: id, documents: row!.documents, reused: false };
}

function emptyColumns() {
  return {
    id: [] as number[],
    storeId: [] as number[],
    key: [] as string[],
    url: [] as string[],
    name: [] as string[],
    price: [] as number[],
    listPrice: [] as (number | null)[],
    cashPrice: [] as (number | null)[],
    images: [] as string[],
    featured: [] as boolean[],
    brand: [] as (string | null)[],
    inStock: [] as boolean[],
    readBy: [] as string[],
    categoryProduct: [] as number[],
    category: [] as number[],
  };
}
