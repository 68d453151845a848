-- A case sold with its power supply is what 'gabinete con fuente' asks for: search documents carry yes/no spec
-- values as words too ('hwfuenteincluidatrue'), as core/src/hardware/query/spec-terms.ts writes them. Only the
-- keys listed get words; fuenteIncluida is the first yes/no one. A PSU's grade is a search word too
-- ('hwcertificacion80plusgold'): 'fuente 80 plus gold' finds a 'RM750e … Gold' whose name has no '80'; and a case's
-- largest board format ('gabinete micro atx' asks for a Micro ATX case, which every ATX case also takes).
CREATE OR REPLACE FUNCTION public.hw_spec_terms(jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT concat_ws(' ',
      nullif(coalesce(string_agg(regexp_replace(lower('hw' || k.key || v.value), '[^a-z0-9]', '', 'g'), ' '
                                 ORDER BY k.ord, v.ord), ''), ''),
      -- The largest board format a case takes ('hwformatomayormicroatx': a Micro ATX case, not an ATX one).
      CASE WHEN jsonb_typeof($1 -> 'formatosPlaca') = 'array' THEN
        CASE WHEN $1 -> 'formatosPlaca' ? 'E-ATX' THEN 'hwformatomayoreatx'
             WHEN $1 -> 'formatosPlaca' ? 'ATX' THEN 'hwformatomayoratx'
             WHEN $1 -> 'formatosPlaca' ? 'Micro ATX' THEN 'hwformatomayormicroatx'
             WHEN $1 -> 'formatosPlaca' ? 'Mini-ITX' THEN 'hwformatomayorminiitx' END END)
    FROM unnest(ARRAY['socket', 'chipset', 'memoria', 'formato', 'formatosPlaca', 'tipo', 'capacidadGB', 'chip',
                      'socketsSoportados', 'interfaz', 'modular', 'vramGB', 'certificacion', 'fuenteIncluida'])
         WITH ORDINALITY AS k(key, ord)
    CROSS JOIN LATERAL (
      SELECT e.value, e.ord FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof($1 -> k.key) = 'array' THEN $1 -> k.key ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS e(value, ord)
      UNION ALL
      SELECT $1 ->> k.key, 1 WHERE jsonb_typeof($1 -> k.key) IN ('string', 'number', 'boolean')
    ) v
  $$;
--> statement-breakpoint
-- Existing documents take the new words now.
UPDATE "search_documents" d SET "spec_terms" = public.hw_spec_terms(ms."especificaciones")
FROM "model_specs" ms WHERE ms."model_id" = d."model_id"
  AND d."spec_terms" IS DISTINCT FROM public.hw_spec_terms(ms."especificaciones");
