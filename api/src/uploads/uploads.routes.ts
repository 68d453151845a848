import express, { Router } from 'express';
import type { AppDeps } from '../deps';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves uploaded logos and banners from UPLOADS_DIR. Every file has a random, never-reused name,
 * so it can be cached for a year as immutable.
 */
export function uploadsRoutes({ env }: AppDeps): Router {
  const router = Router();
  router.use(
    express.static(env.UPLOADS_DIR, {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: ONE_YEAR_MS,
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('No encontrado');
  });
  return router;
}
