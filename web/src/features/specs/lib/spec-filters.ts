/**
 * The spec filters the results page offers for each category (issue "Know the hardware"): refinement
 * lists and ranges over the models' specs (api/src/README.md, POST /api/search). Their address keys
 * are the attribute names: ?socket=AM4, ?capacidadGB=16:64 (a range is 'min:max', either side may be empty).
 */
export interface SpecListFilter {
  attribute: string;
  title: string;
}
export interface SpecRangeFilter {
  attribute: string;
  title: string;
  unit: string;
}

export const SPEC_LIST_KEYS = [
  'socket',
  'chipset',
  'memoria',
  'formato',
  'chip',
  'certificacion',
  'interfaz',
  'tipo',
] as const;
export const SPEC_RANGE_KEYS = ['capacidadGB', 'velocidadMHz', 'vramGB', 'potenciaW'] as const;

const list = (attribute: string, title: string): SpecListFilter => ({ attribute, title });
const range = (attribute: string, title: string, unit: string): SpecRangeFilter => ({
  attribute,
  title,
  unit,
});

/** By category title (config/categories.ts). */
export const SPEC_FILTERS: Record<string, { lists: SpecListFilter[]; ranges: SpecRangeFilter[] }> = {
  Mothers: {
    lists: [
      list('socket', 'Socket'),
      list('chipset', 'Chipset'),
      list('memoria', 'Memoria'),
      list('formato', 'Formato'),
    ],
    ranges: [],
  },
  Procesadores: { lists: [list('socket', 'Socket'), list('memoria', 'Memoria')], ranges: [] },
  'Placas de video': { lists: [list('chip', 'Chip')], ranges: [range('vramGB', 'VRAM', 'GB')] },
  'Memorias Ram': {
    lists: [list('tipo', 'Tipo'), list('formato', 'Formato')],
    ranges: [range('capacidadGB', 'Capacidad', 'GB'), range('velocidadMHz', 'Velocidad', 'MHz')],
  },
  Almacenamiento: {
    lists: [list('tipo', 'Tipo'), list('interfaz', 'Interfaz'), list('formato', 'Formato')],
    ranges: [range('capacidadGB', 'Capacidad', 'GB')],
  },
  Fuentes: { lists: [list('certificacion', 'Certificación')], ranges: [range('potenciaW', 'Potencia', 'W')] },
  Refrigeración: { lists: [list('tipo', 'Tipo')], ranges: [] },
};

export function specFiltersOf(category: string | undefined) {
  return (category && SPEC_FILTERS[category]) || { lists: [], ranges: [] };
}
