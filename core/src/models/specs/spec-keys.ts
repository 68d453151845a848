import type { PartCategory } from '../../hardware/types';

/**
 * The spec keys of each part category (the read-specs contract, issue "Know the hardware") and the kind
 * of value each takes: an operator's correction must name one of these and give a value of its kind.
 */
export type SpecKind = 'text' | 'number' | 'boolean' | 'list';

export const SPEC_KEYS: Record<PartCategory, Record<string, SpecKind>> = {
  cpu: {
    socket: 'text',
    memoria: 'list',
    graficosIntegrados: 'boolean',
    coolerIncluido: 'boolean',
    tdpW: 'number',
  },
  motherboard: { socket: 'text', chipset: 'text', memoria: 'text', formato: 'text', slotsMemoria: 'number' },
  ram: { tipo: 'text', capacidadGB: 'number', modulos: 'number', velocidadMHz: 'number', formato: 'text' },
  gpu: { chip: 'text', vramGB: 'number', largoMM: 'number', tdpW: 'number' },
  psu: { potenciaW: 'number', certificacion: 'text', modular: 'text', formato: 'text' },
  case: {
    formatosPlaca: 'list',
    fuenteIncluida: 'boolean',
    largoMaxGpuMM: 'number',
    alturaMaxCoolerMM: 'number',
  },
  storage: { tipo: 'text', interfaz: 'text', formato: 'text', capacidadGB: 'number' },
  cooler: { tipo: 'text', socketsSoportados: 'list', alturaMM: 'number' },
  monitor: { pulgadas: 'number', resolucion: 'text', hz: 'number', panel: 'text' },
};

export function isPartCategory(c: string): c is PartCategory {
  return c in SPEC_KEYS;
}

/** Whether `value` is of the kind `kind` asks (a text or list item is non-empty and at most 60 characters). */
export function fitsKind(kind: SpecKind, value: unknown): boolean {
  const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0 && v.length <= 60;
  switch (kind) {
    case 'text':
      return text(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e7;
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value) && value.length > 0 && value.length <= 20 && value.every(text);
  }
}
