import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';

export type QueueName = 'catalog-update' | 'spreadsheet-import' | 'global-update' | 'global-update-summary';

/** A job still to run or running (GET /api/admin/jobs, and the stream's first 'jobs' event). */
export interface JobView {
  id: string;
  queue: QueueName;
  storeId: number | null;
  state: string;
  progress: unknown;
  trigger: string | null;
  attemptsMade: number;
  attempts: number;
  enqueuedAt: string;
  startedAt: string | null;
  failedReason: string | null;
}

export interface RunCounts {
  pagesFetched: number;
  seen: number;
  created: number;
  updated: number;
  priceChanged: number;
  removed: number;
  errors: number;
}

/** One catalog read or spreadsheet import as recorded by the workers. */
export interface RunView extends RunCounts {
  id: number;
  storeId: number;
  jobId: string | null;
  trigger: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  reason: string | null;
  reader: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  errorSamples: Array<{ where: string; message: string }>;
  fileName: string | null;
  rejectedCount: number;
  rejectedRows?: Array<{ row: number; reason: string }>;
  quality?: ReadingQualityView;
}

/** What a run's prices need from a person (held, disagreeing, absurd, missing, replaced); see core's reading-quality. */
export interface ReadingQualityView {
  counts: Record<
    'price-disagreement' | 'held-for-review' | 'absurd-price' | 'no-price' | 'product-replaced',
    number
  >;
  samples: Array<{ kind: string; where: string; message: string }>;
  /** The catalog audit as the run ended: violations per check. */
  audit?: Record<string, number>;
}

export interface JobsAnswer {
  jobs: JobView[];
  runs: RunView[];
}

export const jobsKey = ['admin', 'jobs'] as const;

export async function getJobs(request: AdminRequest, signal?: AbortSignal): Promise<JobsAnswer> {
  return (await request<{ data: JobsAnswer }>(adminApiPaths.jobs, { signal })).data;
}

export const jobsQueryOptions = (request: AdminRequest) =>
  queryOptions({ queryKey: jobsKey, queryFn: ({ signal }) => getJobs(request, signal) });

/** Pending jobs and the last runs per store (a storeAdmin gets only their store's). */
export function useJobs(options: { pollWhile?: (answer: JobsAnswer | undefined) => boolean } = {}) {
  const { request } = useBackOfficeSession();
  const { pollWhile } = options;
  return useQuery({
    ...jobsQueryOptions(request),
    refetchInterval: pollWhile ? (query) => (pollWhile(query.state.data) ? 2000 : false) : false,
  });
}

/** A run with its rejected rows (row number and reason). */
export async function getRun(request: AdminRequest, id: number, signal?: AbortSignal): Promise<RunView> {
  return (await request<{ data: RunView }>(adminApiPaths.run(id), { signal })).data;
}

export function useRun(id: number | null) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: ['admin', 'jobs', 'run', id],
    queryFn: ({ signal }) => getRun(request, id!, signal),
    enabled: id !== null,
  });
}
