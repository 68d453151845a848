import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type AppErrorCode } from '@hardprecios/core/errors/app-error';
import type { Logger } from 'pino';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '@hardprecios/core/db/unavailable';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
};

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No existe ${req.method} ${req.path}`));
};

/** One place turns errors into `{ error, message }`; unknown errors are logged and become a generic 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(STATUS[err.code]).json({ error: err.code, message: err.message, ...(err.details ?? {}) });
      return;
    }
    const parserError = requestParserError(err);
    if (parserError) {
      res.status(parserError.status).json({ error: parserError.error, message: parserError.message });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // Logged once per request at warn: an outage is an operations event, not a bug.
      logger.warn({ method: req.method, url: req.originalUrl, err: String(err) }, 'database unavailable');
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    const requestId = randomUUID();
    logger.error({ err, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ error: 'internal', message: 'Error interno del servidor', requestId });
  };
}

/** body-parser's failures (its `type`), in Spanish. */
const BODY_ERRORS: Record<string, [AppErrorCode, string]> = {
  'entity.parse.failed': ['bad_request', 'El cuerpo de la solicitud no es JSON válido'],
  'entity.too.large': ['payload_too_large', 'El cuerpo de la solicitud es demasiado grande'],
  'parameters.too.many': ['payload_too_large', 'El cuerpo de la solicitud tiene demasiados parámetros'],
  'encoding.unsupported': [
    'unsupported_media_type',
    'La compresión del cuerpo no está soportada (Content-Encoding: gzip, deflate, br o ninguna)',
  ],
  'charset.unsupported': [
    'unsupported_media_type',
    'El juego de caracteres del cuerpo no está soportado (usá UTF-8)',
  ],
  'request.aborted': ['bad_request', 'La solicitud se cortó antes de terminar de enviar el cuerpo'],
  'request.size.invalid': ['bad_request', 'El cuerpo no tiene el largo que anuncia Content-Length'],
};

/** Other client errors from the libraries that read requests and serve files, by status. */
const BY_STATUS: Record<number, [string, string]> = {
  403: ['forbidden', 'Acceso denegado'],
  404: ['not_found', 'No encontrado'],
  405: ['bad_request', 'Método no permitido'],
  413: ['payload_too_large', 'El cuerpo de la solicitud es demasiado grande'],
  415: ['unsupported_media_type', 'El tipo de contenido no está soportado'],
  416: ['bad_request', 'El rango pedido no es válido'],
};

/**
 * Errors of reading the request itself (its body, its address) are the client's: a 4xx in Spanish with
 * the library's status, never its English text. Anything else is not one of them (undefined).
 */
function requestParserError(err: unknown): { status: number; error: string; message: string } | undefined {
  const { status, type } = (err ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const known = type ? BODY_ERRORS[type] : undefined;
  if (known) return { status: STATUS[known[0]], error: known[0], message: known[1] };
  // The router could not decode a path parameter (%E0%A4%A).
  if (err instanceof URIError)
    return { status: 400, error: 'bad_request', message: 'La dirección tiene caracteres mal codificados' };
  const [error, message] = BY_STATUS[status] ?? ['bad_request', 'Solicitud inválida'];
  return { status, error, message };
}
