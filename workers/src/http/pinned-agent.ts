import { Agent, buildConnector } from 'undici';
import { resolvePublicHost, type SsrfOptions } from './ssrf';

export interface PinnedAgentOptions extends SsrfOptions {
  /** Milliseconds to wait for a TCP/TLS connection. */
  connectTimeoutMs?: number;
}

/**
 * An undici Agent whose every new connection resolves the host itself, checks all its addresses and
 * connects to the address it checked. Checking in one place and letting the socket resolve again in
 * another would leave a DNS-rebinding window (the second answer could be 127.0.0.1).
 */
export function createPinnedAgent(options: PinnedAgentOptions = {}): Agent {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  const base = buildConnector({ timeout: connectTimeout });
  const connect: buildConnector.connector = (opts, callback) => {
    const port = opts.port || (opts.protocol === 'https:' ? '443' : '80');
    resolvePublicHost(opts.hostname, port, options).then(
      (addresses) => {
        const pinned = addresses[0]!;
        const bare = opts.hostname.startsWith('[') ? opts.hostname.slice(1, -1) : opts.hostname;
        // TLS must still verify the certificate against the name, not the address.
        const servername = opts.servername ?? (pinned.address === bare ? undefined : bare);
        base({ ...opts, hostname: pinned.address, servername }, callback);
      },
      (err: Error) => callback(err, null),
    );
  };
  return new Agent({ connect, connectTimeout, keepAliveTimeout: 4_000 });
}
