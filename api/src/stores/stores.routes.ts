import { Router } from 'express';
import { AppError } from '@hardprecios/core/errors/app-error';
import { getStore, listStores, STORE_STATUS } from '@hardprecios/core/stores/stores.repository';
import type { AppDeps } from '../deps';
import { endpoint, idParam } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';
import { toPublicStore } from './store.mapper';

/** Public store reads at /api/stores (administration lives in stores-admin/). */
export function storesRoutes(deps: AppDeps): Router {
  const router = Router();
  const db = deps.database.db;
  const runtime = searchRuntime(deps);

  // 'Tiendas Oficiales': active stores, leaving out those configured as excluded (145).
  router.get(
    '/',
    endpoint({}, async () => {
      const rules = await runtime.rules();
      const stores = await listStores(db, { activeOnly: true, excludeIds: rules.publicStoresExcluded });
      return { data: stores.map(toPublicStore) };
    }),
  );

  // Any active store, the excluded ones too (their catalog is still searchable by store).
  router.get(
    '/:id',
    // A word is a fixed path of a router mounted after this one (/api/stores/admin), not an id.
    (req, _res, next) => next(/^[a-z][a-z-]*$/i.test(String(req.params.id)) ? 'router' : undefined),
    endpoint({ params: idParam }, async ({ params }) => {
      const store = await getStore(db, params.id);
      if (!store || store.statusId !== STORE_STATUS.active)
        throw new AppError('not_found', `No existe la tienda ${params.id}`);
      return { data: toPublicStore(store) };
    }),
  );
  return router;
}
