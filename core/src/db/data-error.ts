import { pgCode } from '../errors/app-error';

/**
 * PostgreSQL refused the values themselves: SQLSTATE class 22 (data exception: a NUL in text, a number out
 * of range, bad encoding) or 23 (integrity constraint violation). Writing the same rows again fails again;
 * writing the others succeeds. Anything else (the database down, a bug in a query) is not the data's fault.
 */
export function isDataError(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}
