import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_LIMITS } from '../lib/chat-messages';

interface ChatComposerProps {
  /** Says whether the message went; the text stays when it did not. */
  onSend(text: string): boolean;
  waiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** Grows with its text up to 120 px (spec section 9), then scrolls. */
function fitHeight(input: HTMLTextAreaElement) {
  input.style.height = 'auto';
  const height = Math.min(input.scrollHeight, CHAT_LIMITS.inputMaxHeightPx);
  input.style.height = `${height}px`;
  input.style.overflowY = input.scrollHeight > CHAT_LIMITS.inputMaxHeightPx ? 'auto' : 'hidden';
}

/** Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend, waiting, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!onSend(text)) return;
    setText('');
    if (inputRef.current) {
      inputRef.current.value = '';
      fitHeight(inputRef.current);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className="chat__composer" onSubmit={submit}>
      <textarea
        ref={inputRef}
        className="chat__input"
        aria-label="Escribí tu consulta"
        placeholder="Escribí tu consulta…"
        rows={1}
        maxLength={CHAT_LIMITS.messageMaxChars}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          fitHeight(event.target);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat__send" aria-label="Enviar" disabled={waiting || !text.trim()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 20.5 21 12 3 3.5v6.6l12 1.9-12 1.9z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
