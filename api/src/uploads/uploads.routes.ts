import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../deps';

const PUBLIC_FOLDERS = ['logos', 'banners'];
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves uploaded logos and banners from UPLOADS_DIR. Every file has a random, never-reused name,
 * so it can be cached for a year as immutable.
 */
export function uploadsRoutes({ env }: AppDeps): Router {
  const router = Router();
  // Only images are public; uploaded price lists (UPLOADS_DIR/imports) never are.
  for (const folder of PUBLIC_FOLDERS) {
    router.use(
      `/${folder}`,
      express.static(path.join(env.UPLOADS_DIR, folder), {
        index: false,
        redirect: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: ONE_YEAR_MS,
      }),
    );
  }
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('No encontrado');
  });
  return router;
}
