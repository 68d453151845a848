import { browserReader } from './browser';
import { detectReader } from './detect';
import { jsonldReader } from './jsonld';
import { magentoReader } from './magento';
import { prestashopReader } from './prestashop';
import { recipeReader } from './recipe';
import { shopifyReader } from './shopify';
import { tiendanubeReader } from './tiendanube';
import { READER_NAMES } from '@hardprecios/core/readers/reader-names';
import type { ReaderContext, ReaderName, StoreReader } from './types';
import { vtexReader } from './vtex';
import { woocommerceReader } from './woocommerce';

export { detectReader } from './detect';
export { recipeSchema, type Recipe, type RecipeInput } from '@hardprecios/core/readers/recipe-schema';
export * from './types';

/** Every reader, by the name stores are configured with. */
export const readers: Record<ReaderName, StoreReader> = {
  woocommerce: woocommerceReader,
  tiendanube: tiendanubeReader,
  prestashop: prestashopReader,
  shopify: shopifyReader,
  vtex: vtexReader,
  magento: magentoReader,
  jsonld: jsonldReader,
  recipe: recipeReader,
  browser: browserReader,
};

export type ReaderChoice = ReaderName | 'auto';

export function isReaderName(name: string): name is ReaderName {
  return (READER_NAMES as readonly string[]).includes(name);
}

/** The reader of that name; throws for a name no reader has (a bad store row or CLI flag). */
export function getReader(name: string): StoreReader {
  if (!isReaderName(name)) throw new Error(`lector desconocido: ${name} (hay: ${READER_NAMES.join(', ')})`);
  return readers[name];
}

/** The configured reader, or the detected one for `auto`. */
export async function resolveReader(choice: ReaderChoice, ctx: ReaderContext): Promise<StoreReader> {
  return getReader(choice === 'auto' ? await detectReader(ctx) : choice);
}
