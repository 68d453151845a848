import { globalUpdateSummaryContract } from '@hardprecios/core/jobs/job-contracts';
import { defineJob } from './job-definition';

/** The parent of a global update's flow: runs once every store's update has finished, and tells how it went. */
export const globalUpdateSummaryJob = defineJob({
  ...globalUpdateSummaryContract,
  concurrency: 1,
  async handle(payload, { job, deps }) {
    const done = Object.keys(await job.getChildrenValues()).length;
    const failed = Object.keys(await job.getIgnoredChildrenFailures()).length;
    const summary = { stores: payload.storeIds.length, done, failed, joined: payload.joinedStoreIds.length };
    deps.logger.info({ ...summary, trigger: payload.trigger }, 'global update finished');
    return summary;
  },
});
