import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll } from 'vitest';
import { loadEnv, type Env } from '@hardprecios/core/config/env';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { createTestDatabase, testRedis, type TestDatabase } from '@hardprecios/core/testing/test-database';
import { createApp } from '../app';
import { searchRuntime } from '../search/search-runtime';
import type { AppDeps } from '../deps';

export interface TestApp {
  url: string;
  deps: AppDeps;
  /** The Express app itself (tests that walk its routes). */
  express: Express;
  database: TestDatabase;
  /** fetch against the app; JSON bodies are sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /**
   * After the test wrote the catalog beside the app (a seed, a factory): the search index the app built
   * before, maybe slowly on a busy machine, is rebuilt and never answers from its stale window.
   */
  catalogWritten(): void;
}

/**
 * The real app on an ephemeral port, on a database and a Redis key prefix of this test file's own.
 * Closed after the file.
 */
export async function startTestApp(
  envOverrides: Partial<Record<keyof Env, string>> = {},
  options: Pick<AppDeps, 'webDist' | 'readPreviewWaitMs'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const redisConfig = testRedis();
  const env = loadEnv({
    NODE_ENV: 'test',
    REDIS_PREFIX: redisConfig.prefix,
    LOG_LEVEL: 'silent',
    ...envOverrides,
  });
  const redis = connectRedisFailFast(redisConfig.url);
  const deps: AppDeps = { env, database, redis, logger: createLogger('silent', 'test'), ...options };
  const express = createApp(deps);
  const server = express.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    const keys = await redis.keys(`${redisConfig.prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  return {
    url,
    deps,
    express,
    database,
    catalogWritten: () => searchRuntime(deps).memoryIndex?.invalidate(),
    request: (path, init = {}) => {
      const { json, ...rest } = init;
      return fetch(url + path, {
        ...rest,
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(rest.headers ?? {}),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
  };
}
