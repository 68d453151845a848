import autocannon from 'autocannon';

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CONNECTIONS = 32;

export interface WritePhase {
  /** Requests per second asked for; undefined: as fast as the server answers. */
  targetRate?: number;
  seconds: number;
  accepted: number;
  refused: number;
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function run(url: string, seconds: number, overallRate?: number) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    overallRate,
    // The load runs on a worker thread so it does not share the server's event loop (only the cores).
    workers: 1,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify({
      urlVisitada: 'https://hardprecios.com.ar/',
      metadata: { navegador: 'Chrome', sistemaOperativo: 'Windows' },
    }),
  });
}

async function phase(url: string, seconds: number, targetRate?: number): Promise<WritePhase> {
  const result = await run(url, seconds, targetRate);
  return {
    targetRate,
    seconds,
    accepted: result['2xx'],
    refused: result.non2xx,
    eventsPerSecond: Math.round(result['2xx'] / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  };
}

/**
 * 32 clients posting web visits: first as fast as the server answers (the most it takes), then at the
 * budget's 3,000 events/s (the latency a page sees at that load). A short unmeasured run goes first: a
 * freshly started process compiles its hot paths in its first seconds.
 */
export async function driveWrites(url: string, seconds: number) {
  await run(url, 3);
  const saturated = await phase(url, seconds);
  const atBudgetRate = await phase(url, seconds, 3000);
  return { connections: CONNECTIONS, saturated, atBudgetRate };
}
