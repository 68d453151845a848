-- A listing's own stated details become search words beside its model's specs (core/src/hardware/query/spec-terms.ts,
-- listingTerm): a bundle ('Teclado + Mouse', 'Kit', 'Combo', a case with its power supply: the 'paquete' of
-- hardware/differences and models/listing-identity) is 'hwpaquetecombo', each edition word of its name ('Archer T3U
-- Plus') 'hwedicionplus', a unit sold wireless 'hwedicioninalambrico'. The grouping reads them already
-- (products.identity_attrs, 'dato:paquete', 'dato:edicion', 'dato:inalambrico'); search ranks a bundle below the
-- thing it holds and a model's editions below the plain model when the query asks for neither.
CREATE OR REPLACE FUNCTION public.hw_listing_terms(jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT concat_ws(' ',
      CASE WHEN $1 ? 'dato:paquete' THEN 'hwpaquetecombo' END,
      CASE WHEN $1 ? 'dato:inalambrico' THEN 'hwedicioninalambrico' END,
      (SELECT string_agg('hwedicion' || regexp_replace(lower(e), '[^a-z0-9]', '', 'g'), ' ' ORDER BY o)
       FROM unnest(string_to_array($1 ->> 'dato:edicion', '+')) WITH ORDINALITY AS x(e, o)))
  $$;
--> statement-breakpoint
-- The kind a listing's name starts with, as Spanish names put it first ('Mochila Notebook …' is a backpack,
-- 'Notebook …' a notebook): 'hwhead0' and its first word of two letters or more, lower case, unaccented, plural
-- off ('Auriculares' → hwhead0auricular). The digit keeps the stemmer off it. The query side's is headTerm
-- (core/src/hardware/query/spec-terms.ts): a listing of the kind a query names first ranks higher.
CREATE OR REPLACE FUNCTION public.hw_head_term(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT 'hwhead0' || regexp_replace(substring(lower(public.immutable_unaccent($1)) FROM '[a-z]{2,}'),
                                       '([a-z]{3}[rlndz])es$|([a-z]{3})s$', '\1\2')
  $$;
--> statement-breakpoint
-- A document's spec words: its model's, then its own, then its kind's.
CREATE OR REPLACE FUNCTION public.hw_document_spec_terms(especificaciones jsonb, identity_attrs jsonb, name text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT concat_ws(' ', nullif(public.hw_spec_terms(especificaciones), ''), nullif(public.hw_listing_terms(identity_attrs), ''),
                     public.hw_head_term(name))
  $$;
--> statement-breakpoint
-- Existing documents take the new words now.
UPDATE "search_documents" d SET "spec_terms" = public.hw_document_spec_terms(ms."especificaciones", p."identity_attrs", p."name")
FROM "products" p LEFT JOIN "model_specs" ms ON ms."model_id" = p."model_id"
WHERE p."id" = d."product_id"
  AND d."spec_terms" IS DISTINCT FROM public.hw_document_spec_terms(ms."especificaciones", p."identity_attrs", p."name");
--> statement-breakpoint
-- What a listing names after 'con' or 'c/' comes with it ('Auricular … con Micrófono', 'Gabinete c/Fuente',
-- 'Procesador … con Disipador'): that word is also written at the end, unaccented and glued to 'con0' ('con0microfono';
-- the digit keeps the stemmer off it), so that search ranks such a listing below the thing itself when the query
-- asks for that thing without 'con' (core/src/hardware/query/read-query.ts, extraWords). A Wi-Fi generation ('WiFi 6', 'Wi-Fi 6E') is also written
-- as one word ('wifi6', as other stores write it): 'router wifi 6' is no Wi-Fi 5 router with '6 Antenas'. The rest
-- is migration 0021's function unchanged.
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
                          CASE WHEN $1 !~* '(con |c/)' THEN $1 ELSE $1 || coalesce(' ' || (
                            SELECT string_agg('con0' || lower(m[1]), ' ')
                            FROM regexp_matches(public.immutable_unaccent($1), '\m(?:con +|c/ *)([[:alpha:]]{3,})', 'gi') AS m), '') END,
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
-- Stored generated columns are computed again on update: every document gets the new words.
UPDATE "search_documents" SET "name" = "name";
--> statement-breakpoint
DELETE FROM "search_terms";
--> statement-breakpoint
INSERT INTO "search_terms" ("word", "documents")
SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', public.immutable_unaccent(public.hw_search_text(name || ' ' || coalesce(brand, '')) || ' ' || category_names)) FROM search_documents$$);
