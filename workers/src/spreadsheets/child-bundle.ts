import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const CHILD_ENTRY = fileURLToPath(new URL('./sheet-child.ts', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Libraries stay outside the bundle, required from their installed place by absolute path (so the
 * bundle finds them wherever it is written); our own TypeScript, the workspace packages included, is
 * bundled.
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

/** The compiled build ships the child prebuilt beside the workers' bundle (scripts/build-server.ts). */
const PREBUILT = fileURLToPath(new URL('./sheet-child.cjs', import.meta.url));
/** Where a checkout keeps the child it bundled: its own node_modules cache, as build tools do. */
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/hardprecios', import.meta.url));

let bundled: Promise<string> | undefined;

/**
 * The file the parsing child runs: the prebuilt one when there is one, else the child's code bundled
 * now (once per process) into one CommonJS script in the checkout's cache, so the child needs no
 * TypeScript loader of its own: some 40 MB less per import running.
 */
export function sheetChildFile(): Promise<string> {
  if (existsSync(PREBUILT)) return Promise.resolve(PREBUILT);
  bundled ??= bundleChild();
  // A failed build is retried by the next import rather than cached.
  bundled.catch(() => (bundled = undefined));
  return bundled;
}

async function bundleChild(): Promise<string> {
  const result = await build({
    entryPoints: [CHILD_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [librariesByPath],
  });
  const code = result.outputFiles[0]!.text;
  // Named by its content: a process never starts another version's child.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(CACHE, `sheet-child-${hash}.cjs`);
  if (!existsSync(file)) {
    // Written whole under another name, then renamed: no child starts from half a file.
    await mkdir(CACHE, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return file;
}
