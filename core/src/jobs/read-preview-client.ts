import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { blockingDuplicate } from '../runtime/redis';
import { readPreviewContract, type ReadPreviewResult } from './job-contracts';
import { jobOptions } from './job-options';

/** A worker reads for up to 30 s; the API waits a little longer, then gives up on it. */
export const READ_PREVIEW_WAIT_MS = 40_000;

export const NO_READER_MESSAGE =
  'No hay un proceso de lectura disponible en este momento; probá de nuevo en unos minutos';
export const READ_TOO_SLOW_MESSAGE = 'La lectura de prueba tardó demasiado; probá de nuevo más tarde';

export interface ReadPreviewClient {
  /** Asks a worker to read the site and waits for its answer (AppError 'unavailable' when none comes). */
  run(input: z.input<typeof readPreviewContract.schema>): Promise<ReadPreviewResult>;
  close(): Promise<void>;
}

/**
 * 'Probar lectura' from the API: a read-preview job on the workers (which have the readers and the
 * browser), awaited with a timeout. One listener per API process, started on first use.
 */
export function createReadPreviewClient(
  redis: Redis,
  prefix: string,
  waitMs: number = READ_PREVIEW_WAIT_MS,
): ReadPreviewClient {
  const queue = new Queue(readPreviewContract.name, { connection: redis, prefix });
  queue.on('error', () => {});
  let events: { listener: QueueEvents; connection: Redis } | undefined;
  const listen = async () => {
    if (!events) {
      const connection = blockingDuplicate(redis);
      const listener = new QueueEvents(readPreviewContract.name, { connection, prefix });
      listener.on('error', () => {});
      events = { listener, connection };
    }
    await events.listener.waitUntilReady();
    return events.listener;
  };

  return {
    async run(input) {
      const payload = readPreviewContract.schema.parse(input);
      // Without Redis no worker can be asked (and BullMQ would wait for it to come back).
      if (redis.status !== 'ready') throw new AppError('unavailable', NO_READER_MESSAGE);
      const listener = await listen();
      // Kept a while after it ends so the answer can be read back, then removed by us or by age.
      const job = await queue.add(readPreviewContract.name, payload, {
        ...jobOptions(readPreviewContract.options),
        removeOnComplete: { age: 300 },
        removeOnFail: { age: 300 },
      });
      try {
        return (await job.waitUntilFinished(listener, waitMs)) as ReadPreviewResult;
      } catch (err) {
        const state = await job.getState().catch(() => 'unknown');
        if (state === 'waiting' || state === 'prioritized' || state === 'delayed') {
          // Nobody took it: it must not run later for an admin who is gone.
          await job.remove().catch(() => {});
          throw new AppError('unavailable', NO_READER_MESSAGE);
        }
        if (state === 'active') throw new AppError('unavailable', READ_TOO_SLOW_MESSAGE);
        throw err;
      } finally {
        await job.remove().catch(() => {});
      }
    },
    async close() {
      await queue.close();
      if (events) {
        await events.listener.close().catch(() => {});
        events.connection.disconnect();
      }
    },
  };
}
