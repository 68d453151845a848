CREATE TABLE "model_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"model_id" integer NOT NULL,
	"other_model_id" integer NOT NULL,
	"product_id" integer,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_decisions_action" CHECK ("model_decisions"."action" in ('split', 'merge'))
);
--> statement-breakpoint
CREATE TABLE "model_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_pins" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_rules_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"recomputed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_rules_state_one_row" CHECK ("model_rules_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "identity_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "identity_attrs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "model_keys" ADD CONSTRAINT "model_keys_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_pins" ADD CONSTRAINT "model_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_pins" ADD CONSTRAINT "model_pins_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_decisions_model_idx" ON "model_decisions" USING btree ("model_id","decided_at");--> statement-breakpoint
CREATE INDEX "model_decisions_other_idx" ON "model_decisions" USING btree ("other_model_id","decided_at");--> statement-breakpoint
CREATE INDEX "model_keys_model_idx" ON "model_keys" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "model_pins_model_idx" ON "model_pins" USING btree ("model_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "search_documents_model_idx" ON "search_documents" USING btree ("model_id","price");