import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll } from 'vitest';
import type { Env } from '@hardprecios/core/config/env';
import { startChatModel, type ChatModelServer } from '@hardprecios/fixtures/chat-model/chat-model-server';
import type { AppDeps } from '../../deps';
import { errorHandler, notFoundApi } from '../../http/error-handler';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { chatRoutes } from '../chat.routes';
import type { ChatSettings } from '../chat-settings';

export interface ChatReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface ChatClient {
  /**
   * POST /api/chat as the client at `ip` (sent as X-Forwarded-For; the app trusts loopback proxies).
   * Each mount's default client is a different address, so tests do not share a rate limit.
   */
  post<T = Record<string, unknown>>(json: unknown, ip?: string): Promise<ChatReply<T>>;
}

export interface ChatTestBed {
  app: TestApp;
  deps: AppDeps;
  model: ChatModelServer;
  /**
   * The chat routes with these settings (and configuration changes), on a server of their own over the
   * same database and Redis.
   */
  mount(settings?: Partial<ChatSettings>, env?: Partial<Env>): Promise<ChatClient>;
}

/**
 * A test app (own database and Redis prefix) configured for the chat, and the fixture model server it
 * talks to. Until app.ts mounts the chat routes, `mount` serves them exactly as app.ts would.
 */
export async function startChatTestBed(env: Partial<Record<keyof Env, string>> = {}): Promise<ChatTestBed> {
  const model = await startChatModel();
  const app = await startTestApp({
    CHAT_ENABLED: 'true',
    CHAT_API_URL: model.url,
    CHAT_API_KEY: model.apiKey,
    CHAT_MODEL: 'modelo-de-prueba',
    PUBLIC_URL: 'https://hardprecios.test',
    ...env,
  });
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  let mounts = 0;
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await model.close();
  });

  return {
    app,
    deps: app.deps,
    model,
    async mount(settings = {}, env = {}) {
      const web = express();
      web.set('trust proxy', 'loopback');
      web.use(
        '/api',
        express.json({ limit: '100kb' }),
        chatRoutes({ ...app.deps, env: { ...app.deps.env, ...env } }, settings),
        notFoundApi,
      );
      web.use(errorHandler(app.deps.logger));
      const server = web.listen(0, '127.0.0.1');
      servers.push(server);
      await new Promise((resolve) => server.once('listening', resolve));
      const defaultIp = `203.0.113.${++mounts}`;
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`;
      return {
        async post<T>(json: unknown, ip = defaultIp) {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(json),
          });
          return { status: res.status, body: (await res.json()) as T };
        },
      };
    },
  };
}
