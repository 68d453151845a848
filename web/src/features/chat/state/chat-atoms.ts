import { atom } from 'jotai';
import type { ChatEntry } from '../lib/chat-entry';

/** The conversation survives closing the widget and moving between pages. */
export const chatEntriesAtom = atom<ChatEntry[]>([]);
/** When the shopper's recent messages were sent (for the rolling limit). */
export const chatSentAtAtom = atom<number[]>([]);
export const chatOpenAtom = atom(false);
