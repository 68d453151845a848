/** Store-level forced update: once every 4 hours (spec sections 4 and 9); the server enforces it. */
export const FORCE_UPDATE_COOLDOWN_MS = 4 * 3600_000;
export const COOLDOWN_ALERT = 'Debe esperar al menos 4 horas antes de realizar otra actualización.';
/** Global update button: disabled for a fixed 60 s after confirming. */
export const GLOBAL_UPDATE_DISABLE_MS = 60_000;

/** Remaining time as 'Xh Ym', minutes rounded up so the last seconds still read '0h 1m'. */
export function formatCountdown(remainingMs: number): string {
  const minutes = Math.max(0, Math.ceil(remainingMs / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** When the next forced update is allowed, from the store's last forced update (null: now). */
export function nextAllowedFromLast(lastForcedAt: string | null | undefined): number | null {
  if (!lastForcedAt) return null;
  const last = Date.parse(lastForcedAt);
  return Number.isNaN(last) ? null : last + FORCE_UPDATE_COOLDOWN_MS;
}

/** From a 429 answer: nextAllowedAt, else retryAfterSeconds from now. */
export function nextAllowedFromRefusal(details: Record<string, unknown>, now = Date.now()): number | null {
  if (typeof details.nextAllowedAt === 'string' && !Number.isNaN(Date.parse(details.nextAllowedAt)))
    return Date.parse(details.nextAllowedAt);
  if (typeof details.retryAfterSeconds === 'number') return now + details.retryAfterSeconds * 1000;
  return null;
}
