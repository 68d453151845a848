-- Search that understands hardware: each search document carries its model's part type (a query naming a
-- part ranks that part above notebooks, PCs and kits holding one) and its spec values as words
-- ('hwsocketlga1700', 'hwchipsetb550', 'hwformatosplacaatx'), so that 'mother lga 1700' finds a B760M board
-- whose name says no socket. The words are written as core/src/hardware/query/spec-terms.ts writes them, first
-- in the tsvector (weight D): right before the name, whose first word is the part's kind ('Gabinete', 'Mother'),
-- so a spec word matched counts in ts_rank near the kind word the query also names.
CREATE OR REPLACE FUNCTION public.hw_spec_terms(jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(regexp_replace(lower('hw' || k.key || v.value), '[^a-z0-9]', '', 'g'), ' '
                               ORDER BY k.ord, v.ord), '')
    FROM unnest(ARRAY['socket', 'chipset', 'memoria', 'formato', 'formatosPlaca', 'tipo', 'capacidadGB', 'chip',
                      'socketsSoportados', 'interfaz', 'modular', 'vramGB']) WITH ORDINALITY AS k(key, ord)
    CROSS JOIN LATERAL (
      SELECT e.value, e.ord FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof($1 -> k.key) = 'array' THEN $1 -> k.key ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS e(value, ord)
      UNION ALL
      SELECT $1 ->> k.key, 1 WHERE jsonb_typeof($1 -> k.key) IN ('string', 'number')
    ) v
  $$;
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "part_type" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "spec_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.es_hw'::regconfig, spec_terms), 'D') || setweight(to_tsvector('public.es_hw'::regconfig, public.hw_search_text(coalesce(name, '') || ' ' || coalesce(brand, ''))), 'A') || setweight(to_tsvector('public.es_hw'::regconfig, category_names), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
-- Existing documents take their model's part type and spec words now.
UPDATE "search_documents" d SET "part_type" = ms."categoria", "spec_terms" = public.hw_spec_terms(ms."especificaciones")
FROM "model_specs" ms WHERE ms."model_id" = d."model_id";
