import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

const webDir = fileURLToPath(new URL('../web', import.meta.url));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

/** Builds the web client (web/dist, and its server renderer web/dist-server) when missing or older than its sources. */
export async function buildWebIfStale(logger: Logger): Promise<void> {
  const built = Math.min(
    newestMtime(path.join(webDir, 'dist', 'index.html')),
    newestMtime(path.join(webDir, 'dist-server', 'entry-server.js')),
  );
  const sources = Math.max(
    ...['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
      newestMtime(path.join(webDir, p)),
    ),
  );
  if (built > 0 && built >= sources) return;
  logger.info('building the web client');
  // Always React's production build, whatever NODE_ENV the product itself runs with.
  const result = spawnSync('npm', ['run', '--silent', '-w', 'web', 'build'], {
    cwd: path.dirname(webDir), // `-w web` is a path from the repository root
    // Vite's report goes to stderr: stdout stays for what the caller prints (bench JSON).
    stdio: ['ignore', process.stderr, 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web client build failed (npm run -w web build)');
}
