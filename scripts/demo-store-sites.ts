import { startStoreSites } from '@hardprecios/fixtures/store-sites/index';
import { startDemoSites } from '@hardprecios/fixtures/store-sites/demo/demo-sites';
import type { DemoStoreSite } from '@hardprecios/fixtures/seed/seed-demo';

export interface DemoStoreSites {
  url: string;
  /** host:port of every fixture store: the only private addresses the readers may fetch. */
  allowList: string[];
  /** Where a demo store lives, the reader settings that read it and its listings as the site shows them. */
  storeSite(store: { id: number; reader: string }): DemoStoreSite | undefined;
  close(): Promise<void>;
}

/**
 * The fixture store sites on fixed ports, so seeded URLs stay valid: the control server on `port`, the
 * generated stores of each platform on the next ten (to try a new store against), and each demo store's
 * own site, serving the listings the demo seeded for it, on port + 10 + its id.
 */
export async function startDemoStoreSites(
  port: number,
  demo: { products: number; publicUrl: string },
): Promise<DemoStoreSites> {
  const sites = await startStoreSites({ port });
  const demoSites = await startDemoSites({ port, ...demo, autoReads: true }).catch(async (err) => {
    await sites.close();
    throw err;
  });
  return {
    url: sites.url,
    allowList: [...sites.allowList(), ...demoSites.allowList()],
    storeSite: (store) => demoSites.storeSite(store),
    close: async () => {
      await Promise.all([sites.close(), demoSites.close()]);
    },
  };
}
