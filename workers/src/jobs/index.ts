import { alertsJob } from './alerts';
import { catalogUpdateJob } from './catalog-update';
import { globalUpdateJob } from './global-update';
import { globalUpdateSummaryJob } from './global-update-summary';
import type { JobDefinition } from './job-definition';
import { priceStatsJob } from './price-stats';
import { readPreviewJob } from './read-preview';
import { spreadsheetImportJob } from './spreadsheet-import';
import { QUEUE_NAMES } from '@hardprecios/core/jobs/queue-names';

/** Every job kind, keyed by name: the one place that lists them (no discovery by file name). */
export const jobRegistry = {
  'catalog-update': catalogUpdateJob,
  'spreadsheet-import': spreadsheetImportJob,
  'global-update': globalUpdateJob,
  'global-update-summary': globalUpdateSummaryJob,
  alerts: alertsJob,
  'price-stats': priceStatsJob,
  'read-preview': readPreviewJob,
} as const;

/** Start-up check: every queue has exactly one handler, registered under its own name. */
export function assertRegistry(registry: Record<string, JobDefinition> = jobRegistry): void {
  for (const name of QUEUE_NAMES) {
    const matching = Object.entries(registry).filter(([, job]) => job.name === name);
    if (matching.length !== 1) throw new Error(`job '${name}' has ${matching.length} handlers (expected 1)`);
    if (matching[0]![0] !== name) throw new Error(`job '${name}' is registered as '${matching[0]![0]}'`);
  }
  for (const [key, job] of Object.entries(registry)) {
    if (!(QUEUE_NAMES as readonly string[]).includes(job.name)) throw new Error(`job '${key}' has no queue`);
  }
}
