import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '@hardprecios/core/errors/app-error';
import { checkedFileName } from '../uploads/form-fields';
import { multipartError } from '../uploads/multipart-errors';

const MB = 1024 * 1024;

/**
 * Parses a multipart form with one spreadsheet in `field`, kept in memory (at most `maxMb`): its bytes
 * are checked before anything is written to disk.
 */
export function spreadsheetUpload(field: string, maxMb: number): RequestHandler {
  const maxBytes = Math.round(maxMb * MB);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  }).single(field);
  const limits = { field, fileLabel: 'La planilla', maxMb };
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      return next(
        new AppError('bad_request', `Enviá la planilla como multipart/form-data en el campo '${field}'`),
      );
    }
    upload(req, res, (err: unknown) => next(err ? multipartError(err, limits) : undefined));
  };
}

/** multer hands the file name over as Latin-1; browsers send UTF-8 (`Lista de precios – marzo.xlsx`). */
export function uploadedName(file: Express.Multer.File): string {
  const decoded = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return checkedFileName(decoded.includes('\uFFFD') ? file.originalname : decoded);
}
