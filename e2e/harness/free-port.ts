import net from 'node:net';

function listenOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it; a race with another process is unlikely). */
export async function freePort(): Promise<number> {
  const port = await listenOnce(0);
  if (port === null) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}

/** `count` consecutive free ports (e.g. the demo store sites: control on the first, one store per next). */
export async function freePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    let free = true;
    for (let port = base; port < base + count && free; port++) free = (await listenOnce(port)) !== null;
    if (free) return base;
  }
  throw new Error(`no block of ${count} free TCP ports on 127.0.0.1`);
}
