/**
 * The production build of the server processes: one ESM bundle per entry point, run with plain `node`
 * (no TypeScript loader, no dev dependencies):
 *   dist/server/api.mjs        the API (api/src/main.ts)
 *   dist/server/workers.mjs    the workers (workers/src/main.ts)
 *   dist/server/sheet-child.cjs   the spreadsheet parser the workers start, one process per file
 *   dist/server/identity-worker.mjs   the thread a catalog-wide regroup reads listings' identities in
 *   dist/server/drizzle/       the migrations both run at start
 *   dist/server/opendb/        the OpenDB parts derivative the spec reader links listings to
 * Our own TypeScript (workspace packages included) is bundled; libraries stay in node_modules.
 * Usage: `npm run build:server`.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist/server`;

/** Libraries are imported from node_modules at run time by name; `@hardprecios/*` is ours: bundled. */
const librariesExternal: Plugin = {
  name: 'libraries-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hardprecios/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [librariesExternal],
  absWorkingDir: root,
};

export async function buildServer(): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await Promise.all([
    build({
      ...common,
      format: 'esm',
      entryPoints: {
        api: 'api/src/main.ts',
        workers: 'workers/src/main.ts',
        'identity-worker': 'core/src/models/identity-worker.ts',
      },
      outdir: out,
      outExtension: { '.js': '.mjs' },
      splitting: false,
    }),
    build({
      ...common,
      format: 'cjs',
      entryPoints: { 'sheet-child': 'workers/src/spreadsheets/sheet-child.ts' },
      outdir: out,
      outExtension: { '.js': '.cjs' },
    }),
  ]);
  cpSync(`${root}core/drizzle`, `${out}/drizzle`, { recursive: true });
  cpSync(`${root}core/data/opendb`, `${out}/opendb`, { recursive: true });
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = await buildServer();
  console.log(`built ${dir}`);
}
