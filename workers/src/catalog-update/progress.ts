export type RunPhase = 'starting' | 'detecting' | 'reading' | 'removing' | 'done';

/** What `job.updateProgress` carries; the back office shows it live (SSE). */
export interface RunProgress {
  storeId: number;
  runId?: number;
  reader?: string;
  phase: RunPhase;
  pagesFetched: number;
  read: number;
  created: number;
  updated: number;
  priceChanged: number;
  removed: number;
  errors: number;
}

export type ProgressUpdate = Partial<Omit<RunProgress, 'storeId' | 'phase'>> & { phase: RunPhase };

export interface ProgressReporter {
  /** Sends the update unless one was sent less than the interval ago (`force` always sends). */
  report(update: ProgressUpdate, force?: boolean): Promise<void>;
  readonly last: RunProgress;
}

/** Throttled progress: a page every few milliseconds would flood Redis and the browsers watching. */
export function progressReporter(
  send: (progress: RunProgress) => Promise<void>,
  base: Pick<RunProgress, 'storeId'> & Partial<RunProgress>,
  minIntervalMs = 250,
): ProgressReporter {
  let last: RunProgress = {
    phase: 'starting',
    pagesFetched: 0,
    read: 0,
    created: 0,
    updated: 0,
    priceChanged: 0,
    removed: 0,
    errors: 0,
    ...base,
  };
  let sentAt = 0;
  return {
    get last() {
      return last;
    },
    async report(update, force = false) {
      const phaseChanged = update.phase !== last.phase;
      last = { ...last, ...update };
      const now = Date.now();
      if (!force && !phaseChanged && now - sentAt < minIntervalMs) return;
      sentAt = now;
      await send(last);
    },
  };
}
