import { test as base, expect } from '@playwright/test';
import { readStackInfo, type StackInfo } from '../harness/stack';
import { guardNetwork } from './network-guard';

interface TestFixtures {
  /** Outside URLs the page asked for (all answered locally: see network-guard.ts). */
  outsideRequests: string[];
}
interface WorkerFixtures {
  /** The running app and its fixture services (started by global-setup.ts). */
  stack: StackInfo;
}

/** Playwright's `test` against the app global-setup started, with no request leaving the machine. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
  stack: [async ({}, use) => use(readStackInfo()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),
  outsideRequests: async ({ context }, use) => use(await guardNetwork(context)),
  // Every test gets the guard, whether or not it asks for outsideRequests.
  page: async ({ page, outsideRequests }, use) => {
    void outsideRequests;
    await use(page);
  },
});

export { expect };

/** True in the 375 px project. */
export function isMobileProject(projectName: string): boolean {
  return projectName === 'mobile';
}
