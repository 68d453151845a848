import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, startChatModel } from '@hardprecios/fixtures/chat-model/chat-model-server';
import { DEFAULT_CHAT_SETTINGS } from './chat-settings';
import { completionsUrl, createChatModelClient, type ChatModelClientOptions } from './chat-model.client';

const model = await startChatModel();
afterAll(() => model.close());
beforeEach(() => model.reset());
afterEach(() => vi.useRealTimers());

const question = [{ role: 'user' as const, content: '¿Qué SSD me conviene?' }];

function client(overrides: Partial<ChatModelClientOptions> = {}) {
  const { modelTimeoutMs, maxRetries, retryDelayMs, sleep } = DEFAULT_CHAT_SETTINGS;
  return createChatModelClient({
    url: model.url,
    apiKey: model.apiKey,
    model: 'modelo-x',
    timeoutMs: modelTimeoutMs,
    maxRetries,
    retryDelayMs,
    sleep,
    ...overrides,
  });
}

const realSetTimeout = globalThis.setTimeout;
const realDelay = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Lets the network and the fixture run (setImmediate is not faked) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; !done(); i++) {
    if (i > 10_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the chat-completions client', () => {
  it('retries an HTTP 429 three times, waiting 2 s, 4 s and 6 s, then reports the quota as reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    model.script(reply.rateLimited(), reply.rateLimited(), reply.rateLimited(), reply.rateLimited());
    const outcome = client().complete(question);

    for (const [attempt, waitMs] of [
      [1, 2000],
      [2, 4000],
      [3, 6000],
    ] as const) {
      await until(() => model.requests.length === attempt);
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      // Real time for a retry sent too early to reach the fixture: none did.
      await realDelay(100);
      expect(model.requests).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => model.requests.length === attempt + 1);
    }
    expect(await outcome).toEqual({ kind: 'quota' });
    expect(model.requests).toHaveLength(4);
  });

  it('answers once the 429s stop', async () => {
    const waits: number[] = [];
    model.script(reply.rateLimited(), reply.rateLimited(), reply.answer('Un NVMe de 1 TB.'));
    const outcome = await client({ sleep: async (ms) => void waits.push(ms) }).complete(question);
    expect(outcome).toEqual({ kind: 'answer', content: 'Un NVMe de 1 TB.' });
    expect(waits).toEqual([2000, 4000]);
  });

  it('sends the model, the messages and stream false with the Bearer key', async () => {
    await client().complete(question);
    expect(model.requests[0]).toMatchObject({
      authorization: `Bearer ${model.apiKey}`,
      body: { model: 'modelo-x', messages: question, stream: false },
    });
  });

  it('does not retry other failures, and tells them apart', async () => {
    model.script(reply.serverError(), reply.empty(), reply.malformed(), reply.slow(1000));
    const fast = client({ timeoutMs: 200 });
    expect(await fast.complete(question)).toMatchObject({
      kind: 'unreachable',
      detail: expect.stringContaining('HTTP 500'),
    });
    expect(await fast.complete(question)).toEqual({ kind: 'empty' });
    expect(await fast.complete(question)).toMatchObject({ kind: 'unreadable' });
    expect(await fast.complete(question)).toEqual({ kind: 'unreachable', detail: 'no answer in 200 ms' });
    expect(model.requests).toHaveLength(4);
    expect(await client({ url: undefined }).complete(question)).toMatchObject({ kind: 'unreachable' });
  });
});

describe('completionsUrl', () => {
  it('accepts a host, a /v1 base or the full endpoint', () => {
    expect(completionsUrl('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000/v1/chat/completions');
    expect(completionsUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1/chat/completions');
    expect(completionsUrl('https://x.test/openai/v1/chat/completions')).toBe(
      'https://x.test/openai/v1/chat/completions',
    );
  });
});
