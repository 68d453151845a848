import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from '@hardprecios/core/runtime/ports';

/**
 * With no REDIS_URL, `npm start` runs a redis-server of its own with its data under `dir`
 * (append-only file, so queued jobs survive a restart).
 */
export async function startLocalRedis(dir: string): Promise<{ url: string; process: ChildProcess }> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error(
      'REDIS_URL is not set and redis-server is not installed. Install it (Debian/Ubuntu: sudo apt-get install redis-server) or set REDIS_URL=redis://host:6379.',
    );
  }
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      path.resolve(dir),
      '--appendonly',
      'yes',
      '--save',
      '',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, 10_000, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, process: child };
}
