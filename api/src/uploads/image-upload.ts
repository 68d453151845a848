import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '@hardprecios/core/errors/app-error';

const MB = 1024 * 1024;

/**
 * Parses a multipart form with at most one file, `field`, kept in memory (it is re-encoded before it
 * touches the disk). Requests that are not multipart pass through with their JSON body untouched.
 */
export function singleImageUpload(field: string, maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 256 * 1024, parts: 50 },
  }).single(field);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) return next(fromMulter(err, maxBytes));
      next(err);
    });
  };
}

function fromMulter(err: multer.MulterError, maxBytes: number): AppError {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('payload_too_large', `El archivo supera el tamaño máximo de ${maxBytes / MB} MB`);
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError('bad_request', `Archivo inesperado en el campo '${err.field ?? ''}'`);
    default:
      return new AppError('bad_request', `Formulario inválido: ${err.message}`);
  }
}
