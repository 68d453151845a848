import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { isbot } from 'isbot';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { AppDeps } from '../deps';
import type { StatsRuntime } from './stats-runtime';
import type { StatsSettings } from './stats-settings';

/** A statistics event is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 4096;
/** IPv6 clients are limited per /56, the block a single subscriber usually gets. */
const IPV6_SUBNET = 56;

/**
 * Obvious bots (by User-Agent, or none at all) get the same answer as a shopper, so they have no reason to
 * retry, but nothing is recorded.
 */
export function dropBots(message: string): RequestHandler {
  return (req, res, next) => {
    const agent = req.get('user-agent');
    if (!agent || isbot(agent)) {
      res.status(202).json({ message });
      return;
    }
    next();
  };
}

export const limitBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES)
    return next(new AppError('payload_too_large', 'El cuerpo de la solicitud es demasiado grande'));
  next();
};

/** Sets res.locals.visitorHash: the salted daily hash of the client address, never the address itself. */
export function identifyVisitor(runtime: StatsRuntime): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.visitorHash = await runtime.visitorHash(ipKeyGenerator(req.ip ?? '', IPV6_SUBNET));
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Per visitor, shared by every API instance through Redis; a Redis outage lets events through. */
export function limitWrites({ env, redis }: AppDeps, settings: StatsSettings): RequestHandler {
  const limit = rateLimit({
    windowMs: 60_000,
    limit: settings.writesPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => res.locals.visitorHash as string,
    passOnStoreError: true,
    store: new RedisStore({
      prefix: `${env.REDIS_PREFIX}:stats:rl:`,
      sendCommand: (command: string, ...args: string[]) =>
        redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (_req, _res, next) =>
      next(
        new AppError('too_many_requests', 'Demasiados eventos de estadísticas; probá de nuevo en un minuto'),
      ),
  });
  // While Redis is disconnected, let events through at once instead of waiting for each command to time out.
  return (req, res, next) => (redis.status === 'ready' ? limit(req, res, next) : next());
}
