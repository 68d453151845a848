ALTER TABLE "search_documents" ADD COLUMN "model_code" text;--> statement-breakpoint
-- Model-exact search: Spanish stop words include 'ti', 'e', 'a', 'o', which are also the variant letters of
-- hardware ('RTX 5060 Ti', 'A620M-E'). The index keeps every word now (Spanish stemming without its stop
-- list); the search engine drops the query's stop words itself (search-config/src/stop-words.ts).
CREATE TEXT SEARCH DICTIONARY public.es_hw_stem (TEMPLATE = snowball, Language = spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.es_hw
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH public.es_hw_stem;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.es_hw
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, public.es_hw_stem;
--> statement-breakpoint
-- A model glued to its number and variant ("RTX5060TI", "RX9060XT") is also spelled apart, as "RTX4060"
-- already was: "rtx 5060 ti" must find it.
CREATE OR REPLACE FUNCTION public.hw_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace($1, '([[:alnum:]])-([0-9])', '\1 \2', 'g'),
          '\m([0-9]+)([[:alpha:]]+)\M', '\1\2 \1 \2', 'g'),
        '\m([[:alpha:]]{2,})([0-9]{3,})\M', '\1\2 \1 \2', 'g'),
      '\m([[:alpha:]]{2,})([0-9]{3,})([[:alpha:]]{1,3})\M', '\1\2\3 \1 \2 \3', 'g')
  $$;
--> statement-breakpoint
-- Stored generated columns are computed again on update: every document gets the new words.
UPDATE "search_documents" SET "name" = "name";
