import type { JobView, RunCounts, RunView } from '../api/jobs';
import type { StreamEvent } from '../api/use-job-stream';

export type StoreJobState = 'waiting' | 'running' | 'done' | 'failed';

export const STATE_LABELS: Record<StoreJobState, string> = {
  waiting: 'En espera',
  running: 'En curso',
  done: 'Completada',
  failed: 'Fallida',
};

/** What a running job reports (workers' RunProgress). */
export interface RunProgress {
  phase: 'starting' | 'detecting' | 'reading' | 'removing' | 'done';
  reader?: string;
  pagesFetched: number;
  read: number;
  created: number;
  updated: number;
  priceChanged: number;
  removed: number;
  errors: number;
}

export const PHASES: Record<RunProgress['phase'], { label: string; percent: number }> = {
  starting: { label: 'Iniciando', percent: 5 },
  detecting: { label: 'Detectando la plataforma', percent: 15 },
  reading: { label: 'Leyendo productos', percent: 50 },
  removing: { label: 'Marcando productos no vistos', percent: 90 },
  done: { label: 'Terminando', percent: 100 },
};

export interface LiveJob {
  jobId: string;
  queue: string;
  state: StoreJobState;
  progress: RunProgress | null;
  counts: RunCounts | null;
  reason: string | null;
}

/** Live state per store id, kept from the stream's snapshot and events. */
export type JobBoard = Record<number, LiveJob>;

const isProgress = (value: unknown): value is RunProgress =>
  typeof value === 'object' && value !== null && 'phase' in value;

function fromJob(job: JobView): LiveJob {
  return {
    jobId: job.id,
    queue: job.queue,
    state: job.state === 'active' ? 'running' : 'waiting',
    progress: isProgress(job.progress) ? job.progress : null,
    counts: null,
    reason: job.failedReason,
  };
}

export function applyStreamEvent(board: JobBoard, event: StreamEvent): JobBoard {
  if (event.type === 'jobs') {
    const next: JobBoard = {};
    for (const job of event.jobs) if (job.storeId !== null) next[job.storeId] = fromJob(job);
    return next;
  }
  if (event.storeId === null) return board;
  const before = board[event.storeId];
  const base: LiveJob =
    before?.jobId === event.jobId
      ? before
      : {
          jobId: event.jobId,
          queue: event.queue,
          state: 'running',
          progress: null,
          counts: null,
          reason: null,
        };
  const data = (event.data ?? {}) as Record<string, unknown>;
  const job: LiveJob =
    event.type === 'progress'
      ? { ...base, state: 'running', progress: isProgress(event.data) ? event.data : base.progress }
      : event.type === 'completed'
        ? { ...base, state: 'done', counts: (data.counts as RunCounts | undefined) ?? null }
        : { ...base, state: 'failed', reason: typeof data.reason === 'string' ? data.reason : null };
  return { ...board, [event.storeId]: job };
}

const RUN_STATE: Record<RunView['status'], StoreJobState> = {
  queued: 'waiting',
  running: 'running',
  done: 'done',
  failed: 'failed',
};

/** The state shown for a store: its live job if any, else its latest recorded run. */
export function storeState(live: LiveJob | undefined, latestRun: RunView | undefined): StoreJobState | null {
  if (live) return live.state;
  return latestRun ? RUN_STATE[latestRun.status] : null;
}
