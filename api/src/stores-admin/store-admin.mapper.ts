import type { StoreWithNames } from '@hardprecios/core/stores/stores.repository';

/** The Store shape of the public contract, plus how the store is read (the back-office form edits it). */
export function toAdminStore(store: StoreWithNames) {
  const settings = store.readerSettings ?? {};
  return {
    id: store.id,
    nombre: store.name,
    url: store.url,
    contacto: store.phone,
    correoContacto: store.contactEmail,
    correosAutorizados: store.authorizedEmails.join(','),
    estadoId: store.statusId,
    estado: { nombre: store.statusName },
    provincia: { id: store.provinceId, nombre: store.provinceName },
    provinciaId: store.provinceId,
    direccion: store.address,
    descripcion: store.description,
    sucursal: store.branch,
    horarios: store.hours,
    imagenes: store.images.length ? store.images : store.logo ? [{ url: store.logo }] : [],
    logo: store.logo,
    tipo: store.kind,
    origen: store.sourceKind,
    lector: store.reader,
    receta: (settings.recipe as unknown) ?? null,
    urlLectura: typeof settings.siteUrl === 'string' ? settings.siteUrl : null,
    ultimaActualizacion: store.lastUpdateAt?.toISOString() ?? null,
    ultimaActualizacionForzada: store.lastForcedUpdateAt?.toISOString() ?? null,
  };
}

export type AdminStore = ReturnType<typeof toAdminStore>;
