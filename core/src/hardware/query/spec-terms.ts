import type { Especificaciones } from '../types';

/**
 * Spec values as searchable words: a model's specs are written into its listings' search documents as
 * one word per value ('hwsocketlga1700', 'hwchipsetb550', 'hwformatosplacaatx'), so that a query naming a
 * socket, chipset, format or capacity also finds the listings whose name leaves it out. The SQL function
 * public.hw_spec_terms (migrations 0017, 0019) writes the same words from model_specs: keep the two alike
 * (spec-terms.suite.ts checks them against each other).
 */
export const SEARCH_SPEC_KEYS = [
  'socket',
  'chipset',
  'memoria',
  'formato',
  'formatosPlaca',
  'tipo',
  'capacidadGB',
  'chip',
  'socketsSoportados',
  'interfaz',
  'modular',
  'vramGB',
  'certificacion',
  'fuenteIncluida',
] as const;
export type SearchSpecKey = (typeof SEARCH_SPEC_KEYS)[number];

/** The word of one spec value: 'hw', the key and the value, lower case, letters and digits only. */
export function specTerm(key: SearchSpecKey, value: string | number | boolean): string {
  return `hw${key}${String(value)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Every spec word of a model's specs, in key order (a yes/no value: 'hwfuenteincluidatrue'). */
export function specTermsOf(especificaciones: Especificaciones): string[] {
  const out: string[] = [];
  for (const key of SEARCH_SPEC_KEYS) {
    const value = especificaciones[key];
    if (value === undefined) continue;
    if (typeof value === 'boolean') {
      out.push(specTerm(key, String(value)));
      continue;
    }
    for (const v of Array.isArray(value) ? value : [value]) out.push(specTerm(key, v));
  }
  const largest = largestBoardFormat(especificaciones.formatosPlaca);
  if (largest) out.push(largestFormatTerm(largest));
  return out;
}

/** Board formats from the largest: a case's largest one says its size (an ATX case also takes Micro ATX). */
const BOARD_FORMATS = ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'];

function largestBoardFormat(formats: unknown): string | undefined {
  return Array.isArray(formats) ? BOARD_FORMATS.find((f) => formats.includes(f)) : undefined;
}

/** The word of a case's largest board format ('hwformatomayormicroatx'), written last. */
export function largestFormatTerm(format: string): string {
  return `hwformatomayor${format}`.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * A listing's own stated detail as a search word, beside its model's specs (public.hw_listing_terms, migration
 * 0022, from the details hardware/differences reads): a bundle is 'hwpaquetecombo', each edition word of its
 * name ('Archer T3U Plus') 'hwedicionplus', a unit sold wireless 'hwedicioninalambrico'. Search ranks them below
 * the plain product when the query asks for neither.
 */
export function listingTerm(key: 'paquete' | 'edicion', value: string): string {
  return `hw${key}${value}`.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The word of the kind a name starts with, as public.hw_head_term writes it (migration 0022): 'hwhead0' and
 * the word, plural off ('auriculares' → 'hwhead0auricular'). A query's first word names the kind it asks
 * for: listings of that kind rank higher ('notebook' above 'Mochila Notebook …').
 */
export function headTerm(word: string): string {
  return `hwhead0${singular(word)}`;
}

/** A Spanish or English plural off, as public.hw_head_term takes it off ('auriculares', 'mouses', 'notebooks'). */
export const singular = (word: string): string => word.replace(/([a-z]{3}[rlndz])es$|([a-z]{3})s$/, '$1$2');

const SPEC_WORD = new RegExp(`^hw(?:${SEARCH_SPEC_KEYS.map((k) => k.toLowerCase()).join('|')})[a-z0-9]+$`);

/** Whether a word is a spec word (specTerm's). */
export function isSpecWord(word: string): boolean {
  return SPEC_WORD.test(word);
}
