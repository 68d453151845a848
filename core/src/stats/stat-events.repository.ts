import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StatEvent, StatEventOf, StatKind } from './events';

type Grouped = { [K in StatKind]: StatEventOf<K>[] };

function groupByKind(events: StatEvent[]): Grouped {
  const grouped: Grouped = {
    web_visit: [],
    product_visit: [],
    store_visit: [],
    redirect: [],
    category_access: [],
    search: [],
  };
  for (const event of events) (grouped[event.kind] as StatEvent[]).push(event);
  return grouped;
}

/** One array parameter (drizzle would otherwise spread a JS array into a list of parameters). */
const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const times = (events: StatEvent[]) =>
  array(
    events.map((e) => e.at.toISOString()),
    'timestamptz',
  );
const hashes = (events: StatEvent[]) =>
  array(
    events.map((e) => e.visitorHash),
    'text',
  );

/**
 * One INSERT ... SELECT FROM unnest(...) per table: a fixed handful of parameters however large the batch,
 * so a batch costs little to build, send and parse.
 */
function insertsFor(g: Grouped): SQL[] {
  const inserts: SQL[] = [];
  const {
    web_visit: web,
    product_visit: product,
    store_visit: store,
    redirect,
    category_access: category,
    search,
  } = g;
  if (web.length)
    inserts.push(sql`INSERT INTO stat_web_visits (at, url, browser, os, visitor_hash)
      SELECT * FROM unnest(${times(web)}, ${array(
        web.map((e) => e.url),
        'text',
      )},
        ${array(
          web.map((e) => e.browser),
          'text',
        )}, ${array(
          web.map((e) => e.os),
          'text',
        )}, ${hashes(web)})`);
  if (product.length)
    inserts.push(sql`INSERT INTO stat_product_visits (at, product_id, store_id, visitor_hash)
      SELECT * FROM unnest(${times(product)}, ${array(
        product.map((e) => e.productId),
        'int',
      )},
        ${array(
          product.map((e) => e.storeId),
          'int',
        )}, ${hashes(product)})`);
  if (store.length)
    inserts.push(sql`INSERT INTO stat_store_visits (at, store_id, visitor_hash)
      SELECT * FROM unnest(${times(store)}, ${array(
        store.map((e) => e.storeId),
        'int',
      )}, ${hashes(store)})`);
  if (redirect.length)
    inserts.push(sql`INSERT INTO stat_redirects (at, product_id, store_id, visitor_hash)
      SELECT * FROM unnest(${times(redirect)}, ${array(
        redirect.map((e) => e.productId),
        'int',
      )},
        ${array(
          redirect.map((e) => e.storeId),
          'int',
        )}, ${hashes(redirect)})`);
  if (category.length)
    inserts.push(sql`INSERT INTO stat_category_accesses (at, category_id, visitor_hash)
      SELECT * FROM unnest(${times(category)}, ${array(
        category.map((e) => e.categoryId),
        'smallint',
      )},
        ${hashes(category)})`);
  if (search.length)
    inserts.push(sql`INSERT INTO stat_searches (at, query, result_count, visitor_hash)
      SELECT * FROM unnest(${times(search)}, ${array(
        search.map((e) => e.query),
        'text',
      )},
        ${array(
          search.map((e) => e.resultCount),
          'int',
        )}, ${hashes(search)})`);
  return inserts;
}

/** Writes a batch of events, all or nothing. */
export async function insertStatEvents(db: Db, events: StatEvent[]): Promise<void> {
  const inserts = insertsFor(groupByKind(events));
  if (inserts.length === 0) return;
  if (inserts.length === 1) {
    await db.execute(inserts[0]!);
    return;
  }
  await db.transaction(async (tx) => {
    for (const insert of inserts) await tx.execute(insert);
  });
}
