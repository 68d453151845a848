import { z } from 'zod';

/** The spec's limits (section 9): the model sees the last 24 turns. */
export const CHAT_HISTORY_TURNS = 24;
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** A client may send more turns than are kept, but not an unbounded conversation. */
const MAX_TURNS_ACCEPTED = 2 * CHAT_HISTORY_TURNS;
const MAX_TOTAL_CHARS = CHAT_HISTORY_TURNS * CHAT_MESSAGE_MAX_CHARS;

const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, 'El mensaje está vacío')
    .max(CHAT_MESSAGE_MAX_CHARS, `Cada mensaje puede tener hasta ${CHAT_MESSAGE_MAX_CHARS} caracteres`),
});

/** POST /api/chat: the conversation so far, ending with the shopper's new question. */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatTurnSchema)
    .min(1, 'Falta el mensaje')
    .max(MAX_TURNS_ACCEPTED, `Se aceptan hasta ${MAX_TURNS_ACCEPTED} mensajes`)
    .refine((turns) => turns.at(-1)?.role === 'user', 'El último mensaje debe ser del usuario')
    .refine(
      (turns) => turns.reduce((sum, t) => sum + t.content.length, 0) <= MAX_TOTAL_CHARS,
      'La conversación es demasiado larga',
    )
    .transform((turns) => turns.slice(-CHAT_HISTORY_TURNS)),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['messages'][number];
