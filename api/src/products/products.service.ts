import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { AppError } from '@hardprecios/core/errors/app-error';
import { listPriceHistory } from '@hardprecios/core/price-history/price-history.repository';
import type { FeaturedSource } from '@hardprecios/core/products/featured';
import {
  findProductDetails,
  missingProductIds,
  productExists,
  setFeatured,
} from '@hardprecios/core/products/products.repository';
import { relatedProductIds } from '@hardprecios/core/products/related';
import { modelOffers } from '@hardprecios/core/models/model-offers.repository';
import { modelDailyLowest } from '@hardprecios/core/models/model-history';
import { findModelSpecs } from '@hardprecios/core/models/specs/model-specs.repository';
import type { FilterTerm, SearchSort } from '@hardprecios/core/search/search-engine';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import type { Db } from '@hardprecios/core/db/client';
import { hiddenProductIds, type SearchRuntime } from '../search/search-runtime';
import {
  toModelHistory,
  toOffers,
  toPaged,
  toPriceHistory,
  toProduct,
  toSpecs,
  type Product,
  type ProductWithSpecs,
} from './product.mapper';

export interface ListRequest {
  query?: string;
  filters?: FilterTerm[][];
  sort?: 'asc' | 'desc';
  page: number;
  limit: number;
  minPrice?: number;
  maxPrice?: number;
  /** Count the search for statistics (free-text searches only). */
  recordFrom?: Request;
}

export type Scope = 'categoria' | 'tienda';

const SORT: Record<'asc' | 'desc', SearchSort> = { asc: 'price_asc', desc: 'price_desc' };

/** The product endpoints' logic: every list goes through the search engine, so the rules hold once. */
export function productsService(db: Db, runtime: SearchRuntime, featuredSource: FeaturedSource) {
  // Cards of result pages the engine served from its cache may be as old as that cache (60 s).
  const cards = new LRUCache<number, Product>({ max: 20_000, ttl: 60_000 });

  /** Products with how many stores offer their model and from what price (one query for the page). */
  async function details(ids: number[]): Promise<Product[]> {
    const found = await findProductDetails(db, ids);
    const summaries = await runtime.modelSummaries(
      found.flatMap((p) => (p.modelId === null ? [] : [p.modelId])),
    );
    return found.map((p) => toProduct(p, p.modelId === null ? undefined : summaries.get(p.modelId)));
  }

  async function listedFilter() {
    const rules = await runtime.rules();
    return { priceAbove: rules.priceThreshold, excludeIds: hiddenProductIds(rules) };
  }

  async function cachedDetails(ids: number[]): Promise<Product[]> {
    const missing = ids.filter((id) => !cards.has(id));
    for (const product of await details(missing)) cards.set(product.id, product);
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  async function list(request: ListRequest) {
    const rules = await runtime.rules();
    const result = await runtime.engine.search({
      query: request.query ?? '',
      filters: request.filters,
      minPrice: request.minPrice,
      maxPrice: request.maxPrice,
      priceAbove: rules.priceThreshold,
      excludeIds: hiddenProductIds(rules),
      sort: request.sort ? SORT[request.sort] : 'relevance',
      offset: (request.page - 1) * request.limit,
      limit: request.limit,
      priceStats: true,
      // The cards are the products' own rows (read below): the engine's documents would be read twice.
      idsOnly: true,
    });
    if (request.recordFrom && request.query)
      runtime.recordSearch(request.recordFrom, request.query, result.total);
    const products = result.cached ? await cachedDetails(result.ids) : await details(result.ids);
    return toPaged(products, {
      page: request.page,
      limit: request.limit,
      total: result.total,
      priceStats: result.priceStats,
    });
  }

  /** The filter of a category or store page; 404 when it names none. */
  async function scopeFilter(scope: Scope, id: number): Promise<FilterTerm[][]> {
    if (scope === 'categoria') {
      const names = await runtime.facetNames();
      if (names.name('category', id) === undefined)
        throw new AppError('not_found', `No existe la categoría ${id}`);
      return [[{ field: 'category', id }]];
    }
    if (!(await getStore(db, id))) throw new AppError('not_found', `No existe la tienda ${id}`);
    return [[{ field: 'store', id }]];
  }

  /** One product with its model's specs (the detail page's 'Especificaciones'). */
  async function product(id: number): Promise<ProductWithSpecs> {
    const [found] = await details([id]);
    if (!found) throw new AppError('not_found', `No existe el producto ${id}`);
    const specs = found.modeloId === null ? null : await findModelSpecs(db, found.modeloId);
    return { ...found, ...toSpecs(specs) };
  }

  return {
    list,
    scopeFilter,
    product,

    async related(id: number): Promise<Product[]> {
      const [found] = await findProductDetails(db, [id]);
      if (!found) throw new AppError('not_found', `No existe el producto ${id}`);
      const rules = await runtime.rules();
      const ids = await relatedProductIds(
        db,
        {
          id,
          price: found.price,
          currency: found.currency,
          storeId: found.storeId,
          categoryIds: found.categories.map((c) => c.id),
        },
        { priceAbove: rules.priceThreshold, excludeIds: hiddenProductIds(rules) },
      );
      return details(ids);
    },

    /** The offers of the product's model, one per store, cheapest available first. */
    async offers(id: number) {
      const [found] = await findProductDetails(db, [id]);
      const offers = found && (await modelOffers(db, id, await listedFilter()));
      if (!found || !offers) throw new AppError('not_found', `No existe el producto ${id}`);
      return toOffers(found.name, offers);
    },

    /** The lowest price of the product's model across stores, per day, over the last 90 days. */
    async modelHistory(id: number) {
      const [found] = await findProductDetails(db, [id]);
      if (!found) throw new AppError('not_found', `No existe el producto ${id}`);
      if (found.modelId === null) return [];
      return toModelHistory(await modelDailyLowest(db, found.modelId, await listedFilter()));
    },

    async priceHistory(id: number) {
      if (!(await productExists(db, id))) throw new AppError('not_found', `No existe el producto ${id}`);
      return toPriceHistory(await listPriceHistory(db, id));
    },

    async featured(): Promise<Product[]> {
      return details(await featuredSource(db, { limit: 8 }));
    },

    /** Flags or unflags products; all or nothing: an unknown id is a 404 and nothing changes. */
    async setFeatured(ids: number[], featured: boolean): Promise<number[]> {
      const missing = await missingProductIds(db, ids);
      if (missing.length)
        throw new AppError('not_found', `No existe el producto ${missing.join(', ')}`, { ids: missing });
      return setFeatured(db, ids, featured);
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
