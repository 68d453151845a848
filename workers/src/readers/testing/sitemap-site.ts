import { jsonldReader } from '../jsonld';
import { collect, testContext } from './collect';
import { RouteFetcher } from './route-fetcher';

/**
 * Reads one page the way a store update reads a product page: robots.txt names the sitemap, the
 * sitemap lists the page at `path` of `base`, the schema.org reader reads it.
 */
export function readFromSitemap(base: string, path: string, html: string) {
  const fetcher = new RouteFetcher({
    '/robots.txt': { body: `User-agent: *\nSitemap: ${base}/sitemap.xml\n` },
    '/sitemap.xml': {
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}${path}</loc></url></urlset>`,
    },
    [path]: { body: html, headers: { 'content-type': 'text/html; charset=utf-8' } },
  });
  return collect(jsonldReader, testContext(base, fetcher));
}
