import { Router } from 'express';
import { flaggedFeatured, type FeaturedSource } from '@hardprecios/core/products/featured';
import type { AppDeps } from '../deps';
import { requireRole } from '../auth/auth.middleware';
import { endpoint, idParam } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';
import {
  featureBody,
  pageQuery,
  priceRangeQuery,
  scopedSearchQuery,
  searchProductsBody,
} from './products.schema';
import { productsService, type Scope } from './products.service';

/**
 * Where 'Destacados' come from. The statistics module's visit ranking swaps in here:
 * `featuredProductIds` from core/src/stats/featured.ts has the same shape.
 */
const FEATURED_SOURCE: FeaturedSource = flaggedFeatured;

/** /api/products: the public catalog (every list through the search engine) and the featured flags. */
export function productsRoutes(deps: AppDeps, featuredSource: FeaturedSource = FEATURED_SOURCE): Router {
  const router = Router();
  const service = productsService(deps.database.db, searchRuntime(deps), featuredSource);

  router.get(
    '/all-products',
    endpoint({ query: pageQuery }, ({ query }) => service.list(query)),
  );

  router.get(
    '/destacados',
    endpoint({}, async () => ({ data: await service.featured() })),
  );

  router.get(
    '/historial-precio/:id',
    endpoint({ params: idParam }, async ({ params }) => ({
      success: true,
      data: await service.priceHistory(params.id),
    })),
  );

  router.post(
    '/search-products',
    endpoint({ body: searchProductsBody }, ({ body }, req) =>
      service.list({
        query: body.key,
        sort: body.sortOrder,
        page: body.page,
        limit: body.pageSize,
        minPrice: body.minPrice ?? undefined,
        maxPrice: body.maxPrice ?? undefined,
        recordFrom: req,
      }),
    ),
  );

  for (const scope of ['categoria', 'tienda'] as Scope[]) {
    router.get(
      `/${scope}/:id`,
      endpoint({ params: idParam, query: pageQuery }, async ({ params, query }) =>
        service.list({ ...query, filters: await service.scopeFilter(scope, params.id) }),
      ),
    );
    router.get(
      `/${scope}/:id/precios`,
      endpoint({ params: idParam, query: priceRangeQuery }, async ({ params, query }) =>
        service.list({
          ...query,
          minPrice: query.min,
          maxPrice: query.max,
          filters: await service.scopeFilter(scope, params.id),
        }),
      ),
    );
    router.get(
      `/${scope}/:id/buscar`,
      endpoint({ params: idParam, query: scopedSearchQuery }, async ({ params, query }, req) =>
        service.list({
          ...query,
          minPrice: query.min,
          maxPrice: query.max,
          filters: await service.scopeFilter(scope, params.id),
          recordFrom: req,
        }),
      ),
    );
  }

  router.put(
    '/remover-destacado/:id',
    requireRole('fullAdmin'),
    endpoint({ params: idParam }, async ({ params }) => {
      await service.setFeatured([params.id], false);
      return { message: 'Producto quitado de destacados', data: { id: params.id, destacado: false } };
    }),
  );

  router.post(
    '/productos/destacar',
    requireRole('fullAdmin'),
    endpoint({ body: featureBody }, async ({ body: ids }) => {
      await service.setFeatured(ids, true);
      return { message: 'Productos destacados', data: { ids, destacado: true } };
    }),
  );

  router.get(
    '/:id',
    endpoint({ params: idParam }, async ({ params }) => ({ data: await service.product(params.id) })),
  );

  router.get(
    '/:id/ofertas',
    endpoint({ params: idParam }, async ({ params }) => ({ data: await service.offers(params.id) })),
  );

  router.get(
    '/:id/historial-modelo',
    endpoint({ params: idParam }, async ({ params }) => ({
      success: true,
      data: await service.modelHistory(params.id),
    })),
  );

  router.get(
    '/:id/relacionados',
    endpoint({ params: idParam }, async ({ params }) => ({ data: await service.related(params.id) })),
  );

  return router;
}
