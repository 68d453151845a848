/**
 * The whole data model. Internal names are English; the public API maps them to the spec's
 * Spanish field names at the edge (api/src/<feature>/*.mapper.ts).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EMPTY_QUALITY, type ReadingQuality } from '../ingestion/reading-quality';
import type { BuildPartes } from '../builds/build-parts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });

// ---------------------------------------------------------------- reference data

export const provinces = pgTable('provinces', {
  id: smallint().primaryKey(),
  name: text().notNull(),
});

/** The fixed 12 categories; `id` is the spec's server_id. */
export const categories = pgTable('categories', {
  id: smallint().primaryKey(),
  localId: text().notNull().unique(),
  title: text().notNull(),
  imageSrc: text().notNull(),
});

/** estadoId: 1 Activa, 2 Inactiva. */
export const storeStatuses = pgTable('store_statuses', {
  id: smallint().primaryKey(),
  name: text().notNull(),
});

// ---------------------------------------------------------------- stores

export const SOURCE_KINDS = ['site', 'spreadsheet'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    url: text().notNull(),
    phone: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    /** At most 3 (checked below); lower-cased. */
    authorizedEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    statusId: smallint()
      .notNull()
      .default(1)
      .references(() => storeStatuses.id),
    provinceId: smallint()
      .notNull()
      .references(() => provinces.id),
    address: text().notNull().default(''),
    description: text().notNull().default(''),
    branch: text().notNull().default(''),
    hours: text().notNull().default(''),
    logo: text().notNull().default(''),
    /** Extra images of the store: [{ url }]. */
    images: jsonb().$type<{ url: string }[]>().notNull().default([]),
    kind: text().notNull().default('logo'),
    /** How the catalog is read: from the site, or from uploaded spreadsheets. */
    sourceKind: text().$type<SourceKind>().notNull().default('site'),
    /** Reader name ('auto', 'woocommerce', 'tiendanube', ...). */
    reader: text().notNull().default('auto'),
    /** Reader settings: base URL override, recipe, page limits. */
    readerSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastUpdateAt: timestamp({ withTimezone: true }),
    lastForcedUpdateAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    check('stores_authorized_emails_max_3', sql`cardinality(${t.authorizedEmails}) <= 3`),
    check('stores_source_kind', sql`${t.sourceKind} in ('site', 'spreadsheet')`),
    index('stores_status_idx').on(t.statusId),
  ],
);

// ---------------------------------------------------------------- products

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** Natural key within the store: `id:<store-side id>` when known, else `url:<url>`. */
    listingKey: text().notNull(),
    externalId: text(),
    url: text().notNull(),
    name: text().notNull(),
    /** What a shopper pays at best (cash/transfer price when the store shows one). */
    price: money().notNull(),
    listPrice: money(),
    cashPrice: money(),
    currency: text().notNull().default('ARS'),
    description: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    featured: boolean().notNull().default(false),
    brand: text(),
    sku: text(),
    ean: text(),
    mpn: text(),
    inStock: boolean().notNull().default(true),
    /** Which reader read it last, and when its price was last checked. */
    readBy: text().notNull().default('seed'),
    priceCheckedAt: now(),
    firstSeenAt: now(),
    lastSeenAt: now(),
    /** Set when a complete read no longer lists it; never deleted, history kept. */
    removedAt: timestamp({ withTimezone: true }),
    /**
     * A price read that moved more than 60 % from the published one: held 'a revisar', not published,
     * until the next read confirms it (then it is published) or shows something else.
     */
    pendingPrice: money(),
    pendingSince: timestamp({ withTimezone: true }),
    /** The exact product this listing is an offer of (see core/src/models). */
    modelId: integer().references((): AnyPgColumn => models.id),
    /** The evidence that decides its model, strongest first ('gtin:…', 'mpn:…', 'name:…'). */
    identityKeys: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Details it states that another listing of its model must not contradict (CAS latency, GTIN…). */
    identityAttrs: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('products_store_listing_key_uq').on(t.storeId, t.listingKey),
    index('products_model_idx').on(t.modelId),
    index('products_store_idx').on(t.storeId),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_currency', sql`${t.currency} in ('ARS', 'USD')`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: smallint()
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** One row each time a product's price changes, and one the first time it is seen. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    price: money().notNull(),
    /**
     * The listing's name when this price was recorded, so a history can be checked never to span two
     * products. Null on rows written before it was kept.
     */
    name: text(),
    /** The currency of `price`: a listing may change currency, and its points stay as they were read. */
    currency: text().notNull().default('ARS'),
  },
  (t) => [
    index('price_history_product_idx').on(t.productId, t.changedAt),
    check('price_history_currency', sql`${t.currency} in ('ARS', 'USD')`),
  ],
);

/**
 * Denormalized search documents, kept in step by the catalog write path.
 * `tsv` is built with the `es_hw` text search configuration (unaccent + Spanish stemming).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    brand: text(),
    categoryIds: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    storeId: integer().notNull(),
    storeName: text().notNull(),
    provinceId: smallint().notNull(),
    price: money().notNull(),
    /**
     * The currency of `price`. Never compared as one: price orders put every peso listing before every
     * dollar listing ('ARS' sorts before 'USD'), and peso ranges, stats and the threshold are about pesos.
     */
    currency: text().notNull().default('ARS'),
    image: text(),
    inStock: boolean().notNull().default(true),
    /** The listing's model: results group by it and say how many stores offer it. */
    modelId: integer(),
    /**
     * The chip or processor its name is for ('rtx4060', 'ryzen5600x'): a query naming exactly that
     * ranks it above variants that only contain the words ('rtx 4060' above 4060 Ti).
     */
    modelCode: text(),
    /** The category titles ('Placas de video'), so "placa de video" finds every card, whatever its name. */
    categoryNames: text().notNull().default(''),
    /**
     * The model's part type (model_specs.categoria): a query naming a part ranks that part above notebooks,
     * PCs and kits that hold one. Null for a listing without model specs.
     */
    partType: text(),
    /**
     * The model's spec values and the listing's own stated details as words (public.hw_document_terms,
     * core/src/hardware/query/spec-terms.ts).
     */
    specTerms: text().notNull().default(''),
    /**
     * Spec words weigh D (first: next to the name's kind word), name and brand A, category titles B.
     * public.hw_search_text (migration 0004) also spells "16GB" as "16 GB" and "RTX4060" as "RTX 4060".
     */
    tsv: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('public.es_hw'::regconfig, spec_terms), 'D') || setweight(to_tsvector('public.es_hw'::regconfig, public.hw_search_text(coalesce(name, '') || ' ' || coalesce(brand, ''))), 'A') || setweight(to_tsvector('public.es_hw'::regconfig, category_names), 'B')`,
      ),
    updatedAt: now(),
  },
  (t) => [
    index('search_documents_tsv_idx').using('gin', t.tsv),
    // Price orders are (currency, price): one index each way, so a page of either order reads in order.
    index('search_documents_price_idx').on(t.currency, t.price),
    index('search_documents_price_desc_idx').on(t.currency, t.price.desc().nullsFirst()),
    index('search_documents_store_idx').on(t.storeId, t.currency, t.price),
    check('search_documents_currency', sql`${t.currency} in ('ARS', 'USD')`),
    index('search_documents_categories_idx').using('gin', t.categoryIds),
    index('search_documents_model_idx').on(t.modelId, t.price),
  ],
);

/**
 * The word list typo correction matches query words against (pg_trgm, per word): every token of the
 * search documents, unaccented, lower-case and unstemmed, with how many documents hold it. Grown by
 * the write path, rebuilt from ts_stat by rebuildSearchTerms.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    word: text().primaryKey(),
    documents: integer().notNull().default(0),
  },
  // GIN, not GiST: a real catalog's word list holds hundreds of thousands of part numbers, where a
  // GiST trigram search took ~40 ms a word and GIN's under 1 ms (typo lookups sort their own matches).
  (t) => [index('search_terms_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

// ---------------------------------------------------------------- models (product identity)

/**
 * A model is the exact product shoppers consider the same across stores; each listing belongs to one.
 * `key` is the identity key the model was started for (unique, so concurrent writers agree on it).
 */
export const models = pgTable('models', {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  createdAt: now(),
});

/**
 * Which model an identity key belongs to: a listing whose keys include one joins that model. `manual`
 * keys were given by an operator (a merge): a recompute keeps them, and they never conflict.
 */
export const modelKeys = pgTable(
  'model_keys',
  {
    key: text().primaryKey(),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    manual: boolean().notNull().default(false),
  },
  (t) => [index('model_keys_model_idx').on(t.modelId)],
);

/** An operator's decision that a listing belongs to a model, whatever its keys say (a split). */
export const modelPins = pgTable(
  'model_pins',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
  },
  (t) => [index('model_pins_model_idx').on(t.modelId)],
);

export const MODEL_DECISIONS = ['split', 'merge'] as const;
export type ModelDecisionAction = (typeof MODEL_DECISIONS)[number];

/** Who split or merged what, and when: the back office's audit of operators' decisions. */
export const modelDecisions = pgTable(
  'model_decisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    action: text().$type<ModelDecisionAction>().notNull(),
    /** split: the model the listing left; merge: the model that stays. */
    modelId: integer().notNull(),
    /** split: the listing's new model; merge: the model merged away. */
    otherModelId: integer().notNull(),
    /** split: the listing moved out. */
    productId: integer(),
    decidedBy: text().notNull(),
    decidedAt: now(),
  },
  (t) => [
    check('model_decisions_action', sql`${t.action} in ('split', 'merge')`),
    index('model_decisions_model_idx').on(t.modelId, t.decidedAt),
    index('model_decisions_other_idx').on(t.otherModelId, t.decidedAt),
  ],
);

/** Which version of the grouping rules the stored models were decided with (one row). */
export const modelRulesState = pgTable(
  'model_rules_state',
  {
    id: smallint().primaryKey().default(1),
    version: text().notNull(),
    recomputedAt: now(),
  },
  (t) => [check('model_rules_state_one_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- deals and alerts

/**
 * When a listing became listed (available and found by its store's reads) or stopped being: the deal
 * verdict counts a listing's price on a day only while it was listed. One row per change.
 */
export const availabilityHistory = pgTable(
  'availability_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    changedAt: now(),
    available: boolean().notNull(),
  },
  (t) => [index('availability_history_product_idx').on(t.productId, t.changedAt)],
);

/**
 * A model's daily lowest prices over the 90 days before `day`, summarized once per model and day
 * (today's prices are compared against it live). `days` = 0 when the model has no history yet.
 */
export const modelPriceStats = pgTable('model_price_stats', {
  modelId: integer()
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  /** The Argentina day the summary was made for; it covers the days before it. */
  day: date().notNull(),
  days: integer().notNull(),
  stores: integer().notNull(),
  lowest: money(),
  median: money(),
  highest: money(),
  /** The first day with a price in the window. */
  since: date(),
  computedAt: now(),
});

export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/**
 * A shopper's price-drop alert on a listing (its model's best price is what is watched), or on the total
 * of a build of 'Armá tu PC' (`build`). The address is kept to send mail and never shown; confirmation
 * and unsubscribe tokens live hashed in alert_tokens.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    /** The listing watched; null for a build's alert. */
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    /** A build's parts as POST /api/armados/verificar takes them (core/src/builds/build-parts.ts). */
    build: jsonb().$type<BuildPartes>(),
    /** The listings of `build`: which builds an ingestion run's changed models touch. */
    buildProductIds: integer().array(),
    /** Mail when the best price is at or under it (the shopper's target), or under it (no target given). */
    targetPrice: money().notNull(),
    targetGiven: boolean().notNull(),
    /** The best price when last told (at sign-up, then at each alert): the mail's 'antes'. */
    referencePrice: money().notNull(),
    status: text().$type<AlertStatus>().notNull().default('pending'),
    /** Ready to mail; false after an alert until the price goes back above the target. */
    armed: boolean().notNull().default(true),
    /** A salted hash of the address it was asked from (per-address limits), never the address. */
    requesterHash: text().notNull(),
    createdAt: now(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    lastAlertAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('alert_subscriptions_status', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check('alert_subscriptions_subject', sql`(${t.productId} IS NULL) <> (${t.build} IS NULL)`),
    // One live alert per address and listing (or build): a second sign-up finds it.
    uniqueIndex('alert_subscriptions_live_idx')
      .on(t.email, t.productId)
      .where(sql`${t.status} in ('pending', 'active')`),
    uniqueIndex('alert_subscriptions_live_build_idx')
      .on(t.email, t.build)
      .where(sql`${t.status} in ('pending', 'active') AND ${t.build} IS NOT NULL`),
    index('alert_subscriptions_build_products_idx')
      .using('gin', t.buildProductIds)
      .where(sql`${t.status} = 'active'`),
    index('alert_subscriptions_email_idx').on(t.email, t.status),
    index('alert_subscriptions_product_idx').on(t.productId, t.status),
    index('alert_subscriptions_requester_idx').on(t.requesterHash, t.createdAt),
  ],
);

export const ALERT_TOKEN_PURPOSES = ['confirm', 'unsubscribe'] as const;
export type AlertTokenPurpose = (typeof ALERT_TOKEN_PURPOSES)[number];

/** A link's token, stored as its SHA-256: the random token itself only ever travels in the mail. */
export const alertTokens = pgTable(
  'alert_tokens',
  {
    hash: text().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text().$type<AlertTokenPurpose>().notNull(),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('alert_tokens_purpose', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
    index('alert_tokens_subscription_idx').on(t.subscriptionId),
  ],
);

/** Mails sent about sign-ups (confirmations, 'already active', 'limit reached'): the per-address limit. */
export const alertSignupMails = pgTable(
  'alert_signup_mails',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    sentAt: now(),
  },
  (t) => [index('alert_signup_mails_email_idx').on(t.email, t.sentAt)],
);

/** One alert mail per subscription and ingestion run: a retried run finds it and sends nothing. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    runId: integer().notNull(),
    price: money().notNull(),
    sentAt: now(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.runId] })],
);

// ---------------------------------------------------------------- banners

export const BANNER_KINDS = ['desktop', 'mobile'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    kind: text().$type<BannerKind>().notNull(),
    imageUrl: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    createdAt: now(),
  },
  (t) => [
    check('banners_kind', sql`${t.kind} in ('desktop', 'mobile')`),
    check('banners_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    index('banners_kind_idx').on(t.kind, t.startsOn, t.endsOn),
  ],
);

// ---------------------------------------------------------------- users and sessions

export const ROLES = ['fullAdmin', 'storeAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    name: text().notNull().default(''),
    picture: text().notNull().default(''),
    role: text().$type<Role>().notNull(),
    storeId: integer().references(() => stores.id),
    createdAt: now(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('fullAdmin', 'storeAdmin')`),
    check('users_store_admin_has_store', sql`${t.role} <> 'storeAdmin' or ${t.storeId} is not null`),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- statistics events

/** `visitorHash` is a salted daily hash of the client address: never the raw IP. */
export const webVisits = pgTable(
  'stat_web_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    url: text().notNull(),
    browser: text().notNull().default(''),
    os: text().notNull().default(''),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_web_visits_at_idx').on(t.at)],
);

export const productVisits = pgTable(
  'stat_product_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    productId: integer().notNull(),
    storeId: integer(),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_product_visits_at_idx').on(t.at, t.productId)],
);

export const storeVisits = pgTable(
  'stat_store_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    storeId: integer().notNull(),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_store_visits_at_idx').on(t.at, t.storeId)],
);

/** A shopper following 'Ver producto en tienda' to the store's site. */
export const redirects = pgTable(
  'stat_redirects',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    productId: integer().notNull(),
    storeId: integer(),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_redirects_at_idx').on(t.at)],
);

export const categoryAccesses = pgTable(
  'stat_category_accesses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    categoryId: smallint().notNull(),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_category_accesses_at_idx').on(t.at, t.categoryId)],
);

export const searches = pgTable(
  'stat_searches',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: now(),
    query: text().notNull(),
    resultCount: integer().notNull(),
    visitorHash: text().notNull().default(''),
  },
  (t) => [index('stat_searches_at_idx').on(t.at)],
);

/**
 * Daily roll-ups (Argentina days) so long ranges answer fast. Per day and kind, `subjectId` 0 holds the
 * day's total; kinds with a subject (product, store, category) also get one row per subject id (>= 1).
 */
export const statDaily = pgTable(
  'stat_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    subjectId: bigint({ mode: 'number' }).notNull().default(0),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.subjectId] }),
    // Each covers its queries (index-only scans): day totals; a day's subjects by count (the top of each
    // day, and sums over a range); one subject's days.
    index('stat_daily_totals_idx')
      .on(t.kind, t.day, t.count)
      .where(sql`${t.subjectId} = 0`),
    index('stat_daily_by_day_idx')
      .on(t.kind, t.day, t.count, t.subjectId)
      .where(sql`${t.subjectId} > 0`),
    index('stat_daily_by_subject_idx')
      .on(t.kind, t.subjectId, t.day, t.count)
      .where(sql`${t.subjectId} > 0`),
  ],
);

/**
 * Per-subject totals of every rolled-up day from the featured window's start (2024-11-01) on, kept by the
 * roll-up, so the featured ranking on home reads a few rows instead of summing every day.
 */
export const statTotals = pgTable(
  'stat_totals',
  {
    kind: text().notNull(),
    subjectId: bigint({ mode: 'number' }).notNull(),
    count: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    index('stat_totals_ranking_idx').on(t.kind, t.count.desc()),
  ],
);

/**
 * How far the daily roll-up has got (one row): every Argentina day before `rolledUntil` is summed in
 * stat_daily; later days are counted live from the event tables.
 */
export const statRollupState = pgTable(
  'stat_rollup_state',
  {
    id: smallint().primaryKey().default(1),
    rolledUntil: date({ mode: 'string' }).notNull(),
    updatedAt: now(),
  },
  (t) => [check('stat_rollup_state_one_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- ingestion runs

export const RUN_TRIGGERS = ['manual', 'global', 'schedule', 'spreadsheet', 'seed'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const ingestionRuns = pgTable(
  'ingestion_runs',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    jobId: text(),
    trigger: text().$type<RunTrigger>().notNull(),
    status: text().$type<RunStatus>().notNull().default('queued'),
    reason: text(),
    reader: text(),
    queuedAt: now(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    pagesFetched: integer().notNull().default(0),
    seen: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    priceChanged: integer().notNull().default(0),
    removed: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    errorSamples: jsonb().$type<{ where: string; message: string }[]>().notNull().default([]),
    /** Spreadsheet imports: the file and the rejected rows (row number and reason). */
    fileName: text(),
    rejectedRows: jsonb().$type<{ row: number; reason: string }[]>().notNull().default([]),
    /** The run's reading-quality report (core/src/ingestion/reading-quality.ts). */
    quality: jsonb().$type<ReadingQuality>().notNull().default(EMPTY_QUALITY),
  },
  (t) => [
    check('ingestion_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('ingestion_runs_store_idx').on(t.storeId, t.queuedAt),
  ],
);

// ---------------------------------------------------------------- configuration

/**
 * The spec's id-based rules as data (never `if (id === 567803)` in code):
 * see core/src/settings/rules.ts for the keys and their seeded values.
 */
export const configRules = pgTable('config_rules', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  description: text().notNull().default(''),
  updatedAt: now(),
});

/**
 * The parts knowledge base: BuildCores OpenDB entries of the categories we use (core/data/opendb, ODC-By
 * 1.0), with their specs already in the read-specs contract's keys. Replaced whole when the derivative's
 * source commit changes (core/src/hardware/opendb/parts.repository.ts).
 */
export const parts = pgTable(
  'parts',
  {
    opendbId: text().primaryKey(),
    category: text().notNull(),
    name: text().notNull(),
    maker: text().notNull(),
    partNumbers: text().array().notNull(),
    specs: jsonb().$type<Record<string, unknown>>().notNull(),
    sourceCommit: text().notNull(),
  },
  (t) => [index('parts_category_idx').on(t.category)],
);

// ---------------------------------------------------------------- model specs

/**
 * A model's specs as the models recompute decided them from its listings (the spec reader: names, OpenDB
 * links, descriptions' spec lists) and the operator's corrections: `fuentes` says where each value came from
 * ('nombre', 'opendb:<id>', 'descripcion' or 'operador'). Written whole by core/src/models/specs; a model with no sure spec has none.
 */
export const modelSpecs = pgTable('model_specs', {
  modelId: integer()
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  categoria: text().notNull(),
  especificaciones: jsonb().$type<Record<string, unknown>>().notNull(),
  fuentes: jsonb().$type<Record<string, string>>().notNull(),
  opendb: text(),
  updatedAt: now(),
  /** The specs as search words (public.hw_spec_terms), read by every document of the model's listings. */
  specTerms: text().generatedAlwaysAs(sql`public.hw_spec_terms(especificaciones)`),
});

/**
 * Operators' corrections of a model's spec values, every one kept (the audit: who, when, what). The
 * latest per (model, key) is in force and wins over what the listings say, in every recompute; a null
 * value hides the key (the operator found it unsure).
 */
export const modelSpecCorrections = pgTable(
  'model_spec_corrections',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    modelId: integer().notNull(),
    key: text().notNull(),
    value: jsonb().$type<unknown>(),
    decidedBy: text().notNull(),
    decidedAt: now(),
  },
  (t) => [index('model_spec_corrections_model_idx').on(t.modelId, t.key, t.id)],
);
