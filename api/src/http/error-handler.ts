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
    // body-parser errors: malformed JSON, oversized bodies.
    const status = (err as { status?: number; type?: string }).status;
    if (status && status >= 400 && status < 500) {
      const type = (err as { type?: string }).type;
      const message =
        type === 'entity.parse.failed'
          ? 'El cuerpo de la solicitud no es JSON válido'
          : type === 'entity.too.large'
            ? 'El cuerpo de la solicitud es demasiado grande'
            : 'Solicitud inválida';
      res.status(status).json({ error: status === 413 ? 'payload_too_large' : 'bad_request', message });
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
