import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Finds a free local port for the spawned redis-server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not start listening on port ${port}`);
}

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
  await waitForPort(port, 10_000);
  return { url: `redis://127.0.0.1:${port}`, process: child };
}
