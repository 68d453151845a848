import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files fit in one packet whatever their encoding. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);

/**
 * Writes a `.gz` (zopfli: valid gzip, a few percent smaller than zlib's best) and a `.br` (brotli at
 * its highest quality) beside every text asset of the build, so the server sends them as they are
 * instead of compressing on each request (see api/src/web-client). Builds take a few seconds longer;
 * shoppers on slow phones download less.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hardprecios-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Vite's manifest (.vite/) is read by the server from disk, never sent to a browser.
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { numiterations: 15 }),
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}
