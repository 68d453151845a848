import { useEffect, useRef } from 'react';
import type { ChatEntry } from '../lib/chat-entry';
import { ChatAnswer } from './chat-answer';
import { TypingIndicator } from './typing-indicator';

interface ChatConversationProps {
  entries: ChatEntry[];
  waiting: boolean;
  onNavigate(): void;
}

/** The messages, newest at the bottom and kept in view; read out politely as they arrive. */
export function ChatConversation({ entries, waiting, onNavigate }: ChatConversationProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [entries.length, waiting]);

  return (
    <div className="chat__messages" role="log" aria-live="polite" aria-label="Conversación">
      <p className="chat__bubble chat__bubble--assistant">
        ¡Hola! Contame qué hardware buscás o qué querés armar y te ayudo a elegir entre los productos de
        nuestras tiendas.
      </p>
      {entries.map((entry) =>
        entry.role === 'assistant' ? (
          <p key={entry.id} className="chat__bubble chat__bubble--assistant">
            <ChatAnswer segments={entry.segments} onNavigate={onNavigate} />
          </p>
        ) : (
          <p
            key={entry.id}
            className={`chat__bubble chat__bubble--${entry.role === 'user' ? 'user' : 'notice'}`}
            role={entry.role === 'notice' ? 'alert' : undefined}
          >
            {entry.text}
          </p>
        ),
      )}
      {waiting && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}
