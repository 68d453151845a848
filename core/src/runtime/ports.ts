import net from 'node:net';

/** A free local TCP port (for a server this process is about to start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once something accepts connections on the port; fails after timeoutMs. */
export async function waitForPort(port: number, timeoutMs: number, what = 'the server'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start listening on port ${port}`);
}

export interface ListenTarget {
  port: number;
  host: string;
  /** What is listening ('the API'), and the setting that chooses its port ('PORT'), for the message. */
  what: string;
  setting: string;
}

/** A server could not take its port: the message says which, why, and what to do. */
export class ListenError extends Error {
  constructor(
    target: ListenTarget,
    readonly code: string | undefined,
    cause: unknown,
  ) {
    const where = `${target.host}:${target.port}`;
    const why =
      code === 'EADDRINUSE'
        ? `the port is already in use (another copy running?); stop what holds it or set ${target.setting}`
        : code === 'EACCES'
          ? `permission denied (ports under 1024 need privileges); set ${target.setting}`
          : code === 'EADDRNOTAVAIL'
            ? `${target.host} is not an address of this machine; set HOST`
            : String((cause as Error)?.message ?? cause);
    super(`${target.what} cannot listen on ${where}: ${why}`, { cause });
    this.name = 'ListenError';
  }
}

/**
 * Starts `server` listening. Resolves once it listens; rejects with a ListenError when it cannot (the
 * port taken, not allowed): a process that serves nothing must not carry on as if it did.
 */
export function listen(server: net.Server, target: ListenTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => reject(new ListenError(target, err.code, err));
    server.once('error', failed);
    server.listen(target.port, target.host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Fails like `listen` when the port cannot be taken, else frees it at once (for a start with slow steps). */
export async function assertCanListen(target: ListenTarget): Promise<void> {
  const probe = net.createServer();
  await listen(probe, target);
  await new Promise((r) => probe.close(r));
}
