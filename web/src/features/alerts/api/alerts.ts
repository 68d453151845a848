import { apiPost } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

export interface AlertSignUp {
  email: string;
  productoId: number;
  precioObjetivo?: number;
}

/** A build's total alert ('Armá tu PC'): `partes` as POST /api/armados/verificar takes them. */
export interface BuildAlertSignUp {
  email: string;
  partes: Record<string, unknown>;
  precioObjetivo: number;
}

/** The alert a link is about: a product, or a build (`armado`: its page's path). */
export interface AlertLinkAnswer {
  data: { productoId: number; nombre: string } | { armado: string; nombre: string };
  message: string;
}

export const signUpForAlert = (body: AlertSignUp) =>
  apiPost<{ message: string }>(apiPaths.alerts.signUp, body);
export const signUpForBuildAlert = (body: BuildAlertSignUp) =>
  apiPost<{ message: string }>(apiPaths.alerts.build, body);
export const confirmAlert = (token: string) => apiPost<AlertLinkAnswer>(apiPaths.alerts.confirm, { token });
export const unsubscribeAlert = (token: string) =>
  apiPost<AlertLinkAnswer>(apiPaths.alerts.unsubscribe, { token });
