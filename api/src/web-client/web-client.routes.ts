import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { findProductDetails } from '@hardprecios/core/products/products.repository';
import type { AppDeps } from '../deps';
import { searchRuntime } from '../search/search-runtime';
import { createRoutePreloads, withPreloads } from './route-preloads';
import { productMeta, renderIndexHtml } from './seo';
import { createSearchResultRenderer, withServerRender } from './server-render';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * Serves the built React client: hashed assets cached for a year (precompressed), index.html never cached, and every
 * other GET outside /api answered with index.html so client-side routes work on reload. Product pages
 * get their title, description, Open Graph tags and JSON-LD filled in on the server, for crawlers and
 * link previews.
 */
export function webClientRoutes(deps: AppDeps): Router {
  const router = Router();
  const { env, database } = deps;
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(robotsTxt(env.PUBLIC_URL));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(await sitemapXml(database.db, env.PUBLIC_URL));
    } catch (err) {
      next(err);
    }
  });

  const webDist = deps.webDist;
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return router;
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const routePreloads = createRoutePreloads(webDist);
  const sendHtml = (req: Request, res: Response, html: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    // Browsers that support client hints then say their viewport width, for the results page's server render.
    res.setHeader('Accept-CH', 'Sec-CH-Viewport-Width');
    res.type('html').send(withPreloads(html, routePreloads(req.path)));
  };

  // The build writes .br and .gz beside each asset (web/build/precompress.ts): sent as they are,
  // brotli first, so compression() never recompresses them.
  router.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get('/product-detail/:id', async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const [product] = Number.isSafeInteger(id) && id > 0 ? await findProductDetails(database.db, [id]) : [];
      if (!product) return sendHtml(req, res, template);
      sendHtml(req, res, renderIndexHtml(template, productMeta(product, env.PUBLIC_URL, env.PRODUCT_NAME)));
    } catch (err) {
      next(err);
    }
  });
  // Results pages come with their first cards in the HTML (web/src/ssr/), laid out for the viewport.
  const renderSearchResult = createSearchResultRenderer(webDist, searchRuntime(deps), deps.logger);
  router.get(/^\/search-result\/?$/, async (req, res) => {
    const page = await renderSearchResult(req);
    res.setHeader('Vary', 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent');
    sendHtml(req, res, page ? withServerRender(template, page) : template);
  });
  router.get(/^\/(?!api\/).*/, (req, res) => sendHtml(req, res, template));
  return router;
}
