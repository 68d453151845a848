import { UnrecoverableError } from 'bullmq';
import { AppError } from '@hardprecios/core/errors/app-error';
import { BlockedUrlError, FetchError, LimitExceededError, RobotsDisallowedError } from '../http/errors';
import { PermanentReadError } from '../readers/types';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';

export interface Failure {
  /** Retrying will not help: the run ends now. */
  permanent: boolean;
  /** Spanish, for the back office. */
  reason: string;
}

/** Tells a failure worth retrying (network, 5xx, 429, database hiccup) from one that is not. */
export function classifyFailure(err: unknown): Failure {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof SpreadsheetError) return { permanent: true, reason: message };
  if (err instanceof PermanentReadError)
    return { permanent: true, reason: `No se pudo leer la tienda: ${message}` };
  if (err instanceof FetchError) {
    if (err.transient)
      return { permanent: false, reason: `Falla transitoria al leer ${err.url}: ${message}` };
    return { permanent: true, reason: `El sitio de la tienda respondió con un error (${message})` };
  }
  if (err instanceof BlockedUrlError)
    return { permanent: true, reason: `Dirección no permitida: ${message}` };
  if (err instanceof RobotsDisallowedError) return { permanent: true, reason: message };
  if (err instanceof LimitExceededError) return { permanent: true, reason: `Límite de lectura: ${message}` };
  if (err instanceof UnrecoverableError) return { permanent: true, reason: message };
  if (err instanceof AppError && err.code !== 'unavailable') return { permanent: true, reason: message };
  return { permanent: false, reason: `Error inesperado: ${message}` };
}
