import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { modelSummaries, type ListedFilter } from '../models/model-summaries.repository';
import { sameProduct } from '../models/same-product';
import { getRules, listedFilterOf } from '../settings/rules.repository';
import { STORE_STATUS } from '../stores/stores.repository';

/**
 * The catalog audit: the invariants a shopper relies on, checked on the live database, each
 * violation named by its ids. Run by `npm run audit`, after every ingestion run (its counts go in the
 * run's quality report), by the back office's 'Auditoría' and exposed as a metric.
 */
export const AUDIT_CHECKS = [
  'desde',
  'currency-mix',
  'history-identity',
  'inactive-store',
  'hit-price',
] as const;
export type AuditCheckId = (typeof AUDIT_CHECKS)[number];

export const AUDIT_TITLES: Record<AuditCheckId, string> = {
  desde: "Cada 'desde' mostrado es el precio actual de una oferta disponible, en la misma moneda",
  'currency-mix': 'Ningún modelo mezcla monedas en sus cifras',
  'history-identity': 'Ningún historial de precios cruza un cambio de producto',
  'inactive-store': 'Ninguna publicación de una tienda inactiva se muestra',
  'hit-price': 'El precio de cada resultado es el de su producto (moneda y stock incluidos)',
};

export interface AuditViolation {
  /** What it is about: productId, modelId, storeId, historyId… */
  ids: Record<string, number>;
  /** What is wrong, in Spanish. */
  message: string;
}

export interface AuditCheck {
  id: AuditCheckId;
  title: string;
  violations: AuditViolation[];
}

export interface AuditReport {
  checkedAt: string;
  checks: AuditCheck[];
  /** Violations of every check together. */
  total: number;
}

/** Violation counts per check: what a run's quality report and the metric keep. */
export type AuditCounts = Record<AuditCheckId, number>;

export const countsOf = (report: AuditReport): AuditCounts =>
  Object.fromEntries(report.checks.map((c) => [c.id, c.violations.length])) as AuditCounts;

/** Runs every check. `filter` defaults to the rules shoppers see now (threshold, hidden listings). */
export async function runCatalogAudit(db: Db, filter?: ListedFilter): Promise<AuditReport> {
  // One snapshot for every check: run while stores are being written (at the end of each store's run
  // of a global update), statements seeing different moments would report mismatches that never were.
  const found = await db.transaction(
    async (tx) => {
      const listed = filter ?? listedFilterOf(await getRules(tx));
      return {
        desde: await checkDesde(tx, listed),
        'currency-mix': await checkCurrencyMix(tx),
        'history-identity': await checkHistoryIdentity(tx),
        'inactive-store': await checkInactiveStores(tx),
        'hit-price': await checkHitPrices(tx),
      } satisfies Record<AuditCheckId, AuditViolation[]>;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const checks = AUDIT_CHECKS.map((id) => ({ id, title: AUDIT_TITLES[id], violations: found[id] }));
  return {
    checkedAt: new Date().toISOString(),
    checks,
    total: checks.reduce((n, c) => n + c.violations.length, 0),
  };
}

const ars = (n: number) => `$ ${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })}`;
const samePrice = (a: number, b: number) => Math.abs(a - b) < 0.005;

interface OfferRow {
  id: number;
  model_id: number | null;
  price: number;
  currency: string;
  in_stock: boolean;
  removed: boolean;
  store_active: boolean;
}

/**
 * (a) Each model's 'desde' (what cards and product pages show, computed as the site computes it) is
 * the current price of an offer of that model that a shopper can buy: listed, in stock, of an active
 * store, in pesos (the figure is written with '$').
 */
async function checkDesde(db: Db, filter: ListedFilter): Promise<AuditViolation[]> {
  const models = await queryRows<{ model_id: number }>(
    db,
    sql`SELECT DISTINCT model_id FROM search_documents WHERE model_id IS NOT NULL ORDER BY model_id`,
  );
  const violations: AuditViolation[] = [];
  for (let i = 0; i < models.length; i += 2000) {
    const ids = models.slice(i, i + 2000).map((m) => Number(m.model_id));
    const summaries = [...(await modelSummaries(db, ids, filter)).values()].filter(
      (s) => s.lowestPrice !== null && s.lowestOffer !== null,
    );
    const offers = await queryRows<OfferRow>(
      db,
      sql`SELECT p.id, p.model_id, p.price::float8 AS price, p.currency, p.in_stock,
                 p.removed_at IS NOT NULL AS removed, s.status_id = ${STORE_STATUS.active} AS store_active
          FROM products p JOIN stores s ON s.id = p.store_id
          WHERE p.id = ANY(${sql.param(summaries.map((s) => s.lowestOffer!.productId))}::int[])`,
    );
    const byId = new Map(offers.map((o) => [Number(o.id), o]));
    for (const s of summaries) {
      const productId = s.lowestOffer!.productId;
      const shown = s.lowestPrice!;
      const offer = byId.get(productId);
      const ids = { modelId: s.modelId, productId };
      const wrong = (why: string) =>
        violations.push({ ids, message: `'desde ${ars(shown)}' del modelo ${s.modelId}: ${why}` });
      if (!offer) wrong(`la oferta ${productId} no existe`);
      else if (Number(offer.model_id) !== s.modelId)
        wrong(`la oferta ${productId} es del modelo ${offer.model_id ?? 'ninguno'}`);
      else if (offer.currency !== 'ARS')
        wrong(`la oferta ${productId} está en ${offer.currency}, no en pesos`);
      else if (offer.removed) wrong(`la oferta ${productId} ya no está publicada`);
      else if (!offer.store_active) wrong(`la tienda de la oferta ${productId} está inactiva`);
      else if (!offer.in_stock) wrong(`la oferta ${productId} no tiene stock`);
      else if (!samePrice(Number(offer.price), shown))
        wrong(`la oferta ${productId} cuesta ${ars(Number(offer.price))}`);
    }
  }
  return violations;
}

/**
 * (b) A model's figures are over one currency: its search documents (whence its 'desde' and store
 * count) carry each listing's own currency, and its 90-day lowest and highest are peso prices its
 * listings actually had.
 */
async function checkCurrencyMix(db: Db): Promise<AuditViolation[]> {
  const docs = await queryRows<{ model_id: number; product_id: number; shown: string; actual: string }>(
    db,
    sql`SELECT d.model_id, d.product_id, d.currency AS shown, p.currency AS actual
        FROM search_documents d JOIN products p ON p.id = d.product_id
        WHERE d.model_id IS NOT NULL AND d.currency <> p.currency
        ORDER BY d.model_id, d.product_id`,
  );
  const stats = await queryRows<{ model_id: number; figure: string; price: number }>(
    db,
    sql`SELECT st.model_id, f.figure, f.price::float8 AS price
        FROM model_price_stats st
        CROSS JOIN LATERAL (VALUES ('mínimo', st.lowest), ('máximo', st.highest)) f(figure, price)
        WHERE f.price IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM price_history h JOIN products p ON p.id = h.product_id
          WHERE p.model_id = st.model_id AND h.currency = 'ARS' AND h.price = f.price)
        ORDER BY st.model_id, f.figure`,
  );
  return [
    ...docs.map((d) => ({
      ids: { modelId: Number(d.model_id), productId: Number(d.product_id) },
      message: `el modelo ${d.model_id} cuenta la oferta ${d.product_id} en ${d.shown}, pero su precio está en ${d.actual}`,
    })),
    ...stats.map((s) => ({
      ids: { modelId: Number(s.model_id) },
      message: `el ${s.figure} de 90 días del modelo ${s.model_id} (${ars(Number(s.price))}) no es un precio en pesos de ninguna de sus ofertas`,
    })),
  ];
}

/**
 * (c) A listing's price history is one product's: every point was recorded under a name that is the
 * same product as the listing's name now (sameProduct, the rule the write path starts a new product by).
 * Points written before names were kept cannot be checked.
 */
async function checkHistoryIdentity(db: Db): Promise<AuditViolation[]> {
  const rows = await queryRows<{
    product_id: number;
    history_id: number;
    recorded: string;
    current: string;
    brand: string | null;
    store_name: string;
  }>(
    db,
    sql`SELECT DISTINCT ON (h.product_id, h.name) h.product_id, h.id AS history_id, h.name AS recorded,
               p.name AS current, p.brand, s.name AS store_name
        FROM price_history h JOIN products p ON p.id = h.product_id JOIN stores s ON s.id = p.store_id
        WHERE h.name IS NOT NULL AND h.name <> p.name
        ORDER BY h.product_id, h.name, h.id`,
  );
  return rows
    .filter(
      (r) =>
        !sameProduct(
          // The brand as the listing states it now: a history row keeps only the name it was read under.
          { name: r.recorded, brand: r.brand, storeName: r.store_name },
          { name: r.current, brand: r.brand, storeName: r.store_name },
        ),
    )
    .map((r) => ({
      ids: { productId: Number(r.product_id), historyId: Number(r.history_id) },
      message: `el historial del producto ${r.product_id} tiene precios de «${r.recorded}», otro producto que «${r.current}»`,
    }));
}

/** (d) No search document (hence no hit, card or 'desde') is of a store that is not active. */
async function checkInactiveStores(db: Db): Promise<AuditViolation[]> {
  const rows = await queryRows<{ product_id: number; store_id: number; status: string | null }>(
    db,
    sql`SELECT d.product_id, p.store_id, st.name AS status
        FROM search_documents d JOIN products p ON p.id = d.product_id
        LEFT JOIN stores s ON s.id = p.store_id LEFT JOIN store_statuses st ON st.id = s.status_id
        WHERE s.id IS NULL OR s.status_id <> ${STORE_STATUS.active}
        ORDER BY d.product_id`,
  );
  return rows.map((r) => ({
    ids: { productId: Number(r.product_id), storeId: Number(r.store_id) },
    message: `el producto ${r.product_id} se muestra, pero su tienda ${r.store_id} está ${r.status ?? 'borrada'}`,
  }));
}

/** (e) Every search document (what a hit shows) says what its product row says. */
async function checkHitPrices(db: Db): Promise<AuditViolation[]> {
  const rows = await queryRows<{
    product_id: number;
    hit_price: number;
    price: number;
    hit_currency: string;
    currency: string;
    hit_stock: boolean;
    in_stock: boolean;
    removed: boolean;
    hit_store: number;
    store_id: number;
  }>(
    db,
    sql`SELECT d.product_id, d.price::float8 AS hit_price, p.price::float8 AS price, d.currency AS hit_currency,
               p.currency, d.in_stock AS hit_stock, p.in_stock, p.removed_at IS NOT NULL AS removed,
               d.store_id AS hit_store, p.store_id
        FROM search_documents d JOIN products p ON p.id = d.product_id
        WHERE d.price <> p.price OR d.currency <> p.currency OR d.in_stock <> p.in_stock
           OR p.removed_at IS NOT NULL OR d.store_id <> p.store_id
        ORDER BY d.product_id`,
  );
  return rows.map((r) => {
    const diffs = [
      samePrice(Number(r.hit_price), Number(r.price))
        ? ''
        : `precio ${Number(r.hit_price)} en el resultado, ${Number(r.price)} en el producto`,
      r.hit_currency === r.currency
        ? ''
        : `moneda ${r.hit_currency} en el resultado, ${r.currency} en el producto`,
      r.hit_stock === r.in_stock
        ? ''
        : `${r.hit_stock ? 'con' : 'sin'} stock en el resultado, ${r.in_stock ? 'con' : 'sin'} stock en el producto`,
      r.removed ? 'el producto ya no está publicado' : '',
      Number(r.hit_store) === Number(r.store_id)
        ? ''
        : `tienda ${r.hit_store} en el resultado, ${r.store_id} en el producto`,
    ].filter(Boolean);
    return {
      ids: { productId: Number(r.product_id) },
      message: `resultado del producto ${r.product_id}: ${diffs.join('; ')}`,
    };
  });
}
