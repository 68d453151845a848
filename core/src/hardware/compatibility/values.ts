import type { BuildPart, Estado, Regla, Verificacion } from './types';

/** A spec as text, or undefined when the part does not state it. */
export function text(part: BuildPart, key: string): string | undefined {
  const v = part.especificaciones[key];
  return typeof v === 'string' && v ? v : undefined;
}

export function num(part: BuildPart, key: string): number | undefined {
  const v = part.especificaciones[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** A list spec; a lone string counts as a list of one (the CPU's memoria may be either). */
export function list(part: BuildPart, key: string): string[] | undefined {
  const v = part.especificaciones[key];
  if (Array.isArray(v) && v.length) return v;
  if (typeof v === 'string' && v) return [v];
  return undefined;
}

export function flag(part: BuildPart, key: string): boolean | undefined {
  const v = part.especificaciones[key];
  return typeof v === 'boolean' ? v : undefined;
}

export const check = (regla: Regla, estado: Estado, mensaje: string): Verificacion => ({
  regla,
  estado,
  mensaje,
});

/** The one sentence for a missing value: the page never says 'compatible' without the data to say it. */
export const missing = (regla: Regla, faltan: string[]): Verificacion =>
  check(regla, 'sin-datos', `No pudimos verificar: falta ${joinY(faltan)}.`);

export function joinY(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** 'DDR4 o DDR5' for a list a part accepts. */
export const joinO = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
