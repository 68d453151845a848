/**
 * A build of 'Armá tu PC' as the API takes it and as its address keeps it: the id of a listing of each
 * chosen model (any listing of the model), drives as a list, and how many RAM kits.
 */
export interface BuildPartes {
  cpu?: number;
  motherboard?: number;
  ram?: number;
  ramCantidad?: number;
  gpu?: number;
  storage?: number[];
  psu?: number;
  case?: number;
  cooler?: number;
}

export type Slot = 'cpu' | 'motherboard' | 'ram' | 'gpu' | 'storage' | 'psu' | 'case' | 'cooler';

/** The slots in the page's order, each with its key in `/armar-pc?…` and the page's label. */
export const BUILD_SLOTS: { parte: Slot; key: string; label: string }[] = [
  { parte: 'cpu', key: 'cpu', label: 'Procesador' },
  { parte: 'motherboard', key: 'mother', label: 'Mother' },
  { parte: 'ram', key: 'ram', label: 'Memoria RAM' },
  { parte: 'gpu', key: 'video', label: 'Placa de video' },
  { parte: 'storage', key: 'disco', label: 'Almacenamiento' },
  { parte: 'psu', key: 'fuente', label: 'Fuente' },
  { parte: 'case', key: 'gabinete', label: 'Gabinete' },
  { parte: 'cooler', key: 'refrigeracion', label: 'Refrigeración' },
];

export const slotLabel = (slot: Slot) => BUILD_SLOTS.find((s) => s.parte === slot)!.label;

/** The address key of the RAM kit count. */
export const RAM_KITS_KEY = 'ramx';

/** The slot and id of each part asked for, storage drives one by one, with the quantity bought. */
export interface WantedPart {
  slot: Slot;
  id: number;
  cantidad: number;
}

export function wantedParts(partes: BuildPartes): WantedPart[] {
  return BUILD_SLOTS.flatMap(({ parte: slot }): WantedPart[] => {
    if (slot === 'storage') return (partes.storage ?? []).map((id) => ({ slot, id, cantidad: 1 }));
    const id = partes[slot];
    return id === undefined ? [] : [{ slot, id, cantidad: slot === 'ram' ? (partes.ramCantidad ?? 1) : 1 }];
  });
}

/** Every listing id of the build. */
export const buildProductIds = (partes: BuildPartes) => [...new Set(wantedParts(partes).map((w) => w.id))];

/** The build's address query (`cpu=1&mother=2&disco=3,4&ramx=2`), what the page reads back. */
export function buildQuery(partes: BuildPartes): string {
  const params = new URLSearchParams();
  for (const { parte, key } of BUILD_SLOTS) {
    if (parte === 'storage') {
      if (partes.storage?.length) params.set(key, partes.storage.join(','));
    } else if (partes[parte]) params.set(key, String(partes[parte]));
  }
  if (partes.ram && partes.ramCantidad && partes.ramCantidad > 1)
    params.set(RAM_KITS_KEY, String(partes.ramCantidad));
  return params.toString();
}

/** The page of a build: `/armar-pc?…`. */
export const buildPath = (partes: BuildPartes) => `/armar-pc?${buildQuery(partes)}`;

/** How mails and pages name a build: 'Tu PC armada (8 partes)'. */
export function buildName(partes: BuildPartes): string {
  const n = wantedParts(partes).length;
  return `Tu PC armada (${n} ${n === 1 ? 'parte' : 'partes'})`;
}

/** The build with only what changes it (no empty drive list, no '1 kit'): one build, one stored form. */
export function canonicalBuild(partes: BuildPartes): BuildPartes {
  const out: BuildPartes = {};
  for (const { parte } of BUILD_SLOTS) {
    if (parte === 'storage') {
      if (partes.storage?.length) out.storage = [...partes.storage];
    } else if (partes[parte] !== undefined) out[parte] = partes[parte];
  }
  if (partes.ram !== undefined && partes.ramCantidad && partes.ramCantidad > 1)
    out.ramCantidad = partes.ramCantidad;
  return out;
}
