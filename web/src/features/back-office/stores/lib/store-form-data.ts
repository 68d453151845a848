import type { AdminStore, SourceKind } from '../api/admin-store';
import type { StoreFormValues } from './store-form-rules';

export interface StoreFormState extends StoreFormValues {
  direccion: string;
  sucursal: string;
  descripcion: string;
  horarios: string;
  origen: SourceKind;
  lector: string;
  urlLectura: string;
  receta: string;
}

export function initialFormState(store?: AdminStore): StoreFormState {
  return {
    nombre: store?.nombre ?? '',
    url: store?.url ?? '',
    provinciaId: store?.provinciaId ? String(store.provinciaId) : '',
    contacto: store?.contacto ?? '',
    correoContacto: store?.correoContacto ?? '',
    correosAutorizados: (store?.correosAutorizados ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    logo: null,
    direccion: store?.direccion ?? '',
    sucursal: store?.sucursal ?? '',
    descripcion: store?.descripcion ?? '',
    horarios: store?.horarios ?? '',
    origen: store?.origen ?? 'site',
    lector: store?.lector ?? 'auto',
    urlLectura: store?.urlLectura ?? '',
    receta: store?.receta ? JSON.stringify(store.receta, null, 2) : '',
  };
}

/**
 * The multipart body of POST /api/stores (every field) or PUT /api/stores/{id} (the form's fields, plus
 * the province, hours, authorized e-mails and logo only when they changed).
 */
export function toStoreFormData(
  state: StoreFormState,
  store: AdminStore | undefined,
  hoursEdited: boolean,
): FormData {
  const form = new FormData();
  const put = (key: string, value: string) => form.append(key, value.trim());
  put('nombre', state.nombre);
  put('url', state.url);
  put('contacto', state.contacto);
  put('sucursal', state.sucursal);
  put('correoContacto', state.correoContacto);
  put('direccion', state.direccion);
  put('descripcion', state.descripcion);
  put('origen', state.origen);
  if (state.origen === 'site') {
    put('lector', state.lector);
    put('urlLectura', state.urlLectura);
    if (state.lector === 'recipe') put('receta', state.receta);
  }
  const emails = state.correosAutorizados.join(',');
  if (!store) {
    put('estadoId', '1');
    put('tipo', 'logo');
    put('provinciaId', state.provinciaId);
    put('correosAutorizados', emails);
    put('horarios', state.horarios);
  } else {
    if (state.provinciaId !== String(store.provinciaId ?? '')) put('provinciaId', state.provinciaId);
    if (emails !== (store.correosAutorizados ?? '')) put('correosAutorizados', emails);
    if (hoursEdited) put('horarios', state.horarios);
  }
  if (state.logo) form.append('logo', state.logo, state.logo.name);
  return form;
}
