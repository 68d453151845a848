-- The text the search index reads from a product name. Besides the name itself it spells out
-- number+unit and model tokens apart, so "16GB" is also "16 GB" and "RTX4060" also "RTX 4060", and
-- splits "DDR4-3200" (which the parser would read as "ddr4" and "-3200"): shoppers type either form
-- ("ddr4 3200" must find "DDR4-3200" and "DDR4 3200MHz"). IMMUTABLE so a generated column may use it.
CREATE OR REPLACE FUNCTION public.hw_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace($1, '([[:alnum:]])-([0-9])', '\1 \2', 'g'),
        '\m([0-9]+)([[:alpha:]]+)\M', '\1\2 \1 \2', 'g'),
      '\m([[:alpha:]]{2,})([0-9]{3,})\M', '\1\2 \1 \2', 'g')
  $$;
