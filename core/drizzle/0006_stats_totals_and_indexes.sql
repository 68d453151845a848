CREATE TABLE "stat_totals" (
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "stat_totals_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
DROP INDEX "stat_daily_kind_idx";--> statement-breakpoint
CREATE INDEX "stat_totals_ranking_idx" ON "stat_totals" USING btree ("kind","count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stat_daily_totals_idx" ON "stat_daily" USING btree ("kind","day","count") WHERE "stat_daily"."subject_id" = 0;--> statement-breakpoint
CREATE INDEX "stat_daily_by_day_idx" ON "stat_daily" USING btree ("kind","day","count","subject_id") WHERE "stat_daily"."subject_id" > 0;--> statement-breakpoint
CREATE INDEX "stat_daily_by_subject_idx" ON "stat_daily" USING btree ("kind","subject_id","day","count") WHERE "stat_daily"."subject_id" > 0;