import { apiPost } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

export interface AlertSignUp {
  email: string;
  productoId: number;
  precioObjetivo?: number;
}

export interface AlertLinkAnswer {
  data: { productoId: number; nombre: string };
  message: string;
}

export const signUpForAlert = (body: AlertSignUp) =>
  apiPost<{ message: string }>(apiPaths.alerts.signUp, body);
export const confirmAlert = (token: string) => apiPost<AlertLinkAnswer>(apiPaths.alerts.confirm, { token });
export const unsubscribeAlert = (token: string) =>
  apiPost<AlertLinkAnswer>(apiPaths.alerts.unsubscribe, { token });
