import type { ChatSegment } from '../api/send-chat-message';
import { CHAT_LIMITS } from './chat-messages';

/** One bubble of the conversation. Notices (limits, failures) are shown but never sent back. */
export type ChatEntry =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'assistant'; text: string; segments: ChatSegment[] }
  | { id: number; role: 'notice'; text: string };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The turns the server gets: the last 24 questions and answers, each within the size it accepts. */
export function historyOf(entries: readonly ChatEntry[]): ChatTurn[] {
  return entries
    .filter((entry): entry is Exclude<ChatEntry, { role: 'notice' }> => entry.role !== 'notice')
    .map((entry) => ({ role: entry.role, content: entry.text.trim().slice(0, CHAT_LIMITS.messageMaxChars) }))
    .filter((turn) => turn.content)
    .slice(-CHAT_LIMITS.historyTurns);
}
