/**
 * One queue per job kind (the queue is named after its job). BullMQ refuses ':' in queue names and in
 * custom job ids, so deterministic ids use '-': `catalog-update-<storeId>`.
 */
export const QUEUE_NAMES = [
  'catalog-update',
  'spreadsheet-import',
  'global-update',
  'global-update-summary',
  'alerts',
  'price-stats',
  'read-preview',
] as const;

/** The queues of store updates: what the back office's 'Actualizaciones' follows (not the alerts' many jobs). */
export const CATALOG_QUEUES = [
  'catalog-update',
  'spreadsheet-import',
  'global-update',
  'global-update-summary',
] as const satisfies readonly (typeof QUEUE_NAMES)[number][];
export type QueueName = (typeof QUEUE_NAMES)[number];

/** One catalog update per store: a second request while one is queued or running joins it. */
export const catalogUpdateJobId = (storeId: number) => `catalog-update-${storeId}`;

/** Each upload is its own import. */
export const spreadsheetImportJobId = (storeId: number, token: string) =>
  `spreadsheet-import-${storeId}-${token}`;

/** A requested global update: a second request while one is fanning out joins it. */
export const GLOBAL_UPDATE_JOB_ID = 'global-update-requested';

/** One alerts job per model and ingestion run: a retried run adds the same job, not a second one. */
export const alertsJobId = (runId: number, modelId: number) => `alerts-${runId}-${modelId}`;

/** The daily summary of every model's last 90 days (the deal verdict), after midnight in Argentina. */
export const PRICE_STATS_SCHEDULER_ID = 'price-stats-daily';

/** The scheduler that refreshes every active store every UPDATE_INTERVAL_HOURS. */
export const GLOBAL_UPDATE_SCHEDULER_ID = 'global-update-every-interval';

/** The store a job is about, read from its id (events of finished jobs carry only the id). */
export function storeIdOfJob(jobId: string | undefined): number | undefined {
  const match = /^(?:catalog-update|spreadsheet-import)-(\d+)(?:-|$)/.exec(jobId ?? '');
  return match ? Number(match[1]) : undefined;
}
