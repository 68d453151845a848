/** The one error type the domain throws; the API maps `code` to an HTTP status in one table. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

/** PostgreSQL error codes we turn into typed errors instead of crashes. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';
const PG_NOT_NULL_VIOLATION = '23502';

/** The SQLSTATE of a PostgreSQL error (node-postgres or PGlite, or wrapped by drizzle as its cause). */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Maps a database constraint violation to an AppError; anything else is rethrown untouched. The
 * database's own wording (English, and naming our tables) stays out of the answer.
 */
export function toAppError(err: unknown): never {
  const code = pgCode(err);
  // The database's error stays as the cause: for the logs, and for callers that read its SQLSTATE.
  const cause = { cause: err };
  if (code === PG_UNIQUE_VIOLATION)
    throw new AppError('conflict', 'Ya existe un registro con esos datos', undefined, cause);
  if (code === PG_FOREIGN_KEY_VIOLATION)
    throw new AppError('bad_request', 'Referencia a un registro inexistente', undefined, cause);
  if (code === PG_CHECK_VIOLATION || code === PG_NOT_NULL_VIOLATION)
    throw new AppError('bad_request', 'Datos inválidos', undefined, cause);
  throw err;
}
