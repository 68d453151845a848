import { useAtom } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { BREAKPOINTS } from '../../../config/constants';
import { useMaxWidth } from '../../../lib/use-media-query';
import { useChat } from '../lib/use-chat';
import { chatOpenAtom } from '../state/chat-atoms';
import { ChatComposer } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import '../chat.css';

/**
 * The hardware-advice chat (spec section 2): a button that opens a panel with the conversation and an
 * input. A panel in the corner on wide screens, the whole screen up to 768 px. Escape closes it and
 * gives the focus back to the button.
 */
export default function ChatWidget() {
  const [open, setOpen] = useAtom(chatOpenAtom);
  const { entries, send, waiting } = useChat();
  const mobile = useMaxWidth(BREAKPOINTS.mobile);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const titleId = useId();

  const refocusToggle = useRef(false);

  // After the render that shows or hides the panel (on mobile the button is hidden while it is open).
  useEffect(() => {
    if (open) input.current?.focus();
    else if (refocusToggle.current) toggle.current?.focus();
    refocusToggle.current = false;
  }, [open]);

  function close() {
    refocusToggle.current = true;
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className={`chat${mobile ? ' chat--mobile' : ''}${open ? ' chat--open' : ''}`}>
      {open && (
        <section
          id={panelId}
          className="chat__panel"
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <header className="chat__header">
            <h2 id={titleId} className="chat__title">
              Asistente de hardware
            </h2>
            <button type="button" className="chat__close" aria-label="Cerrar chat" onClick={close}>
              ×
            </button>
          </header>
          <ChatConversation entries={entries} waiting={waiting} onNavigate={() => mobile && setOpen(false)} />
          <ChatComposer onSend={send} waiting={waiting} inputRef={input} />
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        className="chat__toggle"
        aria-label="Chat de ayuda"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"
          />
          <circle cx="8" cy="10.5" r="1.3" fill="#fff" />
          <circle cx="12" cy="10.5" r="1.3" fill="#fff" />
          <circle cx="16" cy="10.5" r="1.3" fill="#fff" />
        </svg>
      </button>
    </div>
  );
}
