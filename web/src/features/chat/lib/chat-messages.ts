/** What the chat says when it cannot answer (spec section 8, word for word). */
export const CHAT_TEXT = {
  tooManyMessages:
    'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.',
  connectionFailed:
    'Lo siento, no pude procesar tu consulta en este momento. Parece haber un problema de conexión con el servicio de IA.',
  processingFailed: 'Lo siento, hubo un error procesando tu consulta. ¿Podrías intentar de nuevo?',
} as const;

/** The spec's chat limits (section 9). */
export const CHAT_LIMITS = {
  messagesPerWindow: 7,
  windowMs: 60_000,
  historyTurns: 24,
  messageMaxChars: 2000,
  inputMaxHeightPx: 120,
} as const;
