import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One request at a time per host, with a pause between the end of one request and the start of the
 * next. Requests to different hosts do not wait for each other.
 */
export class HostScheduler {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly lastEnd = new Map<string, number>();

  /** Runs `task` when the host is free and `gapMs()` has passed since its last request ended. */
  async run<T>(host: string, gapMs: () => number, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(host, tail);
    try {
      await previous;
      signal?.throwIfAborted();
      const wait = (this.lastEnd.get(host) ?? Number.NEGATIVE_INFINITY) + gapMs() - Date.now();
      if (wait > 0) await sleep(wait, undefined, { signal });
      return await task();
    } finally {
      this.lastEnd.set(host, Date.now());
      release();
      if (this.tails.get(host) === tail) this.tails.delete(host);
    }
  }
}
