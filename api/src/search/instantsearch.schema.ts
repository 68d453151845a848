import { z } from 'zod';
import {
  FACET_ATTRIBUTES,
  PRICE_ATTRIBUTE,
  SEARCH_INDEXES,
  SEARCH_LIMITS,
  SPEC_LIST_ATTRIBUTES,
  SPEC_RANGE_ATTRIBUTES,
  type FacetAttribute,
  type SpecListAttribute,
} from '@hardprecios/search-config/instantsearch';
import { freeText } from '@hardprecios/core/validation/free-text';

/**
 * POST /api/search as InstantSearch sends it (Algolia's multi-query protocol): each request's
 * params come as an object, or URL-encoded as older Algolia clients send them. Unknown params
 * (highlighting, analytics tags...) are ignored; the ones we act on are checked strictly.
 */

const facetName = z.enum([
  ...FACET_ATTRIBUTES,
  ...SPEC_LIST_ATTRIBUTES,
  ...SPEC_RANGE_ATTRIBUTES,
  PRICE_ATTRIBUTE,
  '*',
]);
const FILTER_ATTRIBUTES: readonly string[] = [...FACET_ATTRIBUTES, ...SPEC_LIST_ATTRIBUTES];
const NUMERIC_ATTRIBUTES = [PRICE_ATTRIBUTE, ...SPEC_RANGE_ATTRIBUTES] as const;
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

/** "categoria:Placas de video" → { attribute, value }. */
const facetFilter = z.string().transform((text, ctx) => {
  const at = text.indexOf(':');
  const attribute = at > 0 ? text.slice(0, at).trim() : '';
  if (!FILTER_ATTRIBUTES.includes(attribute)) {
    ctx.addIssue({
      code: 'custom',
      message: `filtro desconocido '${text}' (atributos: ${FILTER_ATTRIBUTES.join(', ')})`,
    });
    return z.NEVER;
  }
  return { attribute: attribute as FacetAttribute | SpecListAttribute, value: text.slice(at + 1).trim() };
});
export type FacetFilter = z.output<typeof facetFilter>;

const numberText = '(-?\\d+(?:\\.\\d+)?)';
const numericName = `(${NUMERIC_ATTRIBUTES.join('|')})`;
const comparison = new RegExp(`^\\s*${numericName}\\s*(<=|>=|<|>|=)\\s*${numberText}\\s*$`);
const range = new RegExp(`^\\s*${numericName}\\s*:\\s*${numberText}\\s+TO\\s+${numberText}\\s*$`);

/** "precio>=100", "precio:100 TO 5000" → inclusive bounds (prices have cents: > x is >= x + 0.01). */
const numericFilter = z.string().transform((text, ctx) => {
  const r = range.exec(text);
  if (r) return { attribute: r[1] as NumericAttribute, min: Number(r[2]), max: Number(r[3]) };
  const c = comparison.exec(text);
  if (!c) {
    ctx.addIssue({
      code: 'custom',
      message: `filtro numérico no soportado '${text}' (use ${NUMERIC_ATTRIBUTES.join(', ')} con >=N, <=, <, >, =)`,
    });
    return z.NEVER;
  }
  const attribute = c[1] as NumericAttribute;
  const n = Number(c[3]);
  const bounds: Record<string, { min?: number; max?: number }> = {
    '>=': { min: n },
    '>': { min: n + 0.01 },
    '<=': { max: n },
    '<': { max: n - 0.01 },
    '=': { min: n, max: n },
  };
  return { attribute, ...bounds[c[2]!]! };
});
export type NumericBound = z.output<typeof numericFilter>;

/** Algolia lets a single value stand for a list of one. */
const asList = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);
const listOf = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item).max(50));

const params = z
  .object({
    // Search words are free text: control characters are dropped, not refused.
    query: freeText(z.string().max(SEARCH_LIMITS.maxQueryLength)).default(''),
    page: z.coerce.number().int().min(0).max(SEARCH_LIMITS.maxReachableHits).default(0),
    hitsPerPage: z.coerce.number().int().min(0).max(SEARCH_LIMITS.maxHitsPerPage).default(20),
    facets: listOf(facetName).default([]),
    // AND of OR-groups; a plain string is a group of one.
    facetFilters: listOf(listOf(facetFilter)).default([]),
    // OR-groups of numeric filters are not supported; a group of one is.
    numericFilters: listOf(
      z.preprocess(asList, z.array(numericFilter).length(1, 'grupos OR de filtros numéricos no soportados')),
    ).default([]),
    maxValuesPerFacet: z.coerce.number().int().min(1).max(1000).default(100),
    // The grouped view: one hit per model (Algolia's distinct, a boolean or a number of hits per group).
    distinct: z
      .union([
        z.boolean(),
        z.enum(['true', 'false']).transform((v) => v === 'true'),
        z.coerce.number().int().min(0).max(4),
      ])
      .transform((v) => Boolean(v))
      .default(false),
    // A query finding nothing with every word is tried without the fewest words it can do without
    // (core/src/search/relax-query.ts); the answer's queryAfterRemoval marks them, as Algolia's does.
    removeWordsIfNoResults: z.enum(['none', 'allOptional']).default('none'),
    analytics: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
    filters: z.string().max(0, "use facetFilters y numericFilters; 'filters' no está soportado").optional(),
  })
  .loose();

/** URL-encoded params: arrays and booleans arrive JSON-encoded. */
function decodeParams(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (/^[[{]/.test(value) || value === 'true' || value === 'false') {
      try {
        out[key] = JSON.parse(value);
        continue;
      } catch {
        // Not JSON: keep the text; the schema says what is wrong with it.
      }
    }
    out[key] = value;
  }
  return out;
}

const indexName = z.enum([SEARCH_INDEXES.relevance, SEARCH_INDEXES.priceAsc, SEARCH_INDEXES.priceDesc]);

const request = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { indexName: name, params: given, ...rest } = raw as Record<string, unknown>;
  // algoliasearch v5 flattens the params into the request; older clients send a string.
  const decoded = typeof given === 'string' ? decodeParams(given) : (given ?? rest);
  return { indexName: name, params: decoded };
}, z.object({ indexName, params }));

export const multiSearchBody = z.object({
  requests: z.array(request).min(1).max(20),
});
export type MultiSearchBody = z.output<typeof multiSearchBody>;
export type InstantSearchRequest = MultiSearchBody['requests'][number];
