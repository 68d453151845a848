import { useAtom } from 'jotai';
import { failureText, useSendChatMessage } from '../api/send-chat-message';
import { chatEntriesAtom, chatSentAtAtom } from '../state/chat-atoms';
import { historyOf, type ChatEntry } from './chat-entry';
import { CHAT_TEXT } from './chat-messages';
import { canSend, recentSends } from './rolling-limit';

let nextId = 1;

/** The conversation and how to add to it; `send` says whether the message went. */
export function useChat() {
  const [entries, setEntries] = useAtom(chatEntriesAtom);
  const [sentAt, setSentAt] = useAtom(chatSentAtAtom);
  const add = (entry: ChatEntry) => setEntries((current) => [...current, entry]);
  const mutation = useSendChatMessage({
    onSuccess: (answer) =>
      add({ id: nextId++, role: 'assistant', text: answer.reply, segments: answer.segments }),
    onError: (error) => {
      console.warn('chat message failed', error);
      add({ id: nextId++, role: 'notice', text: failureText(error) });
    },
  });

  function send(text: string): boolean {
    const question = text.trim();
    // Empty messages are ignored (spec section 5), and one question at a time.
    if (!question || mutation.isPending) return false;
    const now = Date.now();
    if (!canSend(sentAt, now)) {
      add({ id: nextId++, role: 'notice', text: CHAT_TEXT.tooManyMessages });
      return false;
    }
    setSentAt([...recentSends(sentAt, now), now]);
    const asked: ChatEntry = { id: nextId++, role: 'user', text: question };
    add(asked);
    mutation.mutate(historyOf([...entries, asked]));
    return true;
  }

  return { entries, send, waiting: mutation.isPending };
}
