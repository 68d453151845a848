import { z } from 'zod';

/** The readers a store can be read with (implemented in workers/src/readers; the API validates with this). */
export const READER_NAMES = [
  'woocommerce',
  'tiendanube',
  'prestashop',
  'shopify',
  'vtex',
  'magento',
  'jsonld',
  'recipe',
  'browser',
] as const;
export type ReaderName = (typeof READER_NAMES)[number];

/** A store's reader setting: one of them, or 'auto' (detect the platform). */
export const readerChoiceSchema = z.enum(['auto', ...READER_NAMES]);
export type ReaderChoice = z.infer<typeof readerChoiceSchema>;
