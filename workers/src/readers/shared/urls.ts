/**
 * An absolute http(s) URL for what a page links to (`/p/1`, `//cdn/x.jpg`, `x.html`), or undefined
 * for anything else (javascript:, data:, mailto:, garbage).
 */
export function absoluteUrl(href: string | undefined | null, base: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** `path` (relative to the site, or absolute) as a URL of the site. */
export function siteUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
}

/** The URL with these query parameters set. */
export function withQuery(url: string, params: Record<string, string | number>): string {
  const out = new URL(url);
  for (const [key, value] of Object.entries(params)) out.searchParams.set(key, String(value));
  return out.href;
}

/** The best image of a `srcset` (largest width), e.g. `//cdn/a-480.jpg 480w, //cdn/a-1024.jpg 1024w`. */
export function largestFromSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; width: number } | undefined;
  for (const part of srcset.split(/,\s+/)) {
    const [url, size] = part.trim().split(/\s+/);
    if (!url) continue;
    const width = size ? parseFloat(size) : 1;
    if (!best || width > best.width) best = { url, width };
  }
  return best?.url;
}
