/** What the shopper reads when the chat cannot answer (spec section 8, word for word). */
export const CHAT_MESSAGES = {
  tooManyMessages:
    'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.',
  connectionFailed:
    'Lo siento, no pude procesar tu consulta en este momento. Parece haber un problema de conexión con el servicio de IA.',
  processingFailed: 'Lo siento, hubo un error procesando tu consulta. ¿Podrías intentar de nuevo?',
  emptyReply: 'No se recibió una respuesta válida del modelo.',
  // The spec names this case but not its words.
  queryLimitReached:
    'Se alcanzó el límite de consultas al servicio de IA. Por favor, intenta de nuevo en unos minutos.',
} as const;
