import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/raw';
import { currencyOf, passesThreshold, pesoPriceWithin } from '../../catalog/currency';
import type { FacetField, FilterTerm, SearchHit, SearchSort } from '../search-engine';

/** Which search documents match: everything but the paging. */
export interface DocumentFilter {
  /** A tsquery in its text form (lexemes already stemmed); null matches every document. */
  tsquery: string | null;
  filters: FilterTerm[][];
  /** A peso price range: it matches no dollar listing. */
  minPrice?: number;
  maxPrice?: number;
  /** The spec's threshold, about pesos: dollar listings are not held to it. */
  priceAbove?: number;
  excludeIds: number[];
  /** Chips and processors the query names exactly: their listings rank first. */
  codes: string[];
  /** The part the query asks for: listings of that part rank above notebooks, PCs and kits holding one. */
  partType?: string | null;
  /** Per hardware term, a tsquery of its spec words: each one a listing matches adds a quarter. */
  specQueries?: string[];
}

/** The index's text search configuration (words stemmed and unaccented as the documents were). */
export const CONFIG = sql.raw(`'public.es_hw'::regconfig`);

function groupCondition(group: FilterTerm[]): SQL {
  const ids = (field: FacetField) => group.filter((t) => t.field === field).map((t) => t.id);
  const parts: SQL[] = [];
  const categories = ids('category');
  const stores = ids('store');
  const provinces = ids('province');
  const models = ids('model');
  if (models.length) parts.push(sql`d.model_id = ANY(${sql.param(models)}::int[])`);
  if (categories.length) parts.push(sql`d.category_ids && ${sql.param(categories)}::smallint[]`);
  if (stores.length) parts.push(sql`d.store_id = ANY(${sql.param(stores)}::int[])`);
  if (provinces.length) parts.push(sql`d.province_id = ANY(${sql.param(provinces)}::smallint[])`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

function whereOf(filter: DocumentFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.tsquery !== null) conditions.push(sql`d.tsv @@ ${filter.tsquery}::tsquery`);
  if (filter.priceAbove !== undefined) conditions.push(passesThreshold('d', filter.priceAbove));
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined)
    conditions.push(pesoPriceWithin('d', filter.minPrice, filter.maxPrice));
  if (filter.excludeIds.length)
    conditions.push(sql`NOT (d.product_id = ANY(${sql.param(filter.excludeIds)}::int[]))`);
  for (const group of filter.filters) conditions.push(groupCondition(group));
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/**
 * Relevance: the weight of the matched words (name above category, spec words least), plus 1 for the
 * listing of the exact chip or processor the query names, 1 for a listing of the part it asks for and a
 * quarter for each hardware term its model's specs satisfy (a Micro ATX case does not satisfy 'atx'); then
 * in price order (pesos before dollars, cheaper first). The bonuses are summed, then added as a real: a real
 * plus an integer would be a double precision, which the in-memory index (float4 ranks) does not reproduce.
 */
function rankOf(filter: DocumentFilter): SQL {
  const bonuses: SQL[] = [];
  if (filter.codes.length)
    bonuses.push(sql`CASE WHEN d.model_code = ANY(${sql.param(filter.codes)}::text[]) THEN 1 ELSE 0 END`);
  if (filter.partType) bonuses.push(sql`CASE WHEN d.part_type = ${filter.partType} THEN 1 ELSE 0 END`);
  for (const spec of filter.specQueries ?? [])
    bonuses.push(sql`CASE WHEN d.tsv @@ ${spec}::tsquery THEN 0.25 ELSE 0 END`);
  const bonus = bonuses.length ? sql` + (${sql.join(bonuses, sql` + `)})::real` : sql``;
  return filter.tsquery === null
    ? sql`0::real`
    : sql`(ts_rank(d.tsv, ${filter.tsquery}::tsquery, 1)${bonus})`;
}

/** Either price order lists every peso listing first ('ARS' sorts before 'USD'): no rate compares them. */
function orderOf(sort: SearchSort, prefix = ''): SQL {
  const p = sql.raw(prefix);
  if (sort === 'price_desc') return sql`${p}currency, ${p}price DESC, ${p}product_id`;
  if (sort === 'price_asc') return sql`${p}currency, ${p}price, ${p}product_id`;
  return sql`${p}rank DESC, ${p}currency, ${p}price, ${p}product_id`;
}

export interface Aggregates {
  total: number;
  facets: Partial<Record<FacetField, Map<number, number>>>;
  /** The peso prices' range (null when no peso listing matches). */
  priceStats: { min: number; max: number } | null;
}

export interface AggregatesRequest {
  filter: DocumentFilter;
  facets: FacetField[];
  priceStats: boolean;
  sort: SearchSort;
  /** How many of the best-ranked ids to return (0: none). */
  ids: number;
  /** When the total reaches `bigFrom`, return `bigIds` ids instead (to be cached). */
  bigFrom: number;
  bigIds: number;
  /** The documents of ids [pageFrom, ids) come back too (saves a round trip). */
  pageFrom: number;
  /**
   * The caller needs the page's ids only: a backend that reads documents apart may leave them out (the
   * SQL returns them in the same statement anyway).
   */
  idsOnly?: boolean;
  /**
   * Count products under each category, store and province (the grouped view): a model once under each
   * value any of its matching listings has, a listing without a model as a product of its own. The total,
   * the price range and the model counts are still of listings.
   */
  distinct?: boolean;
}

/**
 * Products per category, store and province of the matches `m`: distinct (value, product) pairs, counted
 * per value (a hash aggregate each, no sort). Null when none of those facets is asked.
 */
function productCounts(facets: FacetField[]): SQL {
  const product = sql`coalesce(m.model_id, -m.product_id)`;
  const parts: SQL[] = [];
  if (facets.includes('category'))
    parts.push(sql`SELECT 0 AS f, v, count(*)::int AS n
                   FROM (SELECT DISTINCT c AS v, ${product} AS p FROM m, unnest(m.category_ids) c) x GROUP BY v`);
  if (facets.includes('store'))
    parts.push(sql`SELECT 1 AS f, v, count(*)::int AS n
                   FROM (SELECT DISTINCT m.store_id AS v, ${product} AS p FROM m) x GROUP BY v`);
  if (facets.includes('province'))
    parts.push(sql`SELECT 2 AS f, v, count(*)::int AS n
                   FROM (SELECT DISTINCT m.province_id AS v, ${product} AS p FROM m) x GROUP BY v`);
  if (parts.length === 0) return sql`NULL::json`;
  return sql`(SELECT json_agg(json_build_array(f, v, n)) FROM (${sql.join(parts, sql` UNION ALL `)}) y)`;
}
const PRODUCT_FACET: FacetField[] = ['category', 'store', 'province'];

/**
 * One pass over the matching documents: grouped by (categories, store, province), which is few rows
 * whatever the number of matches, and reduced here into the total, facet counts and the peso price
 * range; plus the ids of the first documents in `sort` order.
 */
export async function searchAggregates(
  db: Db,
  request: AggregatesRequest,
): Promise<Aggregates & { ids: number[]; page: SearchHit[] }> {
  const { filter } = request;
  const rank = request.ids > 0 && request.sort === 'relevance' ? rankOf(filter) : sql`0::real`;
  const idsLimit = sql`CASE WHEN (SELECT sum(n) FROM g) >= ${request.bigFrom}
                            THEN ${Math.max(request.bigIds, request.ids)}::int ELSE ${request.ids}::int END`;
  const rows = await queryRows<{
    groups: [number[] | null, number, number, number, string | null, string | null][] | null;
    models: [number, number][] | null;
    products: [number, number, number][] | null;
    ids: number[] | null;
    page: DocumentTuple[] | null;
  }>(
    db,
    sql`
      WITH m AS ${request.ids > 0 ? sql`MATERIALIZED` : sql``} (
        SELECT d.product_id, d.price, d.currency, d.store_id, d.province_id, d.category_ids, d.model_id, ${rank} AS rank
        FROM search_documents d WHERE ${whereOf(filter)}
      ),
      g AS (
        SELECT category_ids, store_id, province_id, count(*)::int AS n,
               min(price) FILTER (WHERE currency = 'ARS') AS lo, max(price) FILTER (WHERE currency = 'ARS') AS hi
        FROM m GROUP BY 1, 2, 3
      ),
      t AS (
        ${
          request.ids > 0
            ? sql`SELECT array_agg(t.product_id ORDER BY ${orderOf(request.sort, 't.')}) AS ids FROM (
                  SELECT product_id, price, currency, rank FROM m ORDER BY ${orderOf(request.sort)} LIMIT ${idsLimit}) t`
            : sql`SELECT NULL::int[] AS ids`
        }
      )
      SELECT (SELECT json_agg(json_build_array(category_ids, store_id, province_id, n, lo, hi)) FROM g) AS groups,
             ${
               // Per model only when asked (spec counts): a row per model would slow every other search.
               request.facets.includes('model')
                 ? sql`(SELECT json_agg(json_build_array(model_id, n)) FROM (
                         SELECT model_id, count(*)::int AS n FROM m WHERE model_id IS NOT NULL GROUP BY 1) x)`
                 : sql`NULL::json`
             } AS models,
             ${request.distinct ? productCounts(request.facets) : sql`NULL::json`} AS products,
             t.ids,
             (SELECT json_agg(${DOCUMENT_TUPLE} ORDER BY u.ord)
              FROM unnest(t.ids[${request.pageFrom + 1}:${request.ids}]) WITH ORDINALITY AS u(id, ord)
              JOIN search_documents d ON d.product_id = u.id) AS page
      FROM t`,
  );
  const row = rows[0]!;
  const facets: Aggregates['facets'] = {};
  for (const field of request.facets) facets[field] = new Map();
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const [categoryIds, storeId, provinceId, n, lo, hi] of row.groups ?? []) {
    total += n;
    if (lo !== null) min = Math.min(min, Number(lo));
    if (hi !== null) max = Math.max(max, Number(hi));
    const bump = (field: FacetField, id: number) => facets[field]?.set(id, (facets[field]!.get(id) ?? 0) + n);
    if (request.distinct) continue;
    for (const id of categoryIds ?? []) bump('category', Number(id));
    bump('store', Number(storeId));
    bump('province', Number(provinceId));
  }
  for (const [f, id, n] of row.products ?? []) facets[PRODUCT_FACET[f]!]?.set(Number(id), Number(n));
  if (facets.model) for (const [model, n] of row.models ?? []) facets.model.set(Number(model), Number(n));
  return {
    total,
    facets,
    priceStats: request.priceStats && min <= max ? { min, max } : null,
    ids: (row.ids ?? []).map(Number),
    page: (row.page ?? []).map(fromTuple),
  };
}

/** The ids of one page of matching documents, straight from the indexes (no aggregates). */
export async function searchPageIds(
  db: Db,
  filter: DocumentFilter,
  sort: SearchSort,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`SELECT d.product_id, d.price, d.currency, ${rankOf(filter)} AS rank FROM search_documents d
        WHERE ${whereOf(filter)} ORDER BY ${orderOf(sort)} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => Number(r.product_id));
}

/**
 * One page of the grouped view: per model (a listing without one stands alone) its cheapest matching
 * listing, available ones first, pesos before dollars; models ranked by their best listing's relevance,
 * or by that listing in price order.
 */
export async function searchDistinctPage(
  db: Db,
  filter: DocumentFilter,
  sort: SearchSort,
  offset: number,
  limit: number,
): Promise<{ total: number; ids: number[] }> {
  const order =
    sort === 'price_desc'
      ? sql`currency, price DESC, product_id`
      : sort === 'price_asc'
        ? sql`currency, price, product_id`
        : sql`group_rank DESC, currency, price, product_id`;
  const rows = await queryRows<{ total: number; ids: number[] | null }>(
    db,
    sql`WITH m AS (
          SELECT d.product_id, d.price, d.currency, d.in_stock, coalesce(d.model_id, -d.product_id) AS g,
                 ${rankOf(filter)} AS rank
          FROM search_documents d WHERE ${whereOf(filter)}),
        r AS (
          SELECT DISTINCT ON (g) g, product_id, price, currency, max(rank) OVER (PARTITION BY g) AS group_rank
          FROM m ORDER BY g, in_stock DESC, currency, price, product_id)
        SELECT (SELECT count(*)::int FROM r) AS total,
               (SELECT array_agg(p.product_id ORDER BY p.n)
                FROM (SELECT product_id, row_number() OVER (ORDER BY ${order}) AS n FROM r
                      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p) AS ids`,
  );
  return { total: Number(rows[0]?.total ?? 0), ids: (rows[0]?.ids ?? []).map(Number) };
}

/** A search document as one JSON array: compact to send, one shape for every query here. */
type DocumentTuple = [
  number,
  string,
  string | null,
  string | number,
  string,
  string | null,
  number,
  string,
  number,
  number[],
  boolean,
  number | null,
];
const DOCUMENT_TUPLE = sql.raw(
  'json_build_array(d.product_id, d.name, d.brand, d.price, d.currency, d.image, d.store_id, d.store_name, d.province_id, d.category_ids, d.in_stock, d.model_id)',
);

function fromTuple([
  productId,
  name,
  brand,
  price,
  currency,
  image,
  storeId,
  storeName,
  provinceId,
  categoryIds,
  inStock,
  modelId,
]: DocumentTuple): SearchHit {
  return {
    productId: Number(productId),
    name,
    brand,
    price: Number(price),
    currency: currencyOf(currency),
    image,
    storeId: Number(storeId),
    storeName,
    provinceId: Number(provinceId),
    categoryIds: (categoryIds ?? []).map(Number),
    inStock,
    modelId: modelId === null || modelId === undefined ? null : Number(modelId),
  };
}

/** The search documents of these products, in the order given (missing ones skipped). */
export async function searchDocumentsByIds(db: Db, ids: number[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  return documentsOf(ids, await queryPrepared<DocumentRow>(db, sql`${DOCUMENT_COLUMNS} WHERE ${byIds(ids)}`));
}

/**
 * Those documents, and whether any transaction that `snapshot` (pg_current_snapshot() text) did not
 * see has changed the documents since (search_document_changes): in one round trip.
 */
export async function searchDocumentsIfCurrent(
  db: Db,
  ids: number[],
  snapshot: string,
): Promise<{ current: boolean; hits: SearchHit[] }> {
  const rows = await queryPrepared<DocumentRow & { changed: boolean }>(
    db,
    sql`SELECT c.changed, d.* FROM (SELECT ${changedSince(snapshot)} AS changed) c
        LEFT JOIN (${DOCUMENT_COLUMNS} WHERE ${byIds(ids)}) d ON true`,
  );
  if (rows[0]?.changed !== false) return { current: false, hits: [] };
  return {
    current: true,
    hits: documentsOf(
      ids,
      rows.filter((r) => r.product_id !== null),
    ),
  };
}

/**
 * Whether a transaction that `snapshot` did not see has changed the search documents: every such
 * transaction has an id at or above the snapshot's xmin and left a row in search_document_changes.
 */
export function changedSince(snapshot: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM search_document_changes
    WHERE txid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      AND NOT pg_visible_in_snapshot(txid, ${snapshot}::pg_snapshot))`;
}

interface DocumentRow {
  product_id: number;
  name: string;
  brand: string | null;
  price: string | number;
  currency: string;
  image: string | null;
  store_id: number;
  store_name: string;
  province_id: number;
  category_ids: number[] | null;
  in_stock: boolean;
  model_id: number | null;
}

// Plain columns: json_build_array costs some 40 µs a row in PostgreSQL, more than the whole scan.
const DOCUMENT_COLUMNS = sql.raw(
  `SELECT d.product_id, d.name, d.brand, d.price, d.currency, d.image, d.store_id, d.store_name, d.province_id,
          d.category_ids, d.in_stock, d.model_id
   FROM search_documents d`,
);
const byIds = (ids: number[]) => sql`d.product_id = ANY(${sql.param(ids)}::int[])`;

function documentsOf(ids: number[], rows: DocumentRow[]): SearchHit[] {
  const byId = new Map(
    rows.map((r) => [
      Number(r.product_id),
      fromTuple([
        r.product_id,
        r.name,
        r.brand,
        r.price,
        r.currency,
        r.image,
        r.store_id,
        r.store_name,
        r.province_id,
        r.category_ids ?? [],
        r.in_stock,
        r.model_id,
      ]),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One alternative of a query term: words that must all appear, or a lexeme prefix. */
/**
 * A lexeme the index writes unstemmed (a word with a digit: 'hwhead0notebook', 'con0microfono') as a tsquery:
 * no round trip needed.
 */
export function lexemeTsquery(lexeme: string): string {
  if (!/^[a-z0-9]+$/.test(lexeme)) throw new Error(`not a plain lexeme: ${lexeme}`);
  return `'${lexeme}'`;
}

/**
 * Words that must all appear, words that must stand together and in order (a phrase), both stemmed by the
 * index's configuration; a prefix; or a lexeme written as the index writes it.
 */
export type TsqueryAlternative =
  { words: string } | { phrase: string } | { prefix: string } | { lexeme: string };

/**
 * Each query term (OR of its alternatives) as a tsquery, stemmed with the index's own text search
 * configuration, in one round trip. Stop words drop out: a term of stop words only is empty ('').
 */
export async function termTsqueries(db: Db, terms: TsqueryAlternative[][]): Promise<string[]> {
  if (terms.length === 0) return [];
  const termSql = terms.map((alternatives) =>
    sql.join(
      alternatives.map((a) =>
        'words' in a
          ? sql`plainto_tsquery(${CONFIG}, ${a.words})`
          : 'phrase' in a
            ? sql`phraseto_tsquery(${CONFIG}, ${a.phrase})`
            : 'prefix' in a
              ? sql`to_tsquery(${CONFIG}, ${`'${a.prefix}':*`})`
              : sql`${lexemeTsquery(a.lexeme)}::tsquery`,
      ),
      sql` || `,
    ),
  );
  const rows = await queryRows<{ q: string[] }>(
    db,
    sql`SELECT ARRAY[${sql.join(
      termSql.map((t) => sql`(${t})::text`),
      sql`, `,
    )}]::text[] AS q`,
  );
  return rows[0]!.q;
}

/**
 * Alternatives' tsqueries joined with OR as PostgreSQL's `||` joins them, left to right: an empty one
 * drops out. An alternative is a word, an AND of words, a phrase or a prefix, which bind tighter than `|`: no
 * parentheses are needed.
 */
export function orTsqueries(alternatives: string[]): string {
  return alternatives.filter((a) => a !== '').join(' | ');
}

/**
 * The terms' tsqueries joined with AND the way PostgreSQL's `&&` joins them, left to right: an empty
 * one drops out, each join is AND(left, right). Written with parentheses, the text parses to the same
 * query `t1 && t2 && …` gives (tested), so the query needs no round trip of its own.
 */
export function andTsqueries(terms: string[]): string {
  return terms
    .filter((t) => t !== '')
    .reduce((left, right) => (left === '' ? right : `( ${left} ) & ( ${right} )`), '');
}
