import { beforeEach, describe, expect, it } from 'vitest';
import { reply } from '@hardprecios/fixtures/chat-model/chat-model-server';
import { startChatTestBed } from './testing/chat-test-bed';

const bed = await startChatTestBed();
beforeEach(() => bed.model.reset());

const ask = (content = '¿Qué SSD me recomendás?') => ({ messages: [{ role: 'user', content }] });
type Failure = { error: string; message: string; reason?: string; retryAfterSeconds?: number };

describe('POST /api/chat when the model service fails', () => {
  it('retries a 429 three times, 2 s × attempt apart, then says the query limit was reached', async () => {
    const waits: number[] = [];
    const chat = await bed.mount({ sleep: async (ms) => void waits.push(ms) });
    bed.model.script(reply.rateLimited(), reply.rateLimited(), reply.rateLimited(), reply.rateLimited());
    const { status, body } = await chat.post<Failure>(ask());
    expect(status).toBe(503);
    expect(body).toMatchObject({
      reason: 'model_quota',
      message:
        'Se alcanzó el límite de consultas al servicio de IA. Por favor, intenta de nuevo en unos minutos.',
    });
    expect(waits).toEqual([2000, 4000, 6000]);
    expect(bed.model.requests).toHaveLength(4);
  });

  it('gives the spec’s connection message for a 500 (not retried), a wrong key, a time-out or no service', async () => {
    const connection =
      'Lo siento, no pude procesar tu consulta en este momento. Parece haber un problema de conexión con el servicio de IA.';
    const chat = await bed.mount({ modelTimeoutMs: 200 });
    bed.model.script(reply.serverError(), reply.slow(2000));
    for (const _ of ['500', 'slow']) {
      const { status, body } = await chat.post<Failure>(ask());
      expect(status).toBe(503);
      expect(body).toEqual({ error: 'unavailable', message: connection, reason: 'model_unreachable' });
    }
    expect(bed.model.requests).toHaveLength(2);

    const wrongKey = await bed.mount({}, { CHAT_API_KEY: 'sk-otra' });
    const noService = await bed.mount({}, { CHAT_API_URL: undefined });
    expect((await wrongKey.post<Failure>(ask())).body.message).toBe(connection);
    expect((await noService.post<Failure>(ask())).body.message).toBe(connection);
  });

  it('gives the spec’s empty-reply message for an answer without text, or only citations', async () => {
    const chat = await bed.mount();
    bed.model.script(reply.empty(), reply.answer('[1] https://www.ejemplo.com\n\nFuentes: https://otro.com'));
    for (const _ of ['empty', 'citations only']) {
      const { status, body } = await chat.post<Failure>(ask());
      expect(status).toBe(503);
      expect(body.message).toBe('No se recibió una respuesta válida del modelo.');
    }
  });

  it('gives the spec’s processing-error message for an answer it cannot read', async () => {
    const chat = await bed.mount();
    bed.model.script(reply.malformed());
    const { status, body } = await chat.post<Failure>(ask());
    expect(status).toBe(503);
    expect(body.message).toBe('Lo siento, hubo un error procesando tu consulta. ¿Podrías intentar de nuevo?');
  });
});

describe('the server-side rate limit', () => {
  const tooMany =
    'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.';

  it('accepts 7 messages per client in any rolling 60 s and refuses the 8th with the spec’s message', async () => {
    let now = 1_000_000;
    const chat = await bed.mount({ now: () => now });
    const client = '198.51.100.7';
    for (let i = 0; i < 4; i++) expect((await chat.post(ask(), client)).status).toBe(200);
    now += 30_000;
    for (let i = 0; i < 3; i++) expect((await chat.post(ask(), client)).status).toBe(200);
    now += 29_000;
    const refused = await chat.post<Failure>(ask(), client);
    expect(refused).toEqual({
      status: 429,
      body: { error: 'too_many_requests', message: tooMany, retryAfterSeconds: 1 },
    });
    expect(bed.model.requests).toHaveLength(7);
    // Another client is not affected.
    expect((await chat.post(ask(), '198.51.100.8')).status).toBe(200);
    // 60 s after the first four, four more fit, and the window has not been pushed back by the refusal.
    now += 1_000;
    for (let i = 0; i < 4; i++) expect((await chat.post(ask(), client)).status).toBe(200);
    expect((await chat.post(ask(), client)).status).toBe(429);
  });

  it('does not count refused or invalid requests as messages', async () => {
    const now = 5_000_000;
    const chat = await bed.mount({ now: () => now });
    const client = '198.51.100.20';
    for (let i = 0; i < 3; i++) expect((await chat.post(ask('  '), client)).status).toBe(400);
    for (let i = 0; i < 7; i++) expect((await chat.post(ask(), client)).status).toBe(200);
    expect((await chat.post(ask(), client)).status).toBe(429);
  });
});
