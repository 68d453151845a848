import { exportStackInfo, startStack } from './harness/stack';

/**
 * Starts the product once for the whole run (fresh database, demo catalog, fixture Google key set and
 * store sites) and returns the teardown that stops it and drops its data. With E2E_BASE_URL already set
 * the suite runs against that app instead and starts nothing.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  const started = Date.now();
  const stack = await startStack({
    demoProducts: Number(process.env.E2E_DEMO_PRODUCTS ?? 3000),
    embedded: process.env.E2E_EMBEDDED === '1',
  });
  exportStackInfo(stack);
  console.log(`e2e: app ready at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await stack.stop();
    delete process.env.E2E_BASE_URL;
  };
}
