import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { testRedis } from '@hardprecios/core/testing/test-database';
import { createApp } from '../app';
import { searchRuntime } from '../search/search-runtime';
import type { AppDeps } from '../deps';
import { armadosSuite } from './armados.suite';

// The contract on the embedded default: the real app on PGlite, in memory.
armadosSuite(async () => {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const redisConfig = testRedis();
  const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'hp-')), 'outbox');
  const env = loadEnv({
    NODE_ENV: 'test',
    REDIS_PREFIX: redisConfig.prefix,
    LOG_LEVEL: 'silent',
    OUTBOX_DIR: outbox,
  });
  const redis = connectRedisFailFast(redisConfig.url);
  const deps = { env, database, redis, logger: createLogger('silent', 'test') } as AppDeps;
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    const keys = await redis.keys(`${redisConfig.prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database.close();
  });
  return {
    db: database.db,
    outbox,
    written: () => searchRuntime(deps).memoryIndex?.invalidate(),
    async get(path) {
      const res = await fetch(url + path);
      return { status: res.status, body: await res.json() };
    },
    async post(json, path = '/api/armados/verificar') {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: res.status, body: await res.json() };
    },
  };
});
