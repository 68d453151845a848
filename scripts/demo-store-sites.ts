import { startStoreSites } from '@hardprecios/fixtures/store-sites/index';
import { fixtureStoreConfig } from '@hardprecios/fixtures/store-sites/store-configs';
import type { FixturePlatform } from '@hardprecios/fixtures/store-sites/catalog/store-profiles';

export interface DemoStoreSites {
  url: string;
  /** host:port of every fixture store: the only private addresses the readers may fetch. */
  allowList: string[];
  /** Where the demo store read by `reader` lives, with the reader settings that read it. */
  storeSite(reader: string): { siteUrl: string; reader: string; readerSettings: Record<string, unknown> } | undefined;
  close(): Promise<void>;
}

/** Demo stores name their platform; the fixture sites have two recipe stores, the HTML one stands for 'recipe'. */
const PLATFORM_OF: Record<string, FixturePlatform> = {
  woocommerce: 'woocommerce',
  tiendanube: 'tiendanube',
  prestashop: 'prestashop',
  shopify: 'shopify',
  vtex: 'vtex',
  magento: 'magento',
  jsonld: 'jsonld',
  recipe: 'recipe-html',
  browser: 'browser',
};

/** The fixture store sites on fixed ports (control on `port`, stores on port+1…), so seeded URLs stay valid. */
export async function startDemoStoreSites(port: number): Promise<DemoStoreSites> {
  const sites = await startStoreSites({ port });
  return {
    url: sites.url,
    allowList: sites.allowList(),
    storeSite(reader) {
      const platform = PLATFORM_OF[reader];
      if (!platform) return undefined;
      return { siteUrl: sites.baseUrlOf(platform), ...fixtureStoreConfig(platform) };
    },
    close: sites.close,
  };
}
