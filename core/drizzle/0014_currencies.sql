DROP INDEX "search_documents_price_idx";--> statement-breakpoint
DROP INDEX "search_documents_store_idx";--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "currency" text DEFAULT 'ARS' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "currency" text DEFAULT 'ARS' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_price_desc_idx" ON "search_documents" USING btree ("currency","price" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("currency","price");--> statement-breakpoint
CREATE INDEX "search_documents_store_idx" ON "search_documents" USING btree ("store_id","currency","price");--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_currency" CHECK ("price_history"."currency" in ('ARS', 'USD'));--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_currency" CHECK ("search_documents"."currency" in ('ARS', 'USD'));--> statement-breakpoint
-- Existing rows take their listing's currency (the best that can be known of points written before
-- the column existed).
UPDATE "price_history" h SET "currency" = p."currency" FROM "products" p
WHERE p."id" = h."product_id" AND p."currency" <> 'ARS';--> statement-breakpoint
UPDATE "search_documents" d SET "currency" = p."currency" FROM "products" p
WHERE p."id" = d."product_id" AND p."currency" <> 'ARS';--> statement-breakpoint
-- The 90-day statistics were summarized over every currency: summarized again (pesos only) on first use.
DELETE FROM "model_price_stats";
