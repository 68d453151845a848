/** The store form's rules and messages, word for word from spec section 5 (the API checks the same). */
export const STORE_FORM_MESSAGES = {
  nameRequired: 'El nombre de la tienda es requerido',
  urlRequired: 'La URL de la tienda es requerida',
  urlFormatCreate: 'La URL debe tener un formato válido ejemplos : .com, .ar , .net ',
  logoRequired: 'El logo de la tienda es requerido',
  provinceRequired: 'La provincia requerida',
  phoneRequired: 'El numero de contacto requerido',
  authorizedRequired: 'Al menos un correo Autorizado es requerido',
  emailInvalid: 'Correo no válido',
  authorizedMax: 'Máximo 3 correos permitidos',
  logoType: 'El logo debe ser una imagen .jpg, .jpeg o .png',
} as const;

export const MAX_AUTHORIZED_EMAILS = 3;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png';

/** {domain}.{tld} with an optional 2-letter country suffix (subdomains and a scheme allowed). */
const STORE_URL = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\/?$/i;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export const isStoreUrl = (value: string) => STORE_URL.test(value.trim());
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** The edit form's URL message names the host the field should hold (the one typed, when there is one). */
export function urlFormatEditMessage(value: string): string {
  let host = 'tienda.com.ar';
  try {
    const parsed = new URL(/^https?:\/\//i.test(value) ? value : `https://${value.trim()}`).hostname;
    if (STORE_URL.test(parsed)) host = parsed;
  } catch {
    // not a URL at all: the example host
  }
  return `La URL debe tener el formato ${host}`;
}

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
