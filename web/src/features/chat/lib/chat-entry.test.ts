import { describe, expect, it } from 'vitest';
import { historyOf, type ChatEntry } from './chat-entry';

describe('historyOf', () => {
  it('keeps the last 24 questions and answers, leaves notices out and cuts long answers to 2,000 characters', () => {
    const entries: ChatEntry[] = [];
    for (let i = 0; i < 15; i++) {
      entries.push({ id: i * 3, role: 'user', text: `pregunta ${i}` });
      entries.push({ id: i * 3 + 1, role: 'notice', text: 'Has enviado demasiados mensajes.' });
      entries.push({ id: i * 3 + 2, role: 'assistant', text: 'x'.repeat(2500), segments: [] });
    }
    const history = historyOf(entries);
    expect(history).toHaveLength(24);
    expect(history[0]).toEqual({ role: 'user', content: 'pregunta 3' });
    expect(history.every((turn) => turn.content.length <= 2000)).toBe(true);
    expect(history.some((turn) => turn.content.startsWith('Has enviado'))).toBe(false);
  });
});
