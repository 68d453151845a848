import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { VisitorHasher } from '@hardprecios/core/stats/visitor-hash';
import { formatAnswer, type ChatAnswer } from './answer-format';
import { buildSystemPrompt, type ContextListing } from './chat-context';
import { CHAT_MESSAGES } from './chat-messages';
import type { ChatModelClient, ModelOutcome } from './chat-model.client';
import type { RollingLimiter } from './chat-rate-limit';
import type { ChatTurn } from './chat.schema';

export interface ChatServiceDeps {
  model: ChatModelClient;
  limiter: RollingLimiter;
  /** Hashes client addresses: the limit is kept per hash, never per address. */
  visitors: VisitorHasher;
  /** Our listings matching a question (see chat-context.ts). */
  findListings(question: string): Promise<ContextListing[]>;
  productName: string;
  /** Our site's origin: answers may link to it, never to other sites. */
  publicOrigin: string;
  logger: Logger;
}

export interface ChatService {
  /** Counts a message of the client at `address`; throws 429 with the spec's message past the limit. */
  admit(address: string): Promise<void>;
  /** The model's answer to the last turn, post-processed; throws with the spec's message when there is none. */
  answer(turns: ChatTurn[]): Promise<ChatAnswer>;
}

/** IPv6 clients are limited per /56, the block one subscriber usually gets. */
const IPV6_SUBNET = 56;

type Failure = Exclude<ModelOutcome, { kind: 'answer' }>['kind'];

const FAILURES: Record<Failure, { message: string; reason: string }> = {
  quota: { message: CHAT_MESSAGES.queryLimitReached, reason: 'model_quota' },
  unreachable: { message: CHAT_MESSAGES.connectionFailed, reason: 'model_unreachable' },
  unreadable: { message: CHAT_MESSAGES.processingFailed, reason: 'model_unreadable' },
  empty: { message: CHAT_MESSAGES.emptyReply, reason: 'model_empty' },
};

const fail = (kind: Failure) =>
  new AppError('unavailable', FAILURES[kind].message, { reason: FAILURES[kind].reason });

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { model, limiter, visitors, logger } = deps;

  async function contextFor(question: string): Promise<ContextListing[]> {
    try {
      return await deps.findListings(question);
    } catch (err) {
      // Advice without our listings beats no advice.
      logger.warn({ err }, 'chat: listing search failed; answering without context');
      return [];
    }
  }

  return {
    async admit(address) {
      const client = await visitors.hash(ipKeyGenerator(address, IPV6_SUBNET));
      const waitMs = await limiter.take(client);
      if (waitMs > 0) {
        throw new AppError('too_many_requests', CHAT_MESSAGES.tooManyMessages, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
      }
    },

    async answer(turns) {
      const question = turns.at(-1)!.content;
      const listings = await contextFor(question);
      const outcome = await model.complete([
        { role: 'system', content: buildSystemPrompt(deps.productName, listings) },
        ...turns,
      ]);
      if (outcome.kind !== 'answer') {
        logger.warn({ outcome }, 'chat: no answer from the model');
        throw fail(outcome.kind);
      }
      let answer: ChatAnswer;
      try {
        answer = formatAnswer(outcome.content, { publicOrigin: deps.publicOrigin });
      } catch (err) {
        logger.error({ err }, 'chat: answer could not be post-processed');
        throw fail('unreadable');
      }
      // An answer that was nothing but citations.
      if (!answer.reply.trim()) throw fail('empty');
      return answer;
    },
  };
}
