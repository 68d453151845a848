import type { SpecValue } from '../../../api/types';

/**
 * Spanish labels of the spec keys (the read-specs contract's keys), in the order a spec sheet lists them.
 * A key not listed here is not shown: the page only shows what it can name.
 */
export const SPEC_LABELS: Record<string, string> = {
  chip: 'Chip',
  socket: 'Socket',
  chipset: 'Chipset',
  tipo: 'Tipo',
  interfaz: 'Interfaz',
  formato: 'Formato',
  memoria: 'Memoria',
  capacidadGB: 'Capacidad',
  modulos: 'Módulos',
  velocidadMHz: 'Velocidad',
  vramGB: 'VRAM',
  slotsMemoria: 'Ranuras de memoria',
  graficosIntegrados: 'Gráficos integrados',
  coolerIncluido: 'Cooler incluido',
  potenciaW: 'Potencia',
  certificacion: 'Certificación',
  modular: 'Modular',
  formatosPlaca: 'Formatos de placa',
  fuenteIncluida: 'Fuente incluida',
  largoMaxGpuMM: 'Largo máximo de placa de video',
  alturaMaxCoolerMM: 'Altura máxima de cooler',
  socketsSoportados: 'Sockets compatibles',
  pulgadas: 'Tamaño',
  resolucion: 'Resolución',
  hz: 'Frecuencia',
  panel: 'Panel',
  largoMM: 'Largo',
  alturaMM: 'Altura',
  tdpW: 'TDP',
};

// Spec sheets write 3200 MHz and 1000 W without a thousands point.
const number = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1, useGrouping: false });

/** Units of the numeric keys (the key's suffix says it: GB, MHz, W, MM). */
const UNIT: Record<string, string> = {
  velocidadMHz: 'MHz',
  vramGB: 'GB',
  potenciaW: 'W',
  tdpW: 'W',
  largoMM: 'mm',
  alturaMM: 'mm',
  largoMaxGpuMM: 'mm',
  alturaMaxCoolerMM: 'mm',
  hz: 'Hz',
};

const WORDS: Record<string, Record<string, string>> = {
  modular: { full: 'Total', semi: 'Semi', no: 'No' },
  tipo: { aire: 'Aire', liquido: 'Líquida' },
};

/** A value as a spec sheet writes it, with its unit: '16 GB', '1 TB', '3200 MHz', '650 W', '27"', 'Sí'. */
export function formatSpecValue(key: string, value: SpecValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return WORDS[key]?.[value] ?? value;
  if (key === 'capacidadGB')
    return value >= 1000 && value % 1000 === 0
      ? `${number.format(value / 1000)} TB`
      : `${number.format(value)} GB`;
  if (key === 'pulgadas') return `${number.format(value)}"`;
  const unit = UNIT[key];
  return unit ? `${number.format(value)} ${unit}` : number.format(value);
}

/** Where a value came from, in words. */
export function specSourceLabel(fuente: string | undefined): string {
  if (fuente === 'operador') return 'Revisado por HardPrecios';
  if (fuente?.startsWith('opendb:')) return 'BuildCores OpenDB';
  if (fuente === 'descripcion') return 'Descripción de la tienda';
  return 'Nombre del producto';
}

/** The specs a page shows, in sheet order, labelled and formatted. */
export function specRows(
  especificaciones: Record<string, SpecValue> | undefined,
  fuentes: Record<string, string> | undefined,
): { key: string; label: string; value: string; source: string }[] {
  if (!especificaciones) return [];
  return Object.keys(SPEC_LABELS)
    .filter((key) => especificaciones[key] !== undefined)
    .map((key) => ({
      key,
      label: SPEC_LABELS[key]!,
      value: formatSpecValue(key, especificaciones[key]!),
      source: specSourceLabel(fuentes?.[key]),
    }));
}
