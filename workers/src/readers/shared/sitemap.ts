import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import type { FetchResult } from '../../http/types';

export interface SitemapEntries {
  /** Page URLs of a `<urlset>`. */
  pages: string[];
  /** Child sitemaps of a `<sitemapindex>`. */
  sitemaps: string[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: true,
  parseTagValue: false,
});

const locs = (entries: unknown): string[] =>
  (Array.isArray(entries) ? entries : entries ? [entries] : [])
    .map((e) => (typeof e === 'object' && e && 'loc' in e ? String((e as { loc: unknown }).loc).trim() : ''))
    .filter(Boolean);

/** A sitemap or sitemap index (sitemaps.org protocol). Anything else gives no entries. */
export function parseSitemap(xml: string): SitemapEntries {
  let doc: { urlset?: { url?: unknown }; sitemapindex?: { sitemap?: unknown } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch {
    return { pages: [], sitemaps: [] };
  }
  return { pages: locs(doc.urlset?.url), sitemaps: locs(doc.sitemapindex?.sitemap) };
}

/** `Sitemap:` lines of a robots.txt. */
export function sitemapsFromRobots(robots: string): string[] {
  return robots
    .split(/\r?\n/)
    .map((line) => line.match(/^\s*sitemap\s*:\s*(\S+)/i)?.[1])
    .filter((url): url is string => Boolean(url));
}

/**
 * The XML of a sitemap answer. `.xml.gz` sitemaps are often served as raw gzip (`application/x-gzip`)
 * rather than with `Content-Encoding`; those need the answer's bytes. A Fetcher that exposes them as
 * `bytes` (or decodes binary answers as latin1) makes them readable; otherwise this returns undefined.
 */
/** A gzip bomb posing as a sitemap must not exhaust the worker's memory. */
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

export function sitemapXml(page: FetchResult): string | undefined {
  const gzipped = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;
  if (page.bytes && gzipped(page.bytes))
    return gunzipSync(page.bytes, { maxOutputLength: MAX_SITEMAP_BYTES }).toString('utf8');
  if (page.text.startsWith('\u001f\u008b'))
    return gunzipSync(Buffer.from(page.text, 'latin1'), { maxOutputLength: MAX_SITEMAP_BYTES }).toString(
      'utf8',
    );
  if (/^\s*(<\?xml|<urlset|<sitemapindex)/.test(page.text)) return page.text;
  if (page.text.startsWith('\u001f') || page.text.includes('\ufffd')) return undefined;
  return page.text;
}
