import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const THREAD_ENTRY = fileURLToPath(new URL('./sheet-thread.ts', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Libraries stay outside the bundle, required from their installed place by absolute path (so the
 * evaluated code finds them whatever the process's directory); our own TypeScript, the workspace
 * packages included, is bundled.
 */
const librariesByPath: Plugin = {
  name: 'libraries-by-path',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hardprecios/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      return { path: require.resolve(args.path), external: true };
    });
  },
};

let bundle: Promise<string> | undefined;

/** The compiled build ships the thread prebuilt beside the workers' bundle (scripts/build-server.ts). */
const PREBUILT = fileURLToPath(new URL('./sheet-thread.cjs', import.meta.url));

/** What to start the thread from: the prebuilt file when there is one, else code bundled now. */
export async function sheetThreadSource(): Promise<{ source: string; eval: boolean }> {
  if (existsSync(PREBUILT)) return { source: PREBUILT, eval: false };
  return { source: await sheetThreadCode(), eval: true };
}

/**
 * The spreadsheet thread's code as one CommonJS script, built once per process. Evaluated as plain
 * JavaScript, the thread needs no TypeScript loader of its own: some 40 MB less per import running.
 */
function sheetThreadCode(): Promise<string> {
  bundle ??= build({
    entryPoints: [THREAD_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [librariesByPath],
  }).then((result) => result.outputFiles[0]!.text);
  // A failed build is retried by the next import rather than cached.
  bundle.catch(() => (bundle = undefined));
  return bundle;
}
