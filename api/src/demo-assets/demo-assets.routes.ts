import { Router } from 'express';
import { renderDemoAsset } from '@hardprecios/fixtures/demo/assets';

/** Placeholder images of the demo catalog (logos, products, banners), generated on request. */
export function demoAssetsRoutes(): Router {
  const router = Router();
  router.get('/demo-assets/*path', (req, res) => {
    const svg = renderDemoAsset(req.path, req.query as Record<string, string>);
    if (!svg) {
      res.status(404).end();
      return;
    }
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.send(svg);
  });
  return router;
}
