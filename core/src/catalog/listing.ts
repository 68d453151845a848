import { z } from 'zod';
import { hasControlCharacters } from '../text/control-characters';
import { freeText } from '../validation/free-text';

/**
 * What names a listing (its name, address, codes) is refused with a control character in it: the page
 * or file is broken there. Its description and the store's category words are free text: stripped.
 */
const plain = (schema: z.ZodString) =>
  schema.refine((text) => !hasControlCharacters(text), 'tiene caracteres de control');

/**
 * A store listing as every reader and the spreadsheet import hand it to the write path.
 * `price` is what a shopper pays at best; list and cash/transfer prices are kept when shown.
 */
export const listingSchema = z.object({
  externalId: plain(z.string().trim().min(1).max(200)).optional(),
  url: plain(z.string().trim().url().max(2000)),
  name: plain(z.string().trim().min(1).max(300)),
  price: z.number().finite().positive().max(1e11),
  listPrice: z.number().finite().positive().max(1e11).optional(),
  cashPrice: z.number().finite().positive().max(1e11).optional(),
  currency: z.enum(['ARS', 'USD']).default('ARS'),
  description: freeText(z.string().max(20_000)).default(''),
  /** Absolute http(s) URLs; root-relative paths only for assets this site serves itself (demo). */
  images: z
    .array(
      plain(
        z
          .string()
          .max(2000)
          .regex(/^(https?:\/\/|\/)/, 'debe ser una dirección absoluta (http:// o https://)'),
      ),
    )
    .max(20)
    .default([]),
  /** Our category ids (1–12); when absent, derived from `categoryHints` and the name. */
  categoryIds: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  categoryHints: z
    .array(freeText(z.string().max(200)))
    .max(20)
    .default([]),
  inStock: z.boolean().default(true),
  brand: plain(z.string().trim().max(100)).optional(),
  sku: plain(z.string().trim().max(100)).optional(),
  ean: plain(z.string().trim().max(20)).optional(),
  mpn: plain(z.string().trim().max(100)).optional(),
  /** Which reader produced it ('woocommerce', 'spreadsheet', ...). */
  readBy: plain(z.string().max(40)).default('unknown'),
});

export type Listing = z.output<typeof listingSchema>;
export type ListingInput = z.input<typeof listingSchema>;

/** The natural key of a listing within its store. */
export function listingKey(listing: Pick<Listing, 'externalId' | 'url'>): string {
  return listing.externalId ? `id:${listing.externalId}` : `url:${listing.url}`;
}
