import { ApiError, apiPost } from '../../../api/client';
import { apiPaths } from '../../../config/paths';
import { useAction } from '../../../lib/use-action';
import type { ChatTurn } from '../lib/chat-entry';
import { CHAT_TEXT } from '../lib/chat-messages';

/** A piece of an answer: text, or a link to one of our own pages. */
export type ChatSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

export interface ChatAnswer {
  reply: string;
  segments: ChatSegment[];
}

export async function sendChatMessage(messages: ChatTurn[]): Promise<ChatAnswer> {
  const answer = await apiPost<{ data: ChatAnswer }>(apiPaths.chat, { messages });
  return answer.data;
}

/**
 * What to tell the shopper when a message got no answer: the server's own message for the chat's
 * failures (rate limit, the model service), else the spec's connection or processing message.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    return (error.status === 429 || error.status === 503) && error.message
      ? error.message
      : CHAT_TEXT.processingFailed;
  }
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError ? CHAT_TEXT.connectionFailed : CHAT_TEXT.processingFailed;
}

/**
 * Callbacks on the action itself, so an answer still lands if the widget re-mounts meanwhile.
 * (useAction, not react-query's useMutation: that would grow the framework chunk every page loads.)
 */
export function useSendChatMessage(callbacks: {
  onSuccess(answer: ChatAnswer): void;
  onError(error: unknown): void;
}) {
  return useAction(sendChatMessage, callbacks);
}
