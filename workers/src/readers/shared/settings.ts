import { z } from 'zod';
import { recipeSchema } from '@hardprecios/core/readers/recipe-schema';
import { PermanentReadError, type ReaderContext } from '../types';

/** What a store row may say about how to read it. Every key is optional; readers use the ones they need. */
export const readerSettingsSchema = z
  .object({
    /** Currency of prices the platform gives without one (Shopify, VTEX, unmarked HTML prices). */
    currency: z.enum(['ARS', 'USD']).default('ARS'),
    locale: z.enum(['es-AR', 'auto']).default('es-AR'),
    /** Listing pages to read (Tiendanube, PrestaShop), relative to the site or absolute. */
    listingPaths: z.array(z.string().trim().min(1).max(2000)).max(500).optional(),
    /** Sitemaps to read (JSON-LD reader) instead of robots.txt / sitemap.xml. */
    sitemapUrls: z.array(z.string().trim().min(1).max(2000)).max(100).optional(),
    /** Only sitemap URLs matching this regular expression are product pages (JSON-LD reader). */
    productUrlPattern: z.string().max(500).optional(),
    /** Product pages to read instead of the sitemaps (JSON-LD reader) or to render (browser reader without a recipe). */
    productUrls: z.array(z.string().trim().min(1).max(2000)).max(10_000).optional(),
    recipe: recipeSchema.optional(),
    /** Private addresses the browser may reach: true (tests, --allow-private) or `host:port` origins. */
    allowPrivate: z.union([z.boolean(), z.array(z.string())]).optional(),
    /** Magento: the store view code sent as the `Store` header. */
    storeCode: z.string().trim().max(100).optional(),
  })
  .passthrough();

export type ReaderSettings = z.output<typeof readerSettingsSchema>;

/** The store's reader settings, or a PermanentReadError naming every bad key (retrying will not fix it). */
export function readerSettings(ctx: ReaderContext): ReaderSettings {
  const parsed = readerSettingsSchema.safeParse(ctx.settings ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
  throw new PermanentReadError(`configuración de lectura inválida: ${problems.join('; ')}`);
}
