import type {
  Categoria,
  Especificaciones,
  Fuente,
  PartCategory,
  SpecReading,
  SpecValue,
} from '../../hardware/types';
import { SPEC_KEYS } from './spec-keys';

/**
 * Where a model's value came from: a listing's name, an OpenDB entry, a listing's description ('descripcion')
 * or an operator's correction.
 */
export type ModelFuente = Fuente | 'operador';

/** Which source a value agreed on by several listings is credited to: the name first, the description last. */
const RANK = (f: Fuente) => (f === 'nombre' ? 0 : f === 'descripcion' ? 2 : 1);

export interface ModelSpecs {
  categoria: Categoria;
  especificaciones: Especificaciones;
  fuentes: Record<string, ModelFuente>;
  opendb: string | null;
}

/** An operator's correction in force: a value, or null to hide the key. */
export type SpecCorrections = Record<string, SpecValue | null>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Lists a listing may give only part of: a cooler's name names a few of its sockets ('AM5 / LGA1700'), its
 * description's spec list all of them. The fuller list wins when it holds every value of the other.
 */
const OPEN_LISTS = new Set(['socketsSoportados']);
const contains = (a: SpecValue, b: SpecValue) =>
  Array.isArray(a) && Array.isArray(b) && b.every((x) => a.includes(x));

/**
 * A model's specs from its listings' readings: precision over coverage. The model's part type is the one
 * every listing read as a part agrees on (listings read as 'other' say nothing); a value is kept only
 * when every listing of that type that has the key gives the same value, whether a name, an entry or a
 * description's spec list gave it (two stores disagreeing means one of them is wrong, and we cannot tell
 * which). A value any listing's name states is credited to the name; else one an entry gave, to the entry;
 * else to the description. Corrections win over all of it.
 */
export function combineSpecs(readings: SpecReading[], corrections: SpecCorrections = {}): ModelSpecs | null {
  const parts = readings.filter((r) => r.categoria !== 'other');
  const categorias = new Set(parts.map((r) => r.categoria));
  if (categorias.size !== 1) return null;
  const categoria = parts[0]!.categoria;

  const especificaciones: Especificaciones = {};
  const fuentes: Record<string, ModelFuente> = {};
  const conflicting = new Set<string>();
  for (const r of parts)
    for (const [key, value] of Object.entries(r.especificaciones)) {
      if (conflicting.has(key)) continue;
      const before = especificaciones[key];
      if (before !== undefined && !same(before, value) && OPEN_LISTS.has(key)) {
        // One listing naming fewer sockets than another does not contradict it.
        if (contains(before, value)) continue;
        if (contains(value, before)) {
          especificaciones[key] = value;
          fuentes[key] = r.fuentes[key] ?? 'nombre';
          continue;
        }
      }
      if (before !== undefined && !same(before, value)) {
        conflicting.add(key);
        delete especificaciones[key];
        delete fuentes[key];
        continue;
      }
      especificaciones[key] = value;
      const fuente = r.fuentes[key] ?? 'nombre';
      const credited = fuentes[key] as Fuente | undefined;
      if (credited === undefined || RANK(fuente) < RANK(credited)) fuentes[key] = fuente;
    }

  // A correction is about a key of the part type it was made for: another type's keys do not apply.
  const keys = SPEC_KEYS[categoria as PartCategory] ?? {};
  for (const [key, value] of Object.entries(corrections)) {
    if (!(key in keys)) continue;
    if (value === null) {
      delete especificaciones[key];
      delete fuentes[key];
    } else {
      especificaciones[key] = value;
      fuentes[key] = 'operador';
    }
  }
  const ids = new Set(parts.map((r) => r.opendb).filter((id): id is string => id !== null));
  const opendb = ids.size === 1 ? [...ids][0]! : null;
  return { categoria, especificaciones, fuentes, opendb };
}
