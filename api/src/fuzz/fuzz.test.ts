/**
 * Every route of the API, read from its router (a new route is in without editing this file), sent
 * malformed variants of its request — wrong types, missing fields, 100 KB strings, JSON nested 5,000
 * deep, invalid UTF-8, control characters, injection strings, bad content types, truncated and oversized
 * bodies, gzip bombs — by every kind of caller. No answer may be a 5xx, take over 2 s, be a 2xx the
 * caller's role forbids, or say in English what is wrong; afterwards the site is healthy and its
 * statistics still count. Loopback only; a few thousand requests.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { NO_READER_MESSAGE } from '@hardprecios/core/jobs/read-preview-client';
import { statsBufferEvents, statsDropped } from '@hardprecios/core/metrics/metrics';
import { BROWSER_UA } from '../stats/testing/stats-client';
import { statsRuntime } from '../stats/stats-runtime';
import { searchRuntime } from '../search/search-runtime';
import { englishIn, messagesOf } from './testing/english-text';
import { FUZZ_CALLERS, STORE_A_SECRET, startFuzzWorld, type FuzzCaller } from './testing/fuzz-world';
import { requestVariants } from './testing/request-variants';
import type { CatalogRoute } from './testing/route-catalog';
import { fieldsOf } from './testing/schema-shape';
import { send, type FuzzAnswer, type FuzzRequest } from './testing/send-request';

const SLOW_MS = 2_000;
/** What the other callers send each route (its primary caller sends every variant). */
const SAMPLED_LABELS = ['valido', 'ruta', 'campo-control', 'consulta', 'multipart-roto'];

const world = await startFuzzWorld();
const tally = {
  requests: 0,
  byCaller: {} as Record<string, number>,
  byLabel: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  slowest: 0,
  /** Routes whose plausible request, from whoever may call them, was answered 2xx: reached the handler. */
  baselinesAnswered: 0,
  started: performance.now(),
};
let address = 0;
/** The status of the last answer probed. */
let lastStatus = 0;

/** Documented 5xx answers of a dependency this suite does not run (no worker reads stores here). */
function documentedUnavailable(route: CatalogRoute, answer: FuzzAnswer): boolean {
  return (
    route.path === '/api/stores/probar-lectura' &&
    answer.status === 503 &&
    messagesOf(answer.text, answer.contentType).includes(NO_READER_MESSAGE)
  );
}

/**
 * Writes anyone may make (the spec's public calls). Any other write, and any read of the back office,
 * needs a session even when its router forgot to say so: a new public write is added here on purpose.
 */
const PUBLIC_WRITES = [
  /^POST \/api\/(search|chat|alertas(\/confirmar|\/baja)?)$/,
  /^POST \/api\/products\/search-products$/,
  // 'Armá tu PC' reads: a build's checks and prices, a picker's candidates.
  /^POST \/api\/armados\/(verificar|candidatos)$/,
  /^POST \/api\/estadisticas\/(visita-web|producto|redireccion|tienda|categorias\/acceso|busquedas)$/,
  /^POST \/api\/auth\/(login-google|login-dev|logout)$/,
];
const BACK_OFFICE_READS =
  /^GET (\/metrics|\/api\/(admin|user|estadisticas)\/|\/api\/stores\/(admin|banners\/admin))/;

function needsSession(route: CatalogRoute): boolean {
  const call = `${route.method} ${route.path}`;
  if (route.roles || BACK_OFFICE_READS.test(call)) return true;
  return route.method !== 'GET' && !PUBLIC_WRITES.some((pattern) => pattern.test(call));
}

/** A 2xx this caller must never get on this route (its role, or another store's things). */
function forbidden(route: CatalogRoute, caller: FuzzCaller): boolean {
  if (!needsSession(route)) return false;
  if (caller === 'anonymous' || caller === 'forgedToken') return true;
  if (!route.roles) return false;
  if (caller === 'fullAdmin') return false;
  if (!route.roles.includes('storeAdmin')) return true;
  // Every id these requests carry is one of store A's things.
  const namesStoreA = route.params.length > 0 || fieldsOf(route.schemas.body).includes('tiendaId');
  return caller === 'otherStoreAdmin' && namesStoreA;
}

async function exchange(request: FuzzRequest, headers: Record<string, string>): Promise<FuzzAnswer> {
  address++;
  return send(world.port, {
    ...request,
    headers: {
      'user-agent': BROWSER_UA,
      // Each request from its own address: per-client limits would otherwise answer 429 before the checks.
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...headers,
      ...request.headers,
    },
  });
}

/** Sends one variant as one caller; answers what is wrong with the answer, if anything. */
async function probe(
  route: CatalogRoute,
  caller: FuzzCaller,
  headers: Record<string, string>,
  request: FuzzRequest,
): Promise<string[]> {
  let answer = await exchange(request, headers);
  // A loaded machine can stall one request: a slow answer is timed again, alone, before it counts.
  if (answer.ms > SLOW_MS) answer = await exchange(request, headers);
  tally.requests++;
  tally.byCaller[caller] = (tally.byCaller[caller] ?? 0) + 1;
  tally.byLabel[request.label] = (tally.byLabel[request.label] ?? 0) + 1;
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  tally.slowest = Math.max(tally.slowest, answer.ms);
  lastStatus = answer.status;
  const what = `${caller} ${request.label} ${request.method} ${request.path.slice(0, 120)}`;
  const problems: string[] = [];
  if (answer.status >= 500 && !documentedUnavailable(route, answer))
    problems.push(`${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
  if (answer.status === 0 && request.truncateTo === undefined) problems.push(`${what} → no answer`);
  if (answer.ms > SLOW_MS) problems.push(`${what} → ${Math.round(answer.ms)} ms`);
  if (answer.status >= 200 && answer.status < 300) {
    if (forbidden(route, caller)) problems.push(`${what} → ${answer.status}, forbidden to ${caller}`);
    if (caller === 'otherStoreAdmin' && answer.text.includes(STORE_A_SECRET))
      problems.push(`${what} → shows store A's authorized e-mails`);
  }
  if (answer.status >= 400 && answer.status < 500) {
    for (const message of messagesOf(answer.text, answer.contentType)) {
      const english = englishIn(message);
      if (english)
        problems.push(`${what} → ${answer.status} in English (${english}): ${message.slice(0, 200)}`);
    }
  }
  return problems;
}

afterAll(() => {
  const seconds = ((performance.now() - tally.started) / 1000).toFixed(1);
  console.info(
    [
      `fuzz: ${tally.requests} requests to ${world.routes.length} routes in ${seconds} s, slowest ${Math.round(tally.slowest)} ms`,
      `plausible requests answered 2xx: ${tally.baselinesAnswered} of ${world.routes.length} routes`,
      `callers: ${JSON.stringify(tally.byCaller)}`,
      `classes (${Object.keys(tally.byLabel).length}): ${JSON.stringify(tally.byLabel)}`,
      `statuses: ${JSON.stringify(tally.byStatus)}`,
    ].join('\n'),
  );
});

describe('every route, malformed, by every caller', () => {
  for (const route of world.routes) {
    it(`${route.method} ${route.path}`, async () => {
      const callers = await world.callers();
      // Who may call it sends every variant; the others a sample, first, while what the route would
      // delete or suspend still exists (a refusal must not pass for a 404).
      const primary: FuzzCaller = needsSession(route) ? 'fullAdmin' : 'anonymous';
      const variants = requestVariants(route, {
        param: (name: string) => world.paramFor(route, name),
        hints: world.hints,
      });
      const problems: string[] = [];
      const sample = SAMPLED_LABELS.map((label) => variants.find((v) => v.label === label)).filter(
        (v): v is FuzzRequest => v !== undefined,
      );
      for (const caller of FUZZ_CALLERS.filter((c) => c !== primary))
        for (const variant of sample)
          problems.push(...(await probe(route, caller, callers[caller], variant)));
      problems.push(...(await probe(route, primary, callers[primary], variants[0]!)));
      if (lastStatus >= 200 && lastStatus < 300) tally.baselinesAnswered++;
      for (const variant of variants.slice(1))
        problems.push(...(await probe(route, primary, callers[primary], variant)));
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

describe('afterwards', () => {
  const flushed = async () => {
    searchRuntime(world.app.deps).recorder.flush();
    await statsRuntime(world.app.deps).flush();
  };
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(world.app.database.db, query))[0]!.n;

  it('the site is healthy and its statistics still count, with nothing stuck in their buffer', async () => {
    expect((await world.app.request('/api/health')).status).toBe(200);
    await flushed();
    const visits = await count(sql`SELECT count(*)::int AS n FROM stat_web_visits`);
    const headers = { 'user-agent': BROWSER_UA, 'x-forwarded-for': '192.0.2.200' };
    const visit = await world.app.request('/api/estadisticas/visita-web', {
      method: 'POST',
      headers,
      json: { urlVisitada: '/despues-del-fuzz' },
    });
    expect(visit.status).toBe(202);
    const search = await world.app.request('/api/search', {
      method: 'POST',
      headers,
      json: { requests: [{ indexName: 'productos', params: { query: 'despues del fuzz' } }] },
    });
    expect(search.status).toBe(200);
    await expect
      .poll(
        async () => {
          await flushed();
          return count(sql`SELECT
            (SELECT count(*) FROM stat_web_visits)::int - ${visits}
            + (SELECT count(*) FROM stat_searches WHERE query = 'despues del fuzz')::int AS n`);
        },
        { timeout: 5_000 },
      )
      .toBe(2);
    expect((await statsBufferEvents.get()).values[0]?.value ?? 0).toBe(0);
    const full = (await statsDropped.get()).values.find((v) => v.labels.reason === 'full');
    expect(full?.value ?? 0).toBe(0);
  });
});
