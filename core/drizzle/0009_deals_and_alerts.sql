CREATE TABLE "alert_deliveries" (
	"subscription_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_subscription_id_run_id_pk" PRIMARY KEY("subscription_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "alert_signup_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" integer NOT NULL,
	"target_price" numeric(14, 2) NOT NULL,
	"target_given" boolean NOT NULL,
	"reference_price" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"requester_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	CONSTRAINT "alert_subscriptions_status" CHECK ("alert_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "alert_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "alert_tokens_purpose" CHECK ("alert_tokens"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "availability_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_price_stats" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"days" integer NOT NULL,
	"stores" integer NOT NULL,
	"lowest" numeric(14, 2),
	"median" numeric(14, 2),
	"highest" numeric(14, 2),
	"since" date,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_tokens" ADD CONSTRAINT "alert_tokens_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_history" ADD CONSTRAINT "availability_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_stats" ADD CONSTRAINT "model_price_stats_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_signup_mails_email_idx" ON "alert_signup_mails" USING btree ("email","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_live_idx" ON "alert_subscriptions" USING btree ("email","product_id") WHERE "alert_subscriptions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_product_idx" ON "alert_subscriptions" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_requester_idx" ON "alert_subscriptions" USING btree ("requester_hash","created_at");--> statement-breakpoint
CREATE INDEX "alert_tokens_subscription_idx" ON "alert_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "availability_history_product_idx" ON "availability_history" USING btree ("product_id","changed_at");--> statement-breakpoint
-- Listings from before availability was recorded: listed since first seen; unlisted since their last
-- change when they are unavailable now (the best guess the data allows).
INSERT INTO "availability_history" ("product_id", "changed_at", "available")
SELECT "id", "first_seen_at", true FROM "products";--> statement-breakpoint
INSERT INTO "availability_history" ("product_id", "changed_at", "available")
SELECT "id", greatest(coalesce("removed_at", "updated_at"), "first_seen_at"), false FROM "products"
WHERE "removed_at" IS NOT NULL OR NOT "in_stock";
