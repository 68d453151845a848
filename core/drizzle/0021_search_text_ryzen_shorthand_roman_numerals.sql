-- AMD's shorthand for a Ryzen tier before a processor number ('Notebook HP 455G9 R5 5625U', 'R5-7520', 'R7 PRO')
-- is that tier's word too ('r5' → 'r5 ryzen5'): 'notebook ryzen 5' finds them. A Radeon R7 240 (three digits)
-- is not one. A model's generation in Roman numerals ('HyperX Cloud III', 'Aero II', 'Minor IV') is also its
-- number ('cloud 3'). The rest is migration 0020's function unchanged.
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
                      regexp_replace($1, '\mr([3579])(?=[ _-]*(pro\M|[0-9]{4}))', 'r\1 ryzen\1', 'gi'),
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
-- Stored generated columns are computed again on update: every document gets the new words.
UPDATE "search_documents" SET "name" = "name";
--> statement-breakpoint
DELETE FROM "search_terms";
--> statement-breakpoint
INSERT INTO "search_terms" ("word", "documents")
SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', public.immutable_unaccent(public.hw_search_text(name || ' ' || coalesce(brand, '')) || ' ' || category_names)) FROM search_documents$$);
