import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { backOfficePaths } from '../../../../config/back-office-paths';
import { notify } from '../../../../lib/notify';
import { animateScrollToTop } from '../../../../lib/scroll';
import type { AdminStore } from '../api/admin-store';
import { useSaveStore } from '../api/save-store';
import { initialFormState, toStoreFormData, type StoreFormState } from '../lib/store-form-data';
import { validateStoreForm, type StoreFormErrors } from '../lib/store-form-rules';
import { AuthorizedEmails } from './authorized-emails';
import { FormField } from './form-field';
import { HoursField } from './hours-composer';
import { LogoField } from './logo-field';
import { ProvinceField } from './province-field';
import { ReadingSettings } from './reading-settings';

export const STORE_SAVE_TOASTS = {
  created: 'Tienda creada con Éxito',
  createFailed: 'Error al crear la tienda. Revisa los datos o tu conexión.',
  updated: 'Tienda actualizada con Éxito',
  updateFailed: 'Error al actualizar la tienda. Revisa los datos o tu conexión.',
} as const;

/** Spec section 9: the list comes back 1.5 s after a successful save. */
export const RETURN_DELAY_MS = 1500;

/** The shown messages whose fields are still wrong, as they read now. */
function stillWrong(shown: StoreFormErrors, now: StoreFormErrors): StoreFormErrors {
  const keys = Object.keys(shown) as (keyof StoreFormErrors)[];
  if (keys.every((key) => shown[key] === now[key])) return shown;
  return Object.fromEntries(keys.filter((key) => now[key]).map((key) => [key, now[key]]));
}

type TextKey = 'nombre' | 'url' | 'direccion' | 'sucursal' | 'contacto' | 'correoContacto';

/** 'Agregar nueva tienda' (no store) or 'Editar tienda existente'. */
export function StoreForm({ store }: { store?: AdminStore }) {
  const mode = store ? 'edit' : 'create';
  const navigate = useNavigate();
  const [state, setState] = useState<StoreFormState>(() => initialFormState(store));
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const [hoursEdited, setHoursEdited] = useState(false);
  const returnTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(returnTimer.current), []);
  const save = useSaveStore(store?.id);
  const patch = (next: Partial<StoreFormState>) => setState((current) => ({ ...current, ...next }));
  // Once shown, a message follows its field: gone when fixed, reworded when wrong another way. Fields
  // with no message yet get none before the next save.
  useEffect(() => setErrors((shown) => stillWrong(shown, validateStoreForm(state, mode))), [state, mode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStoreForm(state, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toStoreFormData(state, store, hoursEdited), {
      onSuccess: () => {
        notify('success', store ? STORE_SAVE_TOASTS.updated : STORE_SAVE_TOASTS.created);
        returnTimer.current = window.setTimeout(
          () => navigate(backOfficePaths.stores.getHref()),
          RETURN_DELAY_MS,
        );
      },
      onError: () => {
        notify('error', store ? STORE_SAVE_TOASTS.updateFailed : STORE_SAVE_TOASTS.createFailed);
        animateScrollToTop();
      },
    });
  };

  const text = (key: TextKey, label: string, type = 'text', placeholder?: string) => (
    <FormField label={label} error={(errors as Partial<Record<TextKey, string>>)[key]}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={state[key]}
          placeholder={placeholder}
          onChange={(e) => patch({ [key]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <section className="bo-page">
      <h1>{store ? 'Editar tienda existente' : 'Agregar nueva tienda'}</h1>
      {save.error && (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      )}
      <form
        className="bo-form"
        noValidate
        onSubmit={submit}
        aria-label={store ? 'Editar tienda' : 'Nueva tienda'}
      >
        {text('nombre', 'Nombre')}
        {text('url', 'URL', 'text', 'tienda.com.ar')}
        <ProvinceField
          mode={mode}
          value={state.provinciaId}
          onChange={(provinciaId) => patch({ provinciaId })}
          error={errors.provinciaId}
        />
        {text('direccion', 'Dirección')}
        {text('sucursal', 'Sucursal')}
        {text('contacto', 'Teléfono de contacto', 'tel')}
        {text('correoContacto', 'Correo de contacto', 'email')}
        <AuthorizedEmails
          emails={state.correosAutorizados}
          onChange={(correosAutorizados) => patch({ correosAutorizados })}
          removable={mode === 'create'}
          error={errors.correosAutorizados}
        />
        <HoursField
          mode={mode}
          current={state.horarios}
          onChange={(horarios) => {
            setHoursEdited(true);
            patch({ horarios });
          }}
        />
        <FormField label="Descripción">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={state.descripcion}
              onChange={(e) => patch({ descripcion: e.target.value })}
            />
          )}
        </FormField>
        <LogoField
          file={state.logo}
          currentUrl={store?.logo}
          onChange={(logo) => patch({ logo })}
          error={errors.logo}
        />
        <ReadingSettings values={state} onChange={patch} storeId={store?.id} storeUrl={state.url} />
        <div className="bo-form__actions">
          <Link className="button" to={backOfficePaths.stores.getHref()}>
            Cancelar
          </Link>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {store ? 'Guardar Cambios' : 'Guardar'}
          </button>
        </div>
      </form>
    </section>
  );
}
