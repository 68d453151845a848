import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the clients and proxies in front of the
 * API keep theirs (60 s for most load balancers). With Node's default of 5 s the server closes a socket a
 * client is about to reuse, and that client's next request fails with ECONNRESET.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The HTTP server the API and `npm start` serve the app with. */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers timeout above the keep-alive one, or a request arriving as it ends is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
