/**
 * The OpenAI-compatible chat-completions call: `{ model, messages, stream: false }` with a Bearer key,
 * reading the first choice's message content. The key stays on the server.
 */

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How a call ended, for the service to turn into an answer or one of the spec's messages. */
export type ModelOutcome =
  | { kind: 'answer'; content: string }
  /** The service kept answering 429 after every retry. */
  | { kind: 'quota' }
  /** No usable HTTP answer: not configured, network error, time-out, or a non-2xx status. */
  | { kind: 'unreachable'; detail: string }
  /** A 200 whose body is not JSON. */
  | { kind: 'unreadable'; detail: string }
  /** A completion without text. */
  | { kind: 'empty' };

export interface ChatModelClientOptions {
  /** CHAT_API_URL: a base (`https://host`, `https://host/v1`) or the full `/chat/completions` URL. */
  url: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Retries after an HTTP 429 (the spec: at most 3). */
  maxRetries: number;
  /** Wait before retry number `attempt` (1-based); the spec: 2 s × attempt. */
  retryDelayMs(attempt: number): number;
  sleep(ms: number): Promise<void>;
}

export interface ChatModelClient {
  complete(messages: ModelMessage[]): Promise<ModelOutcome>;
}

/** Where to POST, from whichever form CHAT_API_URL takes. */
export function completionsUrl(base: string): string {
  const url = base.replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(url)) return url;
  return /\/v\d+$/.test(url) ? `${url}/chat/completions` : `${url}/v1/chat/completions`;
}

function contentOf(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' && content.trim() ? content : null;
}

export function createChatModelClient(options: ChatModelClientOptions): ChatModelClient {
  const { url, apiKey, model, timeoutMs, maxRetries, retryDelayMs, sleep } = options;

  async function attempt(endpoint: string, messages: ModelMessage[]): Promise<ModelOutcome | 'retry'> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages, stream: false }),
        // Covers the whole exchange, body included: a stalled service must not hold the shopper.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      const name = (err as Error).name;
      return {
        kind: 'unreachable',
        detail: name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(err),
      };
    }
    if (response.status === 429) return 'retry';
    if (!response.ok)
      return { kind: 'unreachable', detail: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'unreadable', detail: `not JSON: ${text.slice(0, 200)}` };
    }
    const content = contentOf(body);
    return content === null ? { kind: 'empty' } : { kind: 'answer', content };
  }

  return {
    async complete(messages) {
      if (!url) return { kind: 'unreachable', detail: 'CHAT_API_URL is not set' };
      const endpoint = completionsUrl(url);
      for (let retry = 0; ; retry++) {
        const outcome = await attempt(endpoint, messages);
        if (outcome !== 'retry') return outcome;
        if (retry >= maxRetries) return { kind: 'quota' };
        await sleep(retryDelayMs(retry + 1));
      }
    },
  };
}
