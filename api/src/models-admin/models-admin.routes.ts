import { Router } from 'express';
import type { AppDeps } from '../deps';
import { currentUser, requireRole } from '../auth/auth.middleware';
import { endpoint, idParam } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';
import { mergeBody, modelListQuery, specCorrectionBody, splitBody } from './models-admin.schema';
import { modelsAdminService } from './models-admin.service';

/**
 * /api/admin/modelos: operators' view of product identity (fullAdmin only). Decisions are stored and
 * audited with the signed-in admin's e-mail.
 */
export function modelsAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = modelsAdminService(deps.database.db, searchRuntime(deps));
  const fullAdmin = requireRole('fullAdmin');

  router.get(
    '/',
    fullAdmin,
    endpoint({ query: modelListQuery }, ({ query }) => service.list(query)),
  );

  router.get(
    '/:id',
    fullAdmin,
    endpoint({ params: idParam }, async ({ params }) => ({ data: await service.detail(params.id) })),
  );

  router.post(
    '/:id/separar',
    fullAdmin,
    endpoint({ params: idParam, body: splitBody }, ({ params, body }, _req, res) =>
      service.split(params.id, body.productoId, currentUser(res)!.email),
    ),
  );

  router.post(
    '/:id/especificaciones',
    fullAdmin,
    endpoint({ params: idParam, body: specCorrectionBody }, ({ params, body }, _req, res) =>
      service.correctSpec(params.id, body, currentUser(res)!.email),
    ),
  );

  router.post(
    '/:id/unir',
    fullAdmin,
    endpoint({ params: idParam, body: mergeBody }, ({ params, body }, _req, res) =>
      service.merge(params.id, body.modeloId, currentUser(res)!.email),
    ),
  );

  return router;
}
