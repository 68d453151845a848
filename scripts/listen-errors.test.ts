/**
 * A process whose port is taken stops with a clear message and a non-zero exit, instead of logging
 * 'listening' and running with no server: the API alone, `npm start` and a worker's health port.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { createTestDatabase, testRedis, type TestDatabase } from '@hardprecios/core/testing/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const redis = testRedis();
let database: TestDatabase;
let squatter: net.Server;
let takenPort: number;

beforeAll(async () => {
  database = await createTestDatabase();
  squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  takenPort = (squatter.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => squatter.close(resolve));
  // What the worker registered before it stopped.
  const client = connectRedisFailFast(redis.url);
  const keys = await client.keys(`${redis.prefix}*`);
  if (keys.length) await client.del(...keys);
  await client.quit();
});

/** Runs a TypeScript entry point; resolves with its exit code and output, or kills it after `ms`. */
function run(entry: string, env: Record<string, string>, ms = 45_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      output += `\n(still running after ${ms} ms: killed)`;
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The fatal line the process logged (pino JSON), if any. */
const fatal = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .find((entry) => entry.level === 60)?.msg;

describe('a port already taken', () => {
  it('stops the API with a clear message and exit code 1', async () => {
    const { code, output } = await run('api/src/main.ts', { PORT: String(takenPort) });
    expect(fatal(output), output).toBe(
      `the API cannot listen on 127.0.0.1:${takenPort}: the port is already in use (another copy running?); stop what holds it or set PORT`,
    );
    expect(output).not.toMatch(/API listening/);
    expect(code).toBe(1);
  }, 60_000);

  it('stops `npm start` before its slow steps, with a clear message and exit code 1', async () => {
    const { code, output } = await run('scripts/start.ts', { PORT: String(takenPort) });
    expect(fatal(output), output).toBe(
      `HardPrecios cannot listen on 127.0.0.1:${takenPort}: the port is already in use (another copy running?); stop what holds it or set PORT`,
    );
    expect(output).not.toMatch(/building the web client|database ready/);
    expect(code).toBe(1);
  }, 60_000);

  it('stops a worker whose health port is taken, with a clear message and exit code 1', async () => {
    const { code, output } = await run('workers/src/main.ts', { WORKER_PORT: String(takenPort) });
    expect(fatal(output), output).toBe(
      `the worker health port cannot listen on 127.0.0.1:${takenPort}: the port is already in use (another copy running?); stop what holds it or set WORKER_PORT`,
    );
    expect(code).toBe(1);
  }, 60_000);
});
