import { readPreviewContract, type ReadPreviewResult } from '@hardprecios/core/jobs/job-contracts';
import { previewStoreRead, SINGLE_PAGE_NOTE } from '../cli/preview-store-read';
import { siteFetcherOptions } from '../catalog-update/site-fetcher-options';
import { BlockedUrlError, FetchError, RobotsDisallowedError } from '../http/errors';
import { PermanentReadError } from '../readers/types';
import { defineJob } from './job-definition';

/** The API waits a little longer than this for the answer (core/src/jobs/read-preview-client.ts). */
export const READ_PREVIEW_READ_MS = 30_000;
// Detecting the platform takes a few requests of its own; a handful of pages shows enough.
const PREVIEW_MAX_PAGES = 8;
const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * 'Probar lectura': reads the first pages of a site with the readers and guards of a real update (SSRF,
 * robots, limits), writes nothing, and answers what it found or, in Spanish, why it could not read it.
 */
export const readPreviewJob = defineJob({
  ...readPreviewContract,
  concurrency: 2,
  async handle(payload, { deps, signal }): Promise<ReadPreviewResult> {
    const timeout = AbortSignal.timeout(READ_PREVIEW_READ_MS);
    const fetcher = siteFetcherOptions(deps);
    try {
      const { listings, summary } = await previewStoreRead({
        url: withScheme(payload.url),
        reader: payload.lector,
        recipe: payload.receta,
        maxPages: PREVIEW_MAX_PAGES,
        keep: 20,
        delayMs: 0,
        allowPrivate: fetcher.allowPrivate,
        publicUrl: fetcher.publicUrl,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        readers: deps.readers,
      });
      return {
        ok: true,
        lector: summary.reader,
        encontrados: summary.listings,
        errores: summary.errors,
        problemas: summary.issues.slice(0, 10).map((i) => `${i.where}: ${i.message}`),
        productos: listings.map((l) => ({ nombre: l.name, precio: l.price, moneda: l.currency, url: l.url })),
        ...(summary.singleProductPage ? { nota: SINGLE_PAGE_NOTE } : {}),
      };
    } catch (err) {
      if (
        err instanceof PermanentReadError ||
        err instanceof BlockedUrlError ||
        err instanceof RobotsDisallowedError ||
        err instanceof FetchError ||
        (err instanceof Error && err.name === 'TimeoutError')
      ) {
        return { ok: false, message: `No se pudo leer la tienda: ${err.message}` };
      }
      throw err;
    }
  },
});
