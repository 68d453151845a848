/**
 * The store form's rules and messages, word for word from spec section 5. Pure code with no Node
 * dependency: the API validates with it and the back-office form shows the same messages before sending.
 */
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

/** {domain}.{tld}, optionally a 2-letter country suffix, subdomains and a scheme: tienda.com.ar, https://www.tienda.com */
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
