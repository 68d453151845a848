import type { StoreWithNames } from '@hardprecios/core/stores/stores.repository';

/**
 * A store as the public contract spells it. Authorized e-mails are who may sign in for the store:
 * never shown publicly (the back office reads them from /api/stores/admin), so the field stays empty.
 */
export function toPublicStore(store: StoreWithNames) {
  return {
    id: store.id,
    nombre: store.name,
    url: store.url,
    contacto: store.phone,
    correoContacto: store.contactEmail,
    correosAutorizados: '',
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
  };
}
