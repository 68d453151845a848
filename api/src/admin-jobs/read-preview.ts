import { z } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { Env } from '@hardprecios/core/config/env';
import { readerChoiceSchema } from '@hardprecios/workers/catalog-update/site-read';
import { previewStoreRead } from '@hardprecios/workers/cli/preview-store-read';
import { BlockedUrlError, FetchError, RobotsDisallowedError } from '@hardprecios/workers/http/errors';
import { PermanentReadError } from '@hardprecios/workers/readers/types';

export const readPreviewSchema = z.object({
  url: z.string().trim().min(1).max(500),
  lector: readerChoiceSchema.default('auto'),
  receta: z.unknown().optional(),
});
export type ReadPreviewInput = z.infer<typeof readPreviewSchema>;

const PREVIEW_TIMEOUT_MS = 30_000;
const PREVIEW_MAX_PAGES = 8;
const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * 'Probar lectura': reads the first pages of a site with the workers' readers and guards (SSRF, robots,
 * limits), writes nothing, and says what it found or why it could not read it.
 */
export async function runReadPreview(env: Env, input: ReadPreviewInput) {
  try {
    const { listings, summary } = await previewStoreRead({
      url: withScheme(input.url),
      reader: input.lector,
      recipe: input.receta,
      // Detecting the platform takes a few requests of its own; a handful of pages shows enough.
      maxPages: PREVIEW_MAX_PAGES,
      keep: 20,
      delayMs: 0,
      allowPrivate: env.ALLOW_PRIVATE_FETCH,
      publicUrl: env.PUBLIC_URL,
      signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
    });
    return {
      lector: summary.reader,
      encontrados: summary.listings,
      errores: summary.errors,
      problemas: summary.issues.slice(0, 10).map((i) => `${i.where}: ${i.message}`),
      productos: listings.map((l) => ({ nombre: l.name, precio: l.price, moneda: l.currency, url: l.url })),
    };
  } catch (err) {
    if (
      err instanceof PermanentReadError ||
      err instanceof BlockedUrlError ||
      err instanceof RobotsDisallowedError ||
      err instanceof FetchError ||
      (err instanceof Error && err.name === 'TimeoutError')
    ) {
      throw new AppError('bad_request', `No se pudo leer la tienda: ${err.message}`);
    }
    throw err;
  }
}
