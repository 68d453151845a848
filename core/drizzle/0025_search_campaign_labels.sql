-- A store's campaign label before a name ('MES DEL GAMER Mother MSI …', 'HOT SALE - Teclado …', 'CYBER MONDAY …')
-- names no product: its words are not the listing's ('mesa gamer' stems to 'mes' and found every board of a store's
-- 'Mes del Gamer'), nor its first word the listing's kind (public.hw_head_term read 'MES DEL GAMER Mother …' as a
-- 'mes'). The grouping leaves these words out too (core/src/models/vocabulary.ts, GENERIC_NOISE). The name shown
-- is the store's, unchanged.
CREATE OR REPLACE FUNCTION public.hw_without_campaign(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace($1, '^[[:space:][:punct:]]*(mes +del +gamer|hot *sale|cyber *monday|cyber *week|black *friday)\M[[:space:][:punct:]]*', '', 'i')
  $$;
--> statement-breakpoint
-- Migration 0022's function, of the name without its campaign label.
CREATE OR REPLACE FUNCTION public.hw_head_term(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT 'hwhead0' || regexp_replace(substring(lower(public.immutable_unaccent(public.hw_without_campaign($1))) FROM '[a-z]{2,}'),
                                       '([a-z]{3}[rlndz])es$|([a-z]{3})s$', '\1\2')
  $$;
--> statement-breakpoint
-- Migration 0022's function, of the name without its campaign label.
CREATE OR REPLACE FUNCTION public.hw_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                regexp_replace(
                  regexp_replace(
                    regexp_replace(
                      regexp_replace(
                        regexp_replace(
                          CASE WHEN public.hw_without_campaign($1) !~* '(con |c/)' THEN public.hw_without_campaign($1) ELSE public.hw_without_campaign($1) || coalesce(' ' || (
                            SELECT string_agg('con0' || lower(m[1]), ' ')
                            FROM regexp_matches(public.immutable_unaccent(public.hw_without_campaign($1)), '\m(?:con +|c/ *)([[:alpha:]]{3,})', 'gi') AS m), '') END,
                          '\mwi-?fi[ -]*([5-7]e?)\M', 'wifi \1 wifi\1', 'gi'),
                        '\mr([3579])(?=[ _-]*(pro\M|[0-9]{4}))', 'r\1 ryzen\1', 'gi'),
                      '\m(iii)\M', '\1 3', 'gi'),
                    '\m(ii)\M', '\1 2', 'gi'),
                  '\m(iv)\M', '\1 4', 'gi'),
                '([[:alnum:]])/(?=[[:alnum:]])', '\1 ', 'g'),
              '\m(ryzen) +(ai +)?([3579])\M', '\1 \2\3 ryzen\3', 'gi'),
            '([[:alnum:]])-([0-9])', '\1 \2', 'g'),
          '\m([0-9]+)([[:alpha:]]+)\M', '\1\2 \1 \2', 'g'),
        '\m([[:alpha:]]{2,})([0-9]{3,})\M', '\1\2 \1 \2', 'g'),
      '\m([[:alpha:]]{2,})([0-9]{3,})([[:alpha:]]{1,3})\M', '\1\2\3 \1 \2 \3', 'g')
  $$;
--> statement-breakpoint
-- Documents of a labelled name take their words and their kind again (writing spec_terms or name recomputes the
-- search vector); the rest are unchanged.
UPDATE "search_documents" d SET "spec_terms" = public.hw_document_terms(ms."spec_terms", p."identity_attrs", p."name")
FROM "products" p LEFT JOIN "model_specs" ms ON ms."model_id" = p."model_id"
WHERE p."id" = d."product_id" AND public.hw_without_campaign(p."name") <> p."name";
--> statement-breakpoint
UPDATE "search_documents" SET "name" = "name" WHERE public.hw_without_campaign("name") <> "name";
--> statement-breakpoint
DELETE FROM "search_terms";
--> statement-breakpoint
INSERT INTO "search_terms" ("word", "documents")
SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', public.immutable_unaccent(public.hw_search_text(name || ' ' || coalesce(brand, '')) || ' ' || category_names)) FROM search_documents$$);
