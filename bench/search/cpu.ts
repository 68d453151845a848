import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) spent during a pass by the API process, the PostgreSQL server's processes and this
 * process (the load generator), read from /proc. On a shared 2-core machine throughput swings ±10 % from
 * run to run; CPU per request is the steadier figure for comparing two versions of the code.
 */
export interface CpuSplit {
  api: number;
  /** Of which the API's main thread (JavaScript); the rest is V8's GC threads and libuv's pool (gzip). */
  apiMainThread: number;
  postgres: number;
  loadGenerator: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** utime + stime of a process in ms, or 0 when it is gone. */
function processCpuMs(pid: number, path = `/proc/${pid}/stat`): number {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command may hold spaces; fields after it start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // The process ended while listed.
    }
  }
  return pids;
}

function sample(apiPid: number): CpuSplit & { perPostgres: Map<number, number> } {
  const perPostgres = new Map(postgresPids().map((pid) => [pid, processCpuMs(pid)]));
  const own = process.cpuUsage();
  return {
    api: processCpuMs(apiPid),
    apiMainThread: processCpuMs(apiPid, `/proc/${apiPid}/task/${apiPid}/stat`),
    postgres: [...perPostgres.values()].reduce((a, b) => a + b, 0),
    loadGenerator: (own.user + own.system) / 1000,
    perPostgres,
  };
}

/**
 * Starts counting; stop() returns what each side spent since. PostgreSQL backends that end during the pass
 * are lost to /proc, but the API's pool keeps its connections open. Null where /proc is missing.
 */
export function cpuMeter(apiPid: number): { stop(): CpuSplit } | null {
  if (!existsSync('/proc/self/stat')) return null;
  const before = sample(apiPid);
  return {
    stop() {
      const after = sample(apiPid);
      let postgres = 0;
      for (const [pid, ms] of after.perPostgres) postgres += ms - (before.perPostgres.get(pid) ?? 0);
      return {
        api: after.api - before.api,
        apiMainThread: after.apiMainThread - before.apiMainThread,
        postgres,
        loadGenerator: after.loadGenerator - before.loadGenerator,
      };
    },
  };
}

/** "API 1.23 + PostgreSQL 0.45 + load 0.30 ms CPU a request". */
export function cpuPerRequest(split: CpuSplit, requests: number): string {
  const each = (ms: number) => (ms / requests).toFixed(2);
  return (
    `CPU a request: API ${each(split.api)} (main thread ${each(split.apiMainThread)}) + PostgreSQL ${each(split.postgres)} + load generator ` +
    `${each(split.loadGenerator)} ms`
  );
}
