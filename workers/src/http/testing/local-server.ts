import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  startedAt: number;
  endedAt?: number;
}

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  requests: SeenRequest[];
  /** Requests other than /robots.txt. */
  pageRequests(): SeenRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 for fetcher tests; it records every request it answers. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      startedAt: Date.now(),
    };
    requests.push(seen);
    res.on('close', () => (seen.endedAt = Date.now()));
    Promise.resolve(handler(req, res)).catch((err: Error) => {
      if (!res.headersSent) res.writeHead(599);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    pageRequests: () => requests.filter((r) => r.path !== '/robots.txt'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
