import type { StoreWithNames } from '@hardprecios/core/stores/stores.repository';
import { toPublicStore } from '../stores/store.mapper';

/** The public Store shape with its authorized e-mails, plus how the store is read (the back-office form edits it). */
export function toAdminStore(store: StoreWithNames) {
  const settings = store.readerSettings ?? {};
  return {
    ...toPublicStore(store),
    correosAutorizados: store.authorizedEmails.join(','),
    origen: store.sourceKind,
    lector: store.reader,
    receta: (settings.recipe as unknown) ?? null,
    urlLectura: typeof settings.siteUrl === 'string' ? settings.siteUrl : null,
    ultimaActualizacion: store.lastUpdateAt?.toISOString() ?? null,
    ultimaActualizacionForzada: store.lastForcedUpdateAt?.toISOString() ?? null,
  };
}

export type AdminStore = ReturnType<typeof toAdminStore>;
