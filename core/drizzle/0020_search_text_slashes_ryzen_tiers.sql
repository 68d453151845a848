-- Words joined by a slash ('WIRELESS/CABLEADO', 'Wireless/Bt', 'Wifi/bluetooth', 'c/Fuente') are one file-path
-- token to PostgreSQL's parser, so 'wireless' never found them: a slash between letters or digits is a space.
-- A Ryzen tier is also one word ('Ryzen 7', 'Ryzen AI 7' → 'ryzen7'): 'notebook ryzen 7' asks for that tier, not a
-- 'Yoga 7' with a Ryzen 5. The rest is migration 0008's function unchanged.
CREATE OR REPLACE FUNCTION public.hw_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace($1, '([[:alnum:]])/(?=[[:alnum:]])', '\1 ', 'g'),
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
