import type { Db } from '../db/client';
import { argentinaDay } from './argentina-day';
import { rollUpUntil, type RollUpResult } from './rollup.repository';

/**
 * Buffered events reach the database shortly after their timestamp; a day is rolled up only once it
 * has been over for this long, so no late write lands in a day already summed.
 */
export const ROLL_UP_GRACE_MS = 5 * 60_000;

/** Rolls up every Argentina day that closed at least ROLL_UP_GRACE_MS ago. Today stays live. */
export function rollUpClosedDays(db: Db, now: Date = new Date()): Promise<RollUpResult> {
  return rollUpUntil(db, argentinaDay(new Date(now.getTime() - ROLL_UP_GRACE_MS)));
}
