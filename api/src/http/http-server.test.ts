import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server';

/** A client that keeps its connection between requests, as browsers, proxies and Playwright do. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const server = createHttpServer((req, res) => res.end('ok'));
const sockets = new Set<unknown>();
server.on('connection', (socket) => sockets.add(socket));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server', () => {
  it('keeps an idle keep-alive connection past Node’s 5 s default, so a client reusing it is answered', async () => {
    expect(await get()).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toBe('ok');
    // Both requests went over the one connection: the server had not closed it.
    expect(sockets.size).toBe(1);
  }, 20_000);
});
