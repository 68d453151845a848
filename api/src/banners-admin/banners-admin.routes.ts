import { Router } from 'express';
import type { BannerKind } from '@hardprecios/core/db/schema';
import { AppError } from '@hardprecios/core/errors/app-error';
import { listBanners } from '@hardprecios/core/banners/banners.repository';
import type { AppDeps } from '../deps';
import { endpoint, idParam } from '../http/endpoint';
import { requireRole } from '../auth/auth.middleware';
import { singleImageUpload } from '../uploads/image-upload';
import { IMAGE_PRESETS } from '../uploads/image-processing';
import { createImageStorage } from '../uploads/image-storage';
import { bannerFormSchema, bannerListQuery } from './banner-form.schema';
import { toAdminBanner } from './banner-admin.mapper';
import { BANNER_MESSAGES, createBanner, removeBanner } from './banners-admin.service';

/**
 * Banner administration (fullAdmin only), mounted at /api/stores next to the public banners router,
 * before the public stores router so these fixed paths never reach /api/stores/:id.
 */
export function bannersAdminRoutes({ env, database }: AppDeps): Router {
  const router = Router();
  const deps = { db: database.db, images: createImageStorage(env.UPLOADS_DIR) };
  const fullAdmin = requireRole('fullAdmin');
  const bannerUpload = singleImageUpload('banner', IMAGE_PRESETS.bannerDesktop.maxBytes);

  const upload = (kind: BannerKind) =>
    endpoint({ params: idParam, form: bannerFormSchema }, async ({ params, form }, req, res) => {
      if (!req.file) throw new AppError('bad_request', BANNER_MESSAGES.imageRequired);
      const banner = await createBanner(deps, params.id, kind, form, req.file.buffer);
      res.status(201);
      return { data: toAdminBanner(banner), message: BANNER_MESSAGES.created };
    });

  router.post('/tienda/:id/banner', fullAdmin, bannerUpload, upload('desktop'));
  router.post('/tienda/:id/banner/mobile', fullAdmin, bannerUpload, upload('mobile'));

  router.delete(
    '/banner/:id',
    fullAdmin,
    endpoint({ params: idParam }, async ({ params }) => {
      await removeBanner(deps, params.id);
      return { message: BANNER_MESSAGES.deleted };
    }),
  );

  router.get(
    '/banners/admin',
    fullAdmin,
    endpoint({ query: bannerListQuery }, async ({ query }) => ({
      data: (await listBanners(deps.db, { kind: query.tipo })).map((b) => toAdminBanner(b)),
    })),
  );

  return router;
}
