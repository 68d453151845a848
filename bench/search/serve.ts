/**
 * The real API on a bench database, in a process of its own (so the load generator does not share
 * its event loop). Prints `{"port": N, ...}` once listening and its in-memory search index is built
 * (as a search engine is measured once it has indexed): how long that took and the process's memory.
 * SEARCH_MEMORY_INDEX=false measures SQL alone. On SIGUSR2 it forgets every cached answer (the engine's
 * result sets, plans and documents, the models' figures), keeps its index and its compiled code, and prints
 * `{"forgot": true}`; on SIGHUP it also starts renewing its index (see below). Usage: tsx bench/search/serve.ts <database url>
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '@hardprecios/api/app';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { PostgresSearchEngine } from '@hardprecios/core/search/postgres/postgres-search-engine';
import { searchRuntime } from '@hardprecios/api/search/search-runtime';
import { warmUpSearch } from '@hardprecios/api/search/warm-up/warm-up';

const databaseUrl = process.argv[2]!;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = loadEnv({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `hardprecios-bench-search-${process.pid}`,
  LOG_LEVEL: 'warn',
  SEARCH_MEMORY_INDEX: process.env.SEARCH_MEMORY_INDEX ?? 'true',
  SEARCH_WARM_UP: process.env.SEARCH_WARM_UP ?? 'true',
});
const database = await openDatabase({ url: databaseUrl, poolSize: 10 });
const redis = connectRedis(redisUrl);
const deps = { env, database, redis, logger: createLogger('warn', 'bench-api') };
const app = createApp(deps);
const startedAt = performance.now();
// As api/src/main.ts does before it listens (SEARCH_WARM_UP=false: a cold start, as before 2026-11-26).
// BENCH_WARM_UP=<searches>,<ms> measures another warm-up than the API's own (1,000 searches, 3 s at most).
const [warmQueries, warmMs] = (process.env.BENCH_WARM_UP ?? '').split(',').map(Number);
const warmUp = await warmUpSearch(deps, app, {
  queries: warmQueries || undefined,
  budgetMs: warmMs || undefined,
});
const server = app.listen(0, '127.0.0.1', () => void announce((server.address() as AddressInfo).port));

function forgetAnswers(): void {
  const runtime = searchRuntime(deps);
  if (!(runtime.engine instanceof PostgresSearchEngine))
    throw new Error('only the PostgreSQL engine is measured');
  runtime.engine.forgetAnswers();
  runtime.forgetModelFacts();
}

process.on('SIGUSR2', () => {
  forgetAnswers();
  console.log(JSON.stringify({ forgot: true }));
});

// SIGHUP: forgets as SIGUSR2 does and starts building a newer index (the current one answers meanwhile);
// prints {"renewing": true}, then {"renewed": seconds} once the new index answers.
process.on('SIGHUP', () => {
  const index = searchRuntime(deps).memoryIndex;
  if (!index) throw new Error('no in-memory index to renew');
  forgetAnswers();
  const started = performance.now();
  index.renew();
  console.log(JSON.stringify({ renewing: true }));
  void index
    .ready()
    .then(() => console.log(JSON.stringify({ renewed: (performance.now() - started) / 1000 })));
});

async function announce(port: number): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      search: { memoryIndex: 'off' | { state: string; documents: number } };
    };
    const index = health.search.memoryIndex;
    if (index === 'off' || index.state !== 'building') {
      const rssMb = Math.round(process.memoryUsage().rss / 1e6);
      const indexSeconds = (performance.now() - startedAt) / 1000;
      console.log(JSON.stringify({ port, index, indexSeconds, rssMb, warmUp }));
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(async () => {
    const keys = await redis.keys(`${env.REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit().catch(() => {});
    await database.close();
    process.exit(0);
  });
});
