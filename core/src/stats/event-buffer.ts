import { writeSplitting } from '../db/write-splitting';
import type { StatEvent } from './events';

/** Why events were dropped: the buffer was full (database down), stopped, or the database refused them. */
export type DropReason = 'full' | 'stopped' | 'invalid';

export interface EventBufferOptions {
  /** Longest an event waits before it is written. */
  flushMs?: number;
  /** Events per write; reaching it flushes at once. */
  maxBatch?: number;
  /** Beyond this many unwritten events (the database is down), new events are dropped. */
  maxPending?: number;
  /** A write failed (not because of its events); they are kept and retried on the next flush, or dropped at stop. */
  onError?: (err: unknown, events: number) => void;
  /** Events dropped, and why. */
  onDrop?: (events: number, reason: DropReason) => void;
  /** The database refused this event itself (it is dropped; the rest of its batch is written). */
  onRefused?: (err: unknown, event: StatEvent) => void;
  /** Whether a failed write was refused because of its events (default: a PostgreSQL data error). */
  refusesData?: (err: unknown) => boolean;
}

export interface EventBuffer {
  /** Queues an event; false when it was dropped. Never waits for the database. */
  record(event: StatEvent): boolean;
  /** Resolves once every event recorded so far has been written (or its write failed). */
  flush(): Promise<void>;
  /** Writes what is left and refuses new events. */
  stop(): Promise<void>;
  readonly pending: number;
}

/**
 * Public pages post their events here and get their answer at once; the events reach the database in
 * batches, one write at a time, so a burst costs a few multi-row inserts instead of one round trip each.
 * A batch the database refuses because of some of its events is split until those events are alone:
 * they are dropped, the others written, so one bad event never holds up the rest. A batch that fails for
 * any other reason (the database down) is kept, in order, and retried.
 */
export function createEventBuffer(
  write: (events: StatEvent[]) => Promise<void>,
  options: EventBufferOptions = {},
): EventBuffer {
  const flushMs = options.flushMs ?? 250;
  const maxBatch = options.maxBatch ?? 1000;
  const maxPending = options.maxPending ?? 100_000;
  const retryMs = Math.max(1000, flushMs * 4);
  let pending: StatEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  /** A drain is waiting in the chain; it will take every event recorded before it starts. */
  let queued = false;
  let stopped = false;

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      const { failed } = await writeSplitting(batch, write, {
        refusesData: options.refusesData,
        onRefused: (event, err) => {
          options.onRefused?.(err, event);
          options.onDrop?.(1, 'invalid');
        },
      });
      if (failed) {
        const { err, unwritten } = failed;
        options.onError?.(err, unwritten.length);
        // Keep the events for the next attempt, in order, while there is room.
        const room = Math.max(0, maxPending - pending.length);
        if (room < unwritten.length) options.onDrop?.(unwritten.length - room, 'full');
        pending = [...unwritten.slice(0, room), ...pending];
        if (!stopped && !timer) timer = setTimeout(() => void flush(), retryMs).unref();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!queued) {
      queued = true;
      chain = chain.then(() => {
        queued = false;
        return drain();
      });
    }
    return chain;
  }

  function schedule(): void {
    if (pending.length >= maxBatch) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), flushMs).unref();
  }

  return {
    record(event) {
      if (stopped || pending.length >= maxPending) {
        options.onDrop?.(1, stopped ? 'stopped' : 'full');
        return false;
      }
      pending.push(event);
      schedule();
      return true;
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
      if (pending.length) {
        options.onDrop?.(pending.length, 'stopped');
        pending = [];
      }
    },
    get pending() {
      return pending.length;
    },
  };
}
