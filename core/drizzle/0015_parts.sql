CREATE TABLE "parts" (
	"opendb_id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"maker" text NOT NULL,
	"part_numbers" text[] NOT NULL,
	"specs" jsonb NOT NULL,
	"source_commit" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category");