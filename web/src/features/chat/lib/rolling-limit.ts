import { CHAT_LIMITS } from './chat-messages';

/**
 * The client side of the chat's rolling limit: the times of the messages sent in the last window,
 * and whether one more may go now. The server enforces the same limit; this spares a round trip.
 */
export function recentSends(
  sentAt: readonly number[],
  now: number,
  windowMs: number = CHAT_LIMITS.windowMs,
): number[] {
  return sentAt.filter((at) => now - at < windowMs);
}

export function canSend(
  sentAt: readonly number[],
  now: number,
  limit: number = CHAT_LIMITS.messagesPerWindow,
  windowMs: number = CHAT_LIMITS.windowMs,
): boolean {
  return recentSends(sentAt, now, windowMs).length < limit;
}
