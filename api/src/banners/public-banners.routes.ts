import { Router } from 'express';
import { z } from 'zod';
import { BANNER_KINDS } from '@hardprecios/core/db/schema';
import { listBanners } from '@hardprecios/core/banners/banners.repository';
import { argentinaDay } from '@hardprecios/core/stats/argentina-day';
import { STORE_STATUS } from '@hardprecios/core/stores/stores.repository';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';

const bannersQuery = z.object({ tipo: z.enum(BANNER_KINDS).default('desktop') });

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** GET /api/stores/banners?tipo=desktop|mobile: the home carousel, banners within their date window. */
export function publicBannersRoutes(deps: AppDeps): Router {
  const router = Router();
  const runtime = searchRuntime(deps);
  router.get(
    '/banners',
    endpoint({ query: bannersQuery }, async ({ query }) => {
      const [rules, banners] = await Promise.all([
        runtime.rules(),
        // Windows are Argentina calendar days, both ends included.
        listBanners(deps.database.db, { kind: query.tipo, activeOn: argentinaDay(new Date()) }),
      ]);
      return {
        banners: banners
          .filter((b) => b.storeStatusId === STORE_STATUS.active)
          .map((b) => ({
            id: b.id,
            url: b.imageUrl,
            tiendaId: b.storeId,
            nombre: b.storeName,
            tienda: { nombre: b.storeName },
            // The spec's excluded store (145) shows its banners without a link.
            clickable: !rules.publicStoresExcluded.includes(b.storeId),
            storeUrl: withScheme(b.storeUrl),
          })),
      };
    }),
  );
  return router;
}
