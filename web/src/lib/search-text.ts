import { MIN_SEARCH_LENGTH, SHORT_SEARCH_MESSAGE } from '../config/constants';

export type SearchTextCheck =
  { kind: 'empty' } | { kind: 'too-short'; message: string } | { kind: 'ok'; text: string };

/** The 3-letter rule (spec section 5): trimmed; empty does nothing; 1-2 letters show the message. */
export function checkSearchText(raw: string): SearchTextCheck {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (text.length < MIN_SEARCH_LENGTH) return { kind: 'too-short', message: SHORT_SEARCH_MESSAGE };
  return { kind: 'ok', text };
}
