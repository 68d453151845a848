import { Router } from 'express';
import type { AppDeps } from '../deps';
import { publicBannersRoutes } from './public-banners.routes';

/**
 * Banners, mounted at /api/stores (the spec's paths). Each audience has its own file: the public
 * carousel read here; the back office's upload and delete endpoints go in their own router, added
 * below with one more `router.use(...)`.
 */
export function bannersRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicBannersRoutes(deps));
  return router;
}
