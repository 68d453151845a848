import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from '@hardprecios/core/runtime/ports';

/**
 * With no REDIS_URL, `npm start` runs a redis-server of its own with its data under `dir`
 * (append-only file, so queued jobs survive a restart). It runs in a process group of its own: Ctrl-C
 * signals the terminal's whole group, and Redis must outlive the app's shutdown (jobs finishing,
 * statistics written), so the app stops it last (`stopLocalRedis`), and on any exit.
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
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // However the app ends (an uncaught error, process.exit), its Redis does not stay behind.
  process.once('exit', () => {
    if (running(child)) child.kill('SIGTERM');
  });
  await waitForPort(port, 10_000, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Stops the local redis-server (it saves its append-only file) and waits for it, at most `ms`. */
export async function stopLocalRedis(child: ChildProcess, ms = 5_000): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}
