import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built React client: hashed assets cached for a year, index.html never cached, and every
 * other GET outside /api answered with index.html so client-side routes work on reload.
 */
export function webClientRoutes(webDist: string | undefined): Router {
  const router = Router();
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return router;
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDist, 'index.html'));
  });
  return router;
}
