import { normalizeText } from '../../models/name-tokens';
import type { Especificaciones, ListingInput, PartCategory } from '../types';
import { makerNamed, type KnowledgeBase } from './link';
import type { PartEntry } from './map-entry';

/**
 * What a maker's model line makes certain when a listing links to no single entry: 'Gabinete Corsair 4000D
 * Frame RS' names no part number, but every Corsair case the parts database names '4000D' takes ATX boards,
 * and every Cooler Master cooler it names '212' mounts on AM4. The line is the listing's first model code
 * (a word with a digit that is no spec or unit); its entries are those of the same part type and maker
 * whose names carry that word. A value is given only when every such entry agrees on it.
 */
export type LineSpecs = { formatosPlaca?: string[]; socketsSoportados?: string[] };

const LINE_CATEGORIES = new Set<PartCategory>(['case', 'cooler']);

/** Words of a name as the line is compared: lower case, unaccented, split on anything but letters and digits. */
const words = (name: string) =>
  normalizeText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words with a digit that state a spec, a unit, a count or a connector rather than a model. */
const NOT_A_MODEL =
  /^(?:\d+(?:\.\d+)?(?:gb|tb|mb|mhz|ghz|hz|w|mm|cm|ms|rpm|v|k|p|pin|mts?|cm3|gr?)|\d{1,2}x(?:\d+(?:mm|cm)?)?|x\d+|f?x\d|g?ddr\d|lga\d+|s\d{4}|am\d|fm\d|usb\d*|gen\d+|pcie\d*|wifi\d*|v\d+|m\d|\d{1,2})$/;

/** A model code: a word with a digit, and a letter or three digits, that states no spec or unit ('3x120mm', '650w'). */
const isModelCode = (word: string) =>
  /\d/.test(word) && (/[a-z]/.test(word) || word.length >= 3) && !NOT_A_MODEL.test(word);

/**
 * The line's codes a listing names, most precise first: its first model code, and when that is a bare
 * number, the number glued to the word before it (stores write 'GT 502' for the maker's 'GT502').
 */
export function lineCodesOf(name: string): string[] {
  const all = words(name);
  const at = all.findIndex(isModelCode);
  if (at < 0) return [];
  const code = all[at]!;
  // A bare number ('360', '500') is a size as often as a model: only with the word before it.
  if (/^\d+$/.test(code)) return at > 0 ? [`${all[at - 1]}${code}`] : [];
  return [code];
}

/** An entry's model codes as lineCodesOf reads a listing's: every one, bare numbers glued to the word before. */
function lineWords(name: string): string[] {
  const all = words(name);
  return all.flatMap((word, i) =>
    !isModelCode(word) ? [] : /^\d+$/.test(word) ? (i > 0 ? [`${all[i - 1]}${word}`] : []) : [word],
  );
}

/**
 * Words that make another edition of a line ('Hyper 212 Plus', '212 EVO', 'Halo'): an entry carrying one
 * is a candidate only for a listing that carries it too. The older 'Hyper 212 Plus' predates AM4. ('Mini'
 * is left out: entries write their size, 'Mini Tower'.)
 */
const EDITION_WORDS =
  /^(?:plus|evo|halo|pro|max|lite|elite|ii|iii|iv|v2|v3|duo|x|se|turbo|led|spectrum|slim|digital|compact|xl|mesh|rs|lx)$/;

/** Whether an entry names no edition the listing leaves out. */
function sameVariant(listingName: string, entryName: string): boolean {
  const listed = new Set(
    words(listingName).map((w) => (w === 'blanco' ? 'white' : w === 'negro' ? 'black' : w)),
  );
  return words(entryName).every((w) => !EDITION_WORDS.test(w) || listed.has(w));
}

const indexes = new WeakMap<KnowledgeBase, Map<string, PartEntry[]>>();

/** Entries of the line categories by part type and model code word ('case:4000d'), built once per base. */
function lineIndex(kb: KnowledgeBase): Map<string, PartEntry[]> {
  let index = indexes.get(kb);
  if (index) return index;
  index = new Map();
  for (const entry of kb.parts)
    if (LINE_CATEGORIES.has(entry.categoria))
      for (const word of new Set(lineWords(entry.nombre))) {
        const key = `${entry.categoria}:${word}`;
        index.set(key, [...(index.get(key) ?? []), entry]);
      }
  indexes.set(kb, index);
  return index;
}

/**
 * The values every entry lists (none when one entry has no list): certain of the listing, whichever entry
 * of the line it is. Like a name's '(1700 / AM4)', the list may leave out values some entries have.
 */
function common(lists: unknown[]): string[] {
  if (lists.length === 0 || !lists.every(Array.isArray)) return [];
  const [first, ...rest] = lists as string[][];
  return [...new Set(first)].filter((value) => rest.every((list) => list.includes(value)));
}

export function lineSpecs(
  kb: KnowledgeBase,
  listing: ListingInput,
  categoria: PartCategory,
  named: Especificaciones,
): LineSpecs {
  if (!LINE_CATEGORIES.has(categoria)) return {};
  const compactName = normalizeText(listing.nombre).replace(/[^a-z0-9]/g, '');
  const entriesOf = (code: string) =>
    (lineIndex(kb).get(`${categoria}:${code}`) ?? []).filter((e) => makerNamed(e, compactName));
  const entries = lineCodesOf(listing.nombre)
    .map(entriesOf)
    .find((found) => found.length > 0)
    ?.filter((e) => sameVariant(listing.nombre, e.nombre));
  if (!entries?.length) return {};

  if (categoria === 'case') {
    if (named.formatosPlaca) return {};
    const formats = common(entries.map((e) => e.especificaciones.formatosPlaca));
    return formats.length ? { formatosPlaca: formats } : {};
  }
  // A cooler: every entry of one type (the name's, when it says one), and the sockets all of them take.
  const types = new Set(entries.map((e) => e.especificaciones.tipo).filter((t) => t !== undefined));
  if (types.size > 1 || (named.tipo !== undefined && types.size === 1 && !types.has(named.tipo))) return {};
  const sockets = common(entries.map((e) => e.especificaciones.socketsSoportados));
  const stated = Array.isArray(named.socketsSoportados) ? named.socketsSoportados : [];
  if (sockets.length === 0 || !stated.every((s) => sockets.includes(s))) return {};
  return { socketsSoportados: sockets };
}
