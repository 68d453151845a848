import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** React.lazy whose chunk load fails with a ChunkLoadError after 120 s (spec section 7). */
export function lazyWithTimeout(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('Tiempo de carga agotado')), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
          },
        );
      }),
  );
}
