/**
 * Ctrl-C in a terminal signals the whole process group. `npm start` must then stop in bounded time
 * whatever dies first — its own redis-server included — instead of reconnecting to it until killed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@hardprecios/core/runtime/ports';
import { createTestDatabase, type TestDatabase } from '@hardprecios/core/testing/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));
let database: TestDatabase;
let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'hardprecios-shutdown-'));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  redisPid: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

/** `npm start` with its own redis-server, in a process group of its own as a terminal runs it. */
async function start(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      WORKER_PORT: String(await freePort()),
      DATABASE_URL: database.url,
      REDIS_DIR: path.join(dataDir, `redis-${started.length}`),
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const began = Date.now();
  while (!/listening on http/.test(output)) {
    if (child.exitCode !== null || Date.now() - began > 90_000) throw new Error(`did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // Its own redis-server: the one child of that name.
  const redisPid = Number(
    execFileSync('pgrep', ['-P', String(child.pid), '-x', 'redis-server'], { encoding: 'utf8' }),
  );
  return { child, redisPid, output: () => output, exited };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ctrl-C: SIGINT to every process of the group. Resolves with the exit code and how long it took. */
async function ctrlC(running: Running) {
  const signalled = Date.now();
  process.kill(-running.child.pid!, 'SIGINT');
  const { code, at } = await running.exited;
  return { code, ms: at - signalled };
}

describe('npm start stopped with Ctrl-C', () => {
  it('stops within seconds, its own redis-server last, leaving nothing running', async () => {
    const running = await start();
    const { code, ms } = await ctrlC(running);
    expect(code, running.output()).toBe(0);
    expect(ms).toBeLessThan(8_000);
    expect(alive(running.redisPid)).toBe(false);
  }, 120_000);

  it('stops within seconds when its redis-server died first', async () => {
    const running = await start();
    process.kill(running.redisPid, 'SIGKILL');
    // Long enough for every connection to notice and start reconnecting.
    await new Promise((r) => setTimeout(r, 1_500));
    const { code, ms } = await ctrlC(running);
    expect(code, running.output()).not.toBeNull();
    expect(ms, running.output()).toBeLessThan(8_000);
  }, 120_000);
});
