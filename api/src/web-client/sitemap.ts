import { sql } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';

const STATIC_PATHS = ['/', '/stores', '/armar-pc', '/faq', '/about', '/search-info'];
/** The sitemap protocol's limit per file. */
const MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /back-office',
    'Disallow: /login',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Static pages, every active store's catalog and the listed products (most recently updated first). */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const stores = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM stores WHERE status_id = 1 ORDER BY id`,
  );
  const products = await queryRows<{ id: number; updated: string }>(
    db,
    sql`SELECT p.id, to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS updated
        FROM search_documents d JOIN products p ON p.id = d.product_id
        ORDER BY p.updated_at DESC LIMIT ${MAX_URLS - STATIC_PATHS.length - stores.length}`,
  );
  const urls = [
    ...STATIC_PATHS.map((p) => `<url><loc>${escapeXml(publicUrl + p)}</loc></url>`),
    ...stores.map((s) => {
      const query = new URLSearchParams({ stores: String(s.id), storeName: s.name });
      return `<url><loc>${escapeXml(`${publicUrl}/search-result/?${query}`)}</loc></url>`;
    }),
    ...products.map(
      (p) => `<url><loc>${publicUrl}/product-detail/${p.id}</loc><lastmod>${p.updated}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
