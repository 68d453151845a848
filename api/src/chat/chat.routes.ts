import { Router } from 'express';
import { AppError } from '@hardprecios/core/errors/app-error';
import { createVisitorHasher } from '@hardprecios/core/stats/visitor-hash';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { hiddenProductIds, searchRuntime } from '../search/search-runtime';
import { findContextListings } from './chat-context';
import { createChatModelClient } from './chat-model.client';
import { createRollingLimiter } from './chat-rate-limit';
import { DEFAULT_CHAT_SETTINGS, isChatEnabled, type ChatSettings } from './chat-settings';
import { chatRequestSchema } from './chat.schema';
import { createChatService } from './chat.service';

/**
 * POST /api/chat: the hardware-advice chat, answered by the configured language model through our
 * server (the browser never holds its key). 404 where the chat is not enabled.
 * Mount with `app.use('/api', chatRoutes(deps))`.
 */
export function chatRoutes(deps: AppDeps, overrides: Partial<ChatSettings> = {}): Router {
  const router = Router();
  if (!isChatEnabled(deps.env)) {
    router.post('/chat', (_req, _res, next) => next(new AppError('not_found', 'El chat no está habilitado')));
    return router;
  }

  const { env, redis, logger } = deps;
  const settings = { ...DEFAULT_CHAT_SETTINGS, ...overrides };
  const search = searchRuntime(deps);
  const chat = createChatService({
    model: createChatModelClient({
      url: env.CHAT_API_URL,
      apiKey: env.CHAT_API_KEY,
      model: env.CHAT_MODEL,
      timeoutMs: settings.modelTimeoutMs,
      maxRetries: settings.maxRetries,
      retryDelayMs: settings.retryDelayMs,
      sleep: settings.sleep,
    }),
    limiter: createRollingLimiter({
      redis,
      keyPrefix: `${env.REDIS_PREFIX}:chat:rl:`,
      limit: settings.messagesPerWindow,
      windowMs: settings.windowMs,
      now: settings.now,
    }),
    visitors: createVisitorHasher(redis, env.REDIS_PREFIX),
    findListings: async (question) => {
      const rules = await search.rules();
      const filters = { priceAbove: rules.priceThreshold, excludeIds: hiddenProductIds(rules) };
      return findContextListings(search.engine, question, filters, settings.contextListings);
    },
    productName: env.PRODUCT_NAME,
    publicOrigin: new URL(env.PUBLIC_URL).origin,
    logger,
  });
  if (!env.CHAT_API_URL) logger.warn('chat is enabled but CHAT_API_URL is not set: every question will fail');

  router.post(
    '/chat',
    endpoint({ body: chatRequestSchema }, async ({ body }, req) => {
      await chat.admit(req.ip ?? '');
      return { data: await chat.answer(body.messages) };
    }),
  );
  return router;
}
