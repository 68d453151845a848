import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

/**
 * The worker's heap cap as deployed (docker-compose.yml sets the same NODE_OPTIONS): with the default
 * limit on a large machine V8 lets garbage pile up to well over the 400 MB a worker is budgeted.
 */
export const WORKER_HEAP_FLAG = '--max-old-space-size=384';

/** Starts worker-process.ts in a child process and resolves once it takes jobs. */
export async function spawnWorker(env: Record<string, string>, args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER_HEAP_FLAG, '--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the worker process exited with ${code}`)));
  });
  return child;
}
