-- A document's spec words (migration 0022), unchanged, as PL/pgSQL. As an SQL function calling SQL functions it was
-- never inlined, so PostgreSQL planned the three functions it calls anew for every row: 18 s for 100,000 listings
-- against 3.5 s as PL/pgSQL, whose plan lives for the session. Every load, regroup and import writes these words.
CREATE OR REPLACE FUNCTION public.hw_document_spec_terms(especificaciones jsonb, identity_attrs jsonb, name text)
  RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN concat_ws(' ', nullif(public.hw_spec_terms(especificaciones), ''), nullif(public.hw_listing_terms(identity_attrs), ''),
                     public.hw_head_term(name));
  END
  $$;
