-- Extensions and the text search configuration the search engine needs.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so indexes may use it.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Spanish stemming on accent-free words: "Memória", "memoria" and "MEMORIA" are one lexeme.
CREATE TEXT SEARCH CONFIGURATION public.es_hw (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.es_hw
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;
