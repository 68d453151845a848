/**
 * Errors that mean "the database cannot be reached right now" (stopped, restarting, network cut), as
 * opposed to a bad query: the API answers them 503 with Retry-After instead of a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08...|57P0[1-3])$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 6;
    i++
  ) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => (e!.message as string).includes(m)))
      return true;
    // AggregateError (pg tries IPv4 and IPv6) keeps the causes in `errors`.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Seconds a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento; probá de nuevo en unos segundos';
