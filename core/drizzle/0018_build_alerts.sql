-- Price-drop alerts on the total of a build of 'Armá tu PC': an alert watches a listing (product_id) or a build
-- (its parts as POST /api/armados/verificar takes them, and their listings to find the builds a run touches).
ALTER TABLE "alert_subscriptions" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "build" jsonb;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "build_product_ids" integer[];--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_live_build_idx" ON "alert_subscriptions" USING btree ("email","build") WHERE "alert_subscriptions"."status" in ('pending', 'active') AND "alert_subscriptions"."build" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_build_products_idx" ON "alert_subscriptions" USING gin ("build_product_ids") WHERE "alert_subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_subject" CHECK (("alert_subscriptions"."product_id" IS NULL) <> ("alert_subscriptions"."build" IS NULL));