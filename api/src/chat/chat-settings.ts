import type { Env } from '@hardprecios/core/config/env';

/** The chat's limits and timings (spec section 9); tests shorten the waits. */
export interface ChatSettings {
  /** User messages per client per rolling window. */
  messagesPerWindow: number;
  windowMs: number;
  /** How long one call to the model may take, answer included. */
  modelTimeoutMs: number;
  /** Retries after the model service answers HTTP 429. */
  maxRetries: number;
  retryDelayMs(attempt: number): number;
  sleep(ms: number): Promise<void>;
  /** How many of our listings the model is told about. */
  contextListings: number;
  now(): number;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  messagesPerWindow: 7,
  windowMs: 60_000,
  modelTimeoutMs: 30_000,
  maxRetries: 3,
  retryDelayMs: (attempt) => 2000 * attempt,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  contextListings: 6,
  now: () => Date.now(),
};

/** The same rule GET /api/config tells the web client: the development host's, unless configured. */
export function isChatEnabled(env: Pick<Env, 'CHAT_ENABLED' | 'NODE_ENV'>): boolean {
  return env.CHAT_ENABLED ?? env.NODE_ENV === 'development';
}
