CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image_url" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_kind" CHECK ("banners"."kind" in ('desktop', 'mobile')),
	CONSTRAINT "banners_dates" CHECK ("banners"."starts_on" <= "banners"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"local_id" text NOT NULL,
	"title" text NOT NULL,
	"image_src" text NOT NULL,
	CONSTRAINT "categories_localId_unique" UNIQUE("local_id")
);
--> statement-breakpoint
CREATE TABLE "stat_category_accesses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" smallint NOT NULL,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingestion_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"job_id" text,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"reader" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"price_changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error_samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_name" text,
	"rejected_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ingestion_runs_status" CHECK ("ingestion_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "stat_product_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"listing_key" text NOT NULL,
	"external_id" text,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"list_price" numeric(14, 2),
	"cash_price" numeric(14, 2),
	"currency" text DEFAULT 'ARS' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"brand" text,
	"sku" text,
	"ean" text,
	"mpn" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"read_by" text DEFAULT 'seed' NOT NULL,
	"price_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_currency" CHECK ("products"."currency" in ('ARS', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_redirects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"store_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"province_id" smallint NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"image" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('public.es_hw'::regconfig, coalesce(name, '') || ' ' || coalesce(brand, ''))) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"query" text NOT NULL,
	"result_count" integer NOT NULL,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stat_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject_id" bigint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "stat_daily_day_kind_subject_id_pk" PRIMARY KEY("day","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "store_statuses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_store_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"store_id" integer NOT NULL,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"authorized_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"province_id" smallint NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text DEFAULT 'logo' NOT NULL,
	"source_kind" text DEFAULT 'site' NOT NULL,
	"reader" text DEFAULT 'auto' NOT NULL,
	"reader_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_update_at" timestamp with time zone,
	"last_forced_update_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_authorized_emails_max_3" CHECK (cardinality("stores"."authorized_emails") <= 3),
	CONSTRAINT "stores_source_kind" CHECK ("stores"."source_kind" in ('site', 'spreadsheet'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('fullAdmin', 'storeAdmin')),
	CONSTRAINT "users_store_admin_has_store" CHECK ("users"."role" <> 'storeAdmin' or "users"."store_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stat_web_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"visitor_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingestion_runs" ADD CONSTRAINT "ingestion_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_status_id_store_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."store_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_kind_idx" ON "banners" USING btree ("kind","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "stat_category_accesses_at_idx" ON "stat_category_accesses" USING btree ("at","category_id");--> statement-breakpoint
CREATE INDEX "ingestion_runs_store_idx" ON "ingestion_runs" USING btree ("store_id","queued_at");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stat_product_visits_at_idx" ON "stat_product_visits" USING btree ("at","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_listing_key_uq" ON "products" USING btree ("store_id","listing_key");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured") WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "stat_redirects_at_idx" ON "stat_redirects" USING btree ("at");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("price");--> statement-breakpoint
CREATE INDEX "search_documents_store_idx" ON "search_documents" USING btree ("store_id","price");--> statement-breakpoint
CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "stat_searches_at_idx" ON "stat_searches" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stat_daily_kind_idx" ON "stat_daily" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "stat_store_visits_at_idx" ON "stat_store_visits" USING btree ("at","store_id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "stat_web_visits_at_idx" ON "stat_web_visits" USING btree ("at");