import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export interface AppProcessOptions {
  /** The app's settings (core/src/config/env.ts); PORT, HOST and PUBLIC_URL are chosen here. */
  env: Record<string, string>;
  /** Where the app's output goes (it is shown when the start fails). */
  logFile: string;
  /** A first start may build web/dist and seed the catalog: minutes on a busy machine. */
  startTimeoutMs?: number;
}

export interface AppProcess {
  baseUrl: string;
  /** SIGTERM, then waits for the clean shutdown (SIGKILL after 20 s). */
  stop(): Promise<void>;
}

/** `npm start` (tsx scripts/start.ts) as a child process on a free port, resolved once /api/health answers. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(tsxBin, ['scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
  };

  try {
    await waitForHealth(baseUrl, exited, options.startTimeoutMs ?? 300_000);
  } catch (err) {
    await stop();
    const output = await readFile(options.logFile, 'utf8').catch(() => '');
    const tail = output.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${(err as Error).message}\n--- last lines of ${options.logFile} ---\n${tail}`, {
      cause: err,
    });
  }
  return { baseUrl, stop };
}

async function waitForHealth(
  baseUrl: string,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the app exited with code ${exitCode} before it was healthy`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer GET ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}
