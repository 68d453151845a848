import type { RequestHandler } from 'express';
import multer from 'multer';
import { multipartError } from './multipart-errors';

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
  const limits = { field, fileLabel: 'El archivo', maxMb: maxBytes / MB };
  return (req, res, next) => {
    upload(req, res, (err: unknown) => next(err ? multipartError(err, limits) : undefined));
  };
}
