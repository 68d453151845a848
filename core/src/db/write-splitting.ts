import { isDataError } from './data-error';

export interface SplitWriteOptions<T> {
  /** The database refused this row itself; it is left out, the others are written. */
  onRefused: (row: T, err: unknown) => void;
  /** Whether a failed write was refused because of its rows (default: a PostgreSQL data error). */
  refusesData?: (err: unknown) => boolean;
}

export interface SplitWriteOutcome<T, R> {
  /** What each successful write answered, in order. */
  results: R[];
  /** A write failed for another reason (the database down): the rows not written, in order. */
  failed?: { err: unknown; unwritten: T[] };
}

/**
 * Writes rows in one batch; when the database refuses the batch because of some of its rows, halves it
 * until those rows are alone, leaves them out and writes the rest. Each write must be all or nothing (a
 * transaction or one statement), so a refused part left nothing behind. A failure that is not the data's
 * stops at once and hands back what was not written.
 */
export async function writeSplitting<T, R>(
  rows: T[],
  write: (rows: T[]) => Promise<R>,
  options: SplitWriteOptions<T>,
): Promise<SplitWriteOutcome<T, R>> {
  const refusesData = options.refusesData ?? isDataError;
  const results: R[] = [];
  const parts = rows.length ? [rows] : [];
  while (parts.length > 0) {
    const part = parts.shift()!;
    try {
      results.push(await write(part));
    } catch (err) {
      if (!refusesData(err)) return { results, failed: { err, unwritten: [...part, ...parts.flat()] } };
      if (part.length === 1) options.onRefused(part[0]!, err);
      else {
        const half = Math.ceil(part.length / 2);
        parts.unshift(part.slice(0, half), part.slice(half));
      }
    }
  }
  return { results };
}
