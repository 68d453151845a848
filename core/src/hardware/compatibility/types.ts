import type { Especificaciones } from '../types';

/** The checks of issue "Armá tu PC", named as the API returns them. */
export type Regla =
  | 'socket'
  | 'memoria'
  | 'modulos'
  | 'formatoRam'
  | 'formato'
  | 'largoGpu'
  | 'alturaCooler'
  | 'socketCooler'
  | 'potencia'
  | 'video'
  | 'm2';

export type Estado = 'ok' | 'incompatible' | 'sin-datos';

export interface Verificacion {
  regla: Regla;
  estado: Estado;
  mensaje: string;
}

/** A chosen part as the checks see it: its name (for sentences) and its specs (read-specs contract keys). */
export interface BuildPart {
  nombre: string;
  especificaciones: Especificaciones;
}

/** Every slot is optional; a check runs only when the parts it compares are chosen. */
export interface BuildSpecs {
  cpu?: BuildPart;
  motherboard?: BuildPart;
  ram?: BuildPart;
  /** How many of the chosen RAM listing (kits count their own modules). */
  ramCantidad?: number;
  gpu?: BuildPart;
  storage?: BuildPart[];
  psu?: BuildPart;
  case?: BuildPart;
  cooler?: BuildPart;
}

export interface BuildCheck {
  /** false when any check is incompatible, null when none is but one lacks data, true otherwise. */
  compatible: boolean | null;
  verificaciones: Verificacion[];
  consumoEstimadoW: number | null;
  potenciaRecomendadaW: number | null;
}
