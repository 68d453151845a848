ALTER TABLE "ingestion_runs" ADD COLUMN "quality" jsonb DEFAULT '{"counts":{"price-disagreement":0,"held-for-review":0,"absurd-price":0,"no-price":0},"samples":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pending_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pending_since" timestamp with time zone;