import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { blockingDuplicate } from '@hardprecios/core/runtime/redis';
import { CATALOG_QUEUES, storeIdOfJob, type QueueName } from '@hardprecios/core/jobs/queue-names';

export interface JobEvent {
  type: 'progress' | 'completed' | 'failed';
  queue: QueueName;
  jobId: string;
  /** The store the job is about (null for global jobs): the role filter uses it. */
  storeId: number | null;
  data: unknown;
}

export type JobEventListener = (event: JobEvent) => void;

export interface JobEventsHub {
  subscribe(listener: JobEventListener): () => void;
  /** Resolves once every queue's events are being listened to. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One set of BullMQ QueueEvents per API process, shared by every open stream. Started on the first
 * subscriber; each QueueEvents blocks on its own connection (a duplicate of the app's), closed with it.
 */
export function createJobEventsHub(redis: Redis, prefix: string): JobEventsHub {
  const listeners = new Set<JobEventListener>();
  let sources: { events: QueueEvents; connection: Redis }[] | undefined;
  const emit = (event: JobEvent) => {
    for (const listener of listeners) listener(event);
  };

  const start = () => {
    sources = CATALOG_QUEUES.map((queue) => {
      const connection = blockingDuplicate(redis);
      const events = new QueueEvents(queue, { connection, prefix });
      const storeId = (jobId: string) => storeIdOfJob(jobId) ?? null;
      events.on('progress', ({ jobId, data }) =>
        emit({ type: 'progress', queue, jobId, storeId: storeId(jobId), data }),
      );
      events.on('completed', ({ jobId, returnvalue }) =>
        emit({ type: 'completed', queue, jobId, storeId: storeId(jobId), data: returnvalue }),
      );
      events.on('failed', ({ jobId, failedReason }) =>
        emit({ type: 'failed', queue, jobId, storeId: storeId(jobId), data: { reason: failedReason } }),
      );
      events.on('error', () => {});
      return { events, connection };
    });
  };

  const close = async () => {
    const open = sources ?? [];
    sources = undefined;
    await Promise.all(
      open.map(async ({ events, connection }) => {
        await events.close().catch(() => {});
        connection.disconnect();
      }),
    );
  };
  // The app's connection closing means the app is shutting down.
  redis.once('end', () => void close());

  return {
    subscribe(listener) {
      if (!sources) start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {
      if (!sources) start();
      await Promise.all(sources!.map(({ events }) => events.waitUntilReady()));
    },
    close,
  };
}
