import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// react-router's package exports point at its development build (warnings, dev checks);
// production bundles use the production build it ships beside it (no dev-only checks).
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];
// See src/lib/qs-shim.ts: only InstantSearch's default router (which we replace) needs qs.
const qsShim = { find: /^qs$/, replacement: fileURLToPath(new URL('./src/lib/qs-shim.ts', import.meta.url)) };

// The API (port 3000) serves web/dist and answers /api/* on the same origin; in dev Vite proxies to it.
const apiOrigin = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle (dist-server/, see src/ssr/) is read from disk by the API, never sent.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: command === 'build' ? [...reactRouterProduction, qsShim] : [qsShim] },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/demo-assets': apiOrigin,
      '/uploads': apiOrigin,
      '/sitemap.xml': apiOrigin,
      '/robots.txt': apiOrigin,
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // Read by the API, which names each route's chunks in the HTML (api/src/web-client/route-preloads.ts).
    manifest: !isSsrBuild,
    target: 'es2022',
    // Every browser we target supports <link rel=modulepreload>; the polyfill would ship to all.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Every page needs these: one chunk compresses better than five and caches as one.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
                },
              ],
            },
          },
        },
  },
  // The server bundle carries its libraries, so Node never resolves InstantSearch's ESM files itself.
  ssr: { noExternal: true },
}));
