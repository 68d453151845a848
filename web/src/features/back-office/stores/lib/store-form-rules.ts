// The messages and rules the API checks too: one source for both.
import {
  MAX_AUTHORIZED_EMAILS,
  STORE_FORM_MESSAGES,
  isEmail,
  isStoreUrl,
  urlFormatEditMessage,
} from '@hardprecios/core/stores/store-form-rules';

export { MAX_AUTHORIZED_EMAILS, STORE_FORM_MESSAGES, isEmail, isStoreUrl, urlFormatEditMessage };

export const LOGO_ACCEPT = '.jpg,.jpeg,.png';

export function isLogoFile(file: File): boolean {
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** Adding an authorized e-mail: the message to show, or null when it may be added. */
export function authorizedEmailError(email: string, current: string[]): string | null {
  if (!isEmail(email)) return STORE_FORM_MESSAGES.emailInvalid;
  if (current.length >= MAX_AUTHORIZED_EMAILS) return STORE_FORM_MESSAGES.authorizedMax;
  return null;
}

export interface StoreFormValues {
  nombre: string;
  url: string;
  provinciaId: string;
  contacto: string;
  correoContacto: string;
  correosAutorizados: string[];
  logo: File | null;
}

export type StoreFormErrors = Partial<Record<keyof StoreFormValues, string>>;

/** Create checks every required field; edit validates only the URL (spec section 5). */
export function validateStoreForm(values: StoreFormValues, mode: 'create' | 'edit'): StoreFormErrors {
  const errors: StoreFormErrors = {};
  const url = values.url.trim();
  if (!url) errors.url = STORE_FORM_MESSAGES.urlRequired;
  else if (!isStoreUrl(url))
    errors.url = mode === 'create' ? STORE_FORM_MESSAGES.urlFormatCreate : urlFormatEditMessage(url);
  if (mode === 'edit') return errors;

  if (!values.nombre.trim()) errors.nombre = STORE_FORM_MESSAGES.nameRequired;
  if (!values.logo) errors.logo = STORE_FORM_MESSAGES.logoRequired;
  if (!values.provinciaId) errors.provinciaId = STORE_FORM_MESSAGES.provinceRequired;
  if (!values.contacto.trim()) errors.contacto = STORE_FORM_MESSAGES.phoneRequired;
  if (values.correoContacto.trim() && !isEmail(values.correoContacto))
    errors.correoContacto = STORE_FORM_MESSAGES.emailInvalid;
  if (values.correosAutorizados.length === 0)
    errors.correosAutorizados = STORE_FORM_MESSAGES.authorizedRequired;
  return errors;
}
