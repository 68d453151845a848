import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen module each public address opens (web/src/app/router.tsx): the client loads it only after
 * its entry has run, so the server names it in the HTML and the browser fetches both at once.
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/stores\/?$/, 'src/app/routes/stores.tsx'],
  [/^\/search-result\/?$/, 'src/app/routes/search-result.tsx'],
  [/^\/product-detail\/[^/]+\/?$/, 'src/app/routes/product-detail.tsx'],
  [/^\/search-info\/?$/, 'src/app/routes/search-info.tsx'],
  [/^\/categories-mobile\/?$/, 'src/app/routes/categories-mobile.tsx'],
  [/^\/faq\/?$/, 'src/app/routes/faq.tsx'],
  [/^\/about\/?$/, 'src/app/routes/about.tsx'],
  [/^\/armar-pc\/?$/, 'src/app/routes/build-pc.tsx'],
];

/**
 * `<link>` tags preloading a route's screen chunk, the chunks it imports and its stylesheets, minus
 * what index.html already loads. An address outside the table, or a build without a manifest, gets none.
 */
export function createRoutePreloads(webDist: string): (pathname: string) => string {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const loadedByEntry = closure(manifest, ['index.html']);
  const tagsByModule = new Map<string, string>();
  for (const [, key] of ROUTE_MODULES) {
    if (!manifest[key]) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const chunkKey of closure(manifest, [key])) {
      if (loadedByEntry.has(chunkKey)) continue;
      const chunk = manifest[chunkKey]!;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
    const tags = [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    tagsByModule.set(key, tags.join('\n    '));
  }
  return (pathname) => {
    const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
    return (route && tagsByModule.get(route[1])) ?? '';
  };
}

/** The chunks `keys` load statically, themselves included. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** index.html with a route's preload tags before </head>. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', `    ${tags}\n  </head>`) : html;
}
