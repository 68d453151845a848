import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleIdTokenClaims, GoogleJwks } from '@hardprecios/fixtures/google-jwks/google-jwks-server';

export interface TokenSigner {
  url: string;
  close(): Promise<void>;
}

/**
 * Test workers run in processes of their own, so they cannot call the fixture JWKS's signer directly:
 * this local endpoint signs Google-like ID tokens for them. POST / with the claims as JSON
 * (at least `email`) answers `{ "token": "<JWT>" }`.
 */
export async function startTokenSigner(jwks: GoogleJwks): Promise<TokenSigner> {
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const claims = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GoogleIdTokenClaims;
          const token = await jwks.signIdToken(claims);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token }));
        } catch (err) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end((err as Error).message);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
