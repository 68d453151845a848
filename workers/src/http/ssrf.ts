import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { BlockedUrlError, FetchError } from './errors';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses. Injectable so tests can map names without real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Which private destinations are allowed. `true` allows every address (tests, `--allow-private`);
 * a list allows only those origins' `host:port` as written in the URL (e.g. the fixture server
 * `127.0.0.1:4100`), so a redirect from the fixture server to another private address is still refused.
 */
export type AllowPrivate = boolean | readonly string[];

export interface SsrfOptions {
  allowPrivate?: AllowPrivate;
  resolve?: Resolver;
}

// Ranges ipaddr.js 1.9 does not name but that are never a store's public site.
const EXTRA_BLOCKED_V4 = [ipaddr.IPv4.parseCIDR('198.18.0.0/15')]; // benchmarking networks
const EXTRA_BLOCKED_V6 = [ipaddr.IPv6.parseCIDR('::/96')]; // deprecated IPv4-compatible form (::127.0.0.1)

/**
 * True for every address that is not plain public unicast: loopback, private, link-local (the cloud
 * metadata address 169.254.169.254), CGNAT, 0.0.0.0/8, multicast, broadcast, reserved, IPv6 loopback,
 * ULA, link-local, and IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo).
 * Unparseable input counts as private: refusing is the safe answer.
 */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return true;
  let addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  if (addr.range() !== 'unicast') return true;
  if (addr.kind() === 'ipv4') return EXTRA_BLOCKED_V4.some((net) => (addr as ipaddr.IPv4).match(net));
  return EXTRA_BLOCKED_V6.some((net) => (addr as ipaddr.IPv6).match(net));
}

/** `host:port` of a URL with the scheme's default port filled in, as the allow list names origins. */
export function hostPort(url: URL): string {
  return `${url.hostname}:${portOf(url)}`;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function isAllowedPrivate(allow: AllowPrivate | undefined, hostAndPort: string): boolean {
  if (allow === true) return true;
  if (!allow) return false;
  return allow.includes(hostAndPort);
}

/**
 * Resolves `hostname` (all addresses) and refuses it when any address is not public, unless the
 * origin is allowed. Returns the checked addresses; the connection must go to one of these.
 */
export async function resolvePublicHost(
  hostname: string,
  port: string,
  options: SsrfOptions = {},
): Promise<ResolvedAddress[]> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const allowed = isAllowedPrivate(options.allowPrivate, `${hostname}:${port}`);
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(bare)) {
    addresses = [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(bare);
    } catch (err) {
      // A name that does not exist will not appear by retrying; a DNS hiccup may pass.
      const code = (err as NodeJS.ErrnoException).code;
      throw new FetchError(
        `no se pudo resolver ${bare}: ${(err as Error).message}`,
        hostname,
        undefined,
        code !== 'ENOTFOUND',
      );
    }
    if (addresses.length === 0) throw new BlockedUrlError(`${bare} no tiene direcciones`, hostname);
  }
  if (!allowed) {
    // Any private address refuses the name: a resolver could hand either one to the connection.
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) throw new BlockedUrlError(`${bare} apunta a una dirección privada (${bad.address})`, hostname);
  }
  return addresses;
}

/**
 * Refuses URLs we never fetch: schemes other than http/https, credentials in the URL, and hosts that
 * resolve to private, loopback, link-local or metadata addresses. Returns the checked addresses.
 */
export async function assertPublicUrl(
  url: string | URL,
  options: SsrfOptions = {},
): Promise<ResolvedAddress[]> {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    throw new BlockedUrlError(`URL inválida: ${String(url)}`, String(url));
  }
  const href = parsed.href;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new BlockedUrlError(`esquema no permitido: ${parsed.protocol}`, href);
  }
  if (parsed.username || parsed.password) throw new BlockedUrlError('URL con credenciales', href);
  try {
    return await resolvePublicHost(parsed.hostname, portOf(parsed), options);
  } catch (err) {
    if (err instanceof BlockedUrlError) throw new BlockedUrlError(err.message, href);
    if (err instanceof FetchError) throw new FetchError(err.message, href, undefined, err.transient);
    throw err;
  }
}
