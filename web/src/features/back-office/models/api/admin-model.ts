import type { Currency, SpecValue } from '../../../../api/types';
/** Back-office shapes of models (GET /api/admin/modelos…, see api/src/README.md). */
export interface AdminModel {
  id: number;
  nombre: string;
  listadosCount: number;
  tiendasCount: number;
  /** In pesos: the lowest available peso price. */
  precioDesde: number | null;
}

export interface AdminModelPage {
  data: AdminModel[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
}

export interface AdminModelListing {
  productoId: number;
  nombre: string;
  tiendaId: number;
  nombreTienda: string;
  precio: number;
  moneda: Currency;
  disponible: boolean;
  url: string;
  fijado: boolean;
  evidencia: { tipo: string; clave: string }[];
  partes: Record<string, string>;
  motivo?: string;
}

export interface AdminModelDecision {
  accion: 'separar' | 'unir';
  modeloId: number;
  otroModeloId: number;
  productoId: number | null;
  decididoPor: string;
  decididoEn: string;
}

export type SpecKind = 'text' | 'number' | 'boolean' | 'list';

/** The model's specs as the recompute decided them, with each value's source and the keys of its part type. */
export interface AdminModelSpecs {
  tipoPieza: string;
  valores: Record<string, SpecValue>;
  fuentes: Record<string, string>;
  opendb: string | null;
  claves: Record<string, SpecKind>;
}

export interface AdminSpecCorrection {
  clave: string;
  valor: SpecValue | null;
  decididoPor: string;
  decididoEn: string;
}

export interface AdminModelDetail {
  id: number;
  clave: string;
  creadoEn: string;
  listados: AdminModelListing[];
  decisiones: AdminModelDecision[];
  especificaciones?: AdminModelSpecs | null;
  correccionesEspecificaciones?: AdminSpecCorrection[];
}

export const adminModelKeys = {
  all: ['back-office', 'models'] as const,
  list: (query: string, page: number) => ['back-office', 'models', 'list', query, page] as const,
  detail: (id: number) => ['back-office', 'models', 'detail', id] as const,
};
