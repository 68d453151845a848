import { z } from 'zod';
import { SEARCH_LIMITS } from '@hardprecios/search-config/instantsearch';
import { freeText } from '@hardprecios/core/validation/free-text';

const MAX_PAGE = 10_000;
const MAX_PRICE = 1e11;

const page = z.coerce.number().int().min(1).max(MAX_PAGE);
const limit = z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxHitsPerPage);
const price = z.coerce.number().finite().min(0).max(MAX_PRICE);
/** 'asc' | 'desc' by price; absent or empty: relevance (cheapest first without a query). */
const sort = z
  .enum(['asc', 'desc', 'ASC', 'DESC', ''])
  .optional()
  .transform((v) => (v ? (v.toLowerCase() as 'asc' | 'desc') : undefined));
/** Search words are free text: control characters are dropped, not refused. */
const searchText = z.string().trim().max(SEARCH_LIMITS.maxQueryLength);

/** min and max, when both given, in order; the error names `min`. */
const ordered = <T extends { min?: number; max?: number }>(v: T, ctx: z.RefinementCtx) => {
  if (v.min !== undefined && v.max !== undefined && v.min > v.max)
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'min no puede ser mayor que max' });
};

export const pageQuery = z.object({ page: page.default(1), limit: limit.default(12), sort });
export type PageQuery = z.output<typeof pageQuery>;

export const priceRangeQuery = pageQuery
  .extend({ min: price.optional(), max: price.optional() })
  .superRefine(ordered);
export type PriceRangeQuery = z.output<typeof priceRangeQuery>;

export const scopedSearchQuery = pageQuery
  .extend({
    query: freeText(searchText.min(1, 'escribí qué buscar')),
    min: price.optional(),
    max: price.optional(),
  })
  .superRefine(ordered);
export type ScopedSearchQuery = z.output<typeof scopedSearchQuery>;

export const searchProductsBody = z
  .object({
    key: freeText(searchText).default(''),
    page: page.default(1),
    pageSize: limit.default(12),
    sortField: z.literal('precio').optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
    minPrice: price.nullish(),
    maxPrice: price.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.minPrice != null && v.maxPrice != null && v.minPrice > v.maxPrice)
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'minPrice no puede ser mayor que maxPrice',
      });
  });
export type SearchProductsBody = z.output<typeof searchProductsBody>;

const productId = z.number().int().positive().max(2_147_483_647);

/** { ids: [..] } or { productoId } (the spec's client sends either). */
export const featureBody = z
  .object({
    ids: z.array(productId).min(1).max(100).optional(),
    productoId: z.coerce.number().pipe(productId).optional(),
  })
  .refine((v) => v.ids !== undefined || v.productoId !== undefined, {
    path: ['ids'],
    message: "indicá 'ids' (lista de ids de producto) o 'productoId'",
  })
  .transform((v) => [...new Set([...(v.ids ?? []), ...(v.productoId !== undefined ? [v.productoId] : [])])]);
