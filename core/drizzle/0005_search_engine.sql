CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "category_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 'Otras' and 'Sin Categoria' say nothing about a product: they stay out of its searchable text.
UPDATE "search_documents" d SET "category_names" = coalesce(
  (SELECT string_agg(c.title, ' ' ORDER BY c.id) FROM categories c
   WHERE c.id = ANY(d.category_ids) AND c.local_id NOT IN ('otras', 'sin-categoria')), '');--> statement-breakpoint
-- Dropping the column drops its index too; both come back with the new expression.
ALTER TABLE "search_documents" drop column "tsv";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.es_hw'::regconfig, public.hw_search_text(coalesce(name, '') || ' ' || coalesce(brand, ''))), 'A') || setweight(to_tsvector('public.es_hw'::regconfig, category_names), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
INSERT INTO "search_terms" ("word", "documents")
SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', public.immutable_unaccent(public.hw_search_text(name || ' ' || coalesce(brand, '')) || ' ' || category_names)) FROM search_documents$$);
