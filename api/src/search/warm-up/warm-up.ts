import { Agent, createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hardprecios/core/db/raw';
import type { AppDeps } from '../../deps';
import { searchRuntime } from '../search-runtime';
import { warmUpRequests, type WarmUpCatalog } from './warm-up-requests';

/**
 * What the health check says of the warm-up: a process that has not answered searches yet compiles the
 * search path as it answers them (V8) and builds what the engine keeps lazily (word plans, kept bitsets,
 * database connections and their prepared statements): on the 1M bench catalog its first 2,000 long-tail
 * searches ran at ~60 % of a running process's rate.
 */
export interface WarmUpStatus {
  state: 'not run' | 'running' | 'done' | 'skipped' | 'failed';
  /** Searches answered (an error answer is not counted). */
  queries: number;
  ms: number | null;
}

export interface WarmUpOptions {
  /** At most this many searches. */
  queries?: number;
  /** Stops sending after this long (ms), whatever is left. */
  budgetMs?: number;
  /** Waits at most this long (ms) for the in-memory index before warming the SQL path instead. */
  indexWaitMs?: number;
  /** Searches in flight at once (each may use its own database connection). */
  concurrency?: number;
}

const statuses = new WeakMap<AppDeps, WarmUpStatus>();

/** The warm-up of this app's deps ('not run' until warmUpSearch is called). */
export function warmUpStatus(deps: AppDeps): WarmUpStatus {
  return statuses.get(deps) ?? { state: 'not run', queries: 0, ms: null };
}

/**
 * Before the API takes traffic: builds the in-memory index, then sends the app itself a few hundred
 * searches of its own catalog on a loopback port of its own (Express, validation, the engine, the
 * database driver, compression: the whole path a shopper's search takes), none recorded in the search
 * statistics; then forgets every answer they left (result sets, plans, pages, model figures), so the
 * first shopper's search is answered as a running process answers an unseen one. SEARCH_WARM_UP=false
 * skips it. Never throws: a failed warm-up is logged and the API starts cold.
 */
export async function warmUpSearch(
  deps: AppDeps,
  app: RequestListener,
  options: WarmUpOptions = {},
): Promise<WarmUpStatus> {
  const { queries = 1_000, budgetMs = 3_000, indexWaitMs = 120_000, concurrency = 8 } = options;
  const status: WarmUpStatus = { state: 'running', queries: 0, ms: null };
  statuses.set(deps, status);
  if (!deps.env.SEARCH_WARM_UP) {
    status.state = 'skipped';
    return status;
  }
  const runtime = searchRuntime(deps);
  const started = performance.now();
  const server = createServer(app);
  try {
    if (runtime.memoryIndex) await settled(runtime.memoryIndex.ready(), indexWaitMs);
    const indexMs = performance.now() - started;
    const requests = warmUpRequests(await sampleCatalog(deps, queries), queries);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const sendStarted = performance.now();
    const deadline = sendStarted + budgetMs;
    runtime.pauseRecording(true);
    let next = 0;
    const sender = async () => {
      while (next < requests.length && performance.now() < deadline) {
        const { path, body } = requests[next++]!;
        if (await post(agent, port, path, body)) status.queries++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sender));
    agent.destroy();
    status.ms = Math.round(performance.now() - sendStarted);
    status.state = 'done';
    deps.logger.info(
      { queries: status.queries, of: requests.length, ms: status.ms, indexMs: Math.round(indexMs) },
      'search: warmed up',
    );
  } catch (err) {
    status.state = 'failed';
    status.ms = Math.round(performance.now() - started);
    deps.logger.warn({ err }, 'search: warm-up failed; starting cold');
  } finally {
    runtime.pauseRecording(false);
    runtime.forgetAnswers();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return status;
}

/**
 * POSTs `body` as a browser does (gzip accepted, so the server compresses as it does for shoppers) and
 * drains the answer undecoded: this process's CPU goes to the server's side. True on a 2xx answer.
 */
function post(agent: Agent, port: number, path: string, body: object): Promise<boolean> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip',
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve((res.statusCode ?? 500) < 300));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
async function settled(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** Names spread over the catalog's ids (an index lookup, not a scan), and the facet values refined by. */
async function sampleCatalog(deps: AppDeps, count: number): Promise<WarmUpCatalog> {
  const db = deps.database.db;
  const [bounds] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`SELECT min(product_id) AS low, max(product_id) AS high FROM search_documents`,
  );
  const low = Number(bounds?.low ?? 0);
  const high = Number(bounds?.high ?? 0);
  const wanted = count * 3;
  const step = Math.max(1, (high - low) / wanted);
  const ids = Array.from({ length: wanted }, (_, i) => Math.round(low + i * step));
  const names = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM search_documents WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const [facets] = await queryRows<{ categories: string[]; provinces: string[]; stores: string[] }>(
    db,
    sql`SELECT ARRAY(SELECT title FROM categories) AS categories,
               ARRAY(SELECT DISTINCT p.name FROM stores s JOIN provinces p ON p.id = s.province_id
                      WHERE s.status_id = 1) AS provinces,
               ARRAY(SELECT name FROM stores WHERE status_id = 1) AS stores`,
  );
  return { names: names.map((r) => r.name), ...facets! };
}
