import multer from 'multer';
import { AppError } from '@hardprecios/core/errors/app-error';

export interface UploadLimits {
  /** The file's form field ('logo', 'banner', 'archivo'). */
  field: string;
  /** What the size message calls the file ('El archivo', 'La planilla'). */
  fileLabel: string;
  maxMb: number;
}

const MALFORMED =
  'El formulario no se pudo leer: el cuerpo multipart/form-data está mal formado o incompleto';

/**
 * What a multipart parser's failure means to the client, in Spanish. Every failure of the parser is
 * the body's fault (no boundary, garbage, a body cut mid-part): a 400, never an internal error.
 */
export function multipartError(err: unknown, limits: UploadLimits): AppError {
  if (!(err instanceof multer.MulterError)) return new AppError('bad_request', MALFORMED);
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(
        'payload_too_large',
        `${limits.fileLabel} supera el tamaño máximo de ${limits.maxMb} MB`,
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError(
        'bad_request',
        `Archivo inesperado en el campo '${err.field ?? ''}' (el archivo va en '${limits.field}')`,
      );
    case 'LIMIT_FILE_COUNT':
      return new AppError('bad_request', 'El formulario lleva un solo archivo');
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return new AppError('payload_too_large', 'El formulario tiene demasiados campos');
    case 'LIMIT_FIELD_KEY':
      return new AppError('bad_request', 'El formulario tiene un nombre de campo demasiado largo');
    case 'LIMIT_FIELD_VALUE':
      return new AppError('payload_too_large', `El campo '${err.field ?? ''}' es demasiado largo`);
    case 'MISSING_FIELD_NAME':
      return new AppError('bad_request', 'El formulario tiene un campo sin nombre');
    default:
      return new AppError('bad_request', MALFORMED);
  }
}
