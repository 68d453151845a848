import { z } from 'zod';
import { defineJob } from './job-definition';

export const globalUpdateSummarySchema = z.object({
  trigger: z.enum(['global', 'schedule', 'manual', 'spreadsheet', 'seed']),
  storeIds: z.array(z.number().int().positive()),
  /** Stores whose update was already queued or running, left to it. */
  joinedStoreIds: z.array(z.number().int().positive()).default([]),
});

/** The parent of a global update's flow: runs once every store's update has finished, and tells how it went. */
export const globalUpdateSummaryJob = defineJob({
  name: 'global-update-summary',
  schema: globalUpdateSummarySchema,
  options: { attempts: 1 },
  concurrency: 1,
  async handle(payload, { job, deps }) {
    const done = Object.keys(await job.getChildrenValues()).length;
    const failed = Object.keys(await job.getIgnoredChildrenFailures()).length;
    const summary = { stores: payload.storeIds.length, done, failed, joined: payload.joinedStoreIds.length };
    deps.logger.info({ ...summary, trigger: payload.trigger }, 'global update finished');
    return summary;
  },
});
