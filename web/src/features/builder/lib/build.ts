import { BUILD_SLOTS, buildQuery, type Slot as Parte } from '@hardprecios/core/builds/build-parts';

/** Where the picker of each slot searches (the category's id and name). */
const SEARCH_CATEGORY: Record<Parte, { categoria: string; categoriaId: number }> = {
  cpu: { categoria: 'Procesadores', categoriaId: 2 },
  motherboard: { categoria: 'Mothers', categoriaId: 1 },
  ram: { categoria: 'Memorias Ram', categoriaId: 8 },
  gpu: { categoria: 'Placas de video', categoriaId: 3 },
  storage: { categoria: 'Almacenamiento', categoriaId: 6 },
  psu: { categoria: 'Fuentes', categoriaId: 7 },
  case: { categoria: 'Gabinetes', categoriaId: 9 },
  cooler: { categoria: 'Refrigeración', categoriaId: 10 },
};

/**
 * The slots of 'Armá tu PC': the API's part name, the URL key and the page's label (core's, which the
 * build alerts' mails use too), and the search category.
 */
export const SLOTS = BUILD_SLOTS.map((slot) => ({ ...slot, ...SEARCH_CATEGORY[slot.parte] }));

export type { Parte };
export type Slot = (typeof SLOTS)[number];

/** A build as the URL keeps it: one id per slot, drives as a list, how many RAM kits. */
export interface Build {
  cpu?: number;
  motherboard?: number;
  ram?: number;
  ramCantidad?: number;
  gpu?: number;
  storage: number[];
  psu?: number;
  case?: number;
  cooler?: number;
}

const idOf = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** `/armar-pc?cpu=…&mother=…&disco=1,2`: unknown or broken values are dropped. */
export function parseBuild(params: URLSearchParams): Build {
  const build: Build = { storage: [] };
  for (const slot of SLOTS) {
    if (slot.parte === 'storage')
      build.storage = (params.get(slot.key) ?? '')
        .split(',')
        .map((t) => idOf(t))
        .filter((n): n is number => n !== undefined)
        .slice(0, 8);
    else build[slot.parte] = idOf(params.get(slot.key));
  }
  const kits = idOf(params.get('ramx'));
  if (kits && kits <= 8 && build.ram) build.ramCantidad = kits;
  return build;
}

/** The address's query; the build alerts' mails link to the same (core/src/builds/build-parts.ts). */
export const serializeBuild = (build: Build): string => buildQuery(build);

/** The API's `partes`. */
export function partesOf(build: Build): Record<string, unknown> {
  const partes: Record<string, unknown> = {};
  for (const slot of SLOTS) {
    if (slot.parte === 'storage') {
      if (build.storage.length) partes.storage = build.storage;
    } else if (build[slot.parte]) partes[slot.parte] = build[slot.parte];
  }
  if (build.ram && build.ramCantidad) partes.ramCantidad = build.ramCantidad;
  return partes;
}

/** The slot a category's part goes in ('Agregar a mi PC' from a detail page). */
export const slotOfCategory = (categoriaId: number) => SLOTS.find((s) => s.categoriaId === categoriaId);

/** Puts a part in its slot (a drive is added to the others). */
export function withPart(build: Build, parte: Parte, id: number): Build {
  if (parte === 'storage')
    return build.storage.includes(id) ? build : { ...build, storage: [...build.storage, id].slice(0, 8) };
  return { ...build, [parte]: id };
}

export function withoutPart(build: Build, parte: Parte, id?: number): Build {
  if (parte === 'storage') return { ...build, storage: build.storage.filter((x) => x !== id) };
  const next = { ...build, [parte]: undefined };
  if (parte === 'ram') next.ramCantidad = undefined;
  return next;
}

/** The last build, so 'Agregar a mi PC' on a detail page adds to it. */
export const LAST_BUILD_KEY = 'armar-pc';
