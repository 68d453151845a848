import { normalizeText } from '../../models/name-tokens';
import type { Especificaciones, ListingInput, PartCategory } from '../types';
import { makerNamed, type KnowledgeBase } from './link';
import type { PartEntry } from './map-entry';

/**
 * What a maker's model line makes certain when a listing links to no single entry: 'Gabinete Corsair 4000D
 * Frame RS' names no part number, but every Corsair case the parts database names '4000D' takes ATX boards,
 * and every Cooler Master cooler it names '212' mounts on AM4. The line is the listing's first model code
 * (a word with a digit that is no spec or unit); its entries are those of the same part type and maker
 * whose names carry that word (a listing naming no code: every line word of it). A value is given only when
 * every such entry gives the same.
 */
/** Values every entry of the line agrees on, and one of those entries (each states them alike) as their source. */
export type LineSpecs = { formatosPlaca?: string[]; socketsSoportados?: string[]; entryId?: string };

const LINE_CATEGORIES = new Set<PartCategory>(['case', 'cooler']);

/**
 * Words of a name as the line is compared: lower case, unaccented, split on anything but letters, digits
 * and a decimal point ('55.2 CFM' is no '55', the IS-55's number).
 */
function words(name: string): readonly string[] {
  let found = wordsOf.get(name);
  if (!found) {
    // A listing's line is read against each entry of it, its name and theirs split every time: kept.
    if (wordsOf.size > 20_000) wordsOf.clear();
    found = normalizeText(name)
      .split(/[^a-z0-9.]+/)
      .map((w) => w.replace(/^\.+|\.+$/g, ''))
      .filter(Boolean);
    wordsOf.set(name, found);
  }
  return found;
}
const wordsOf = new Map<string, readonly string[]>();

/** Words with a digit that state a spec, a unit, a count or a connector rather than a model. */
const NOT_A_MODEL =
  /^(?:\d+(?:\.\d+)?(?:gb|tb|mb|mhz|ghz|hz|w|mm|cm|ms|rpm|v|k|p|pin|mts?|cm3|gr?)|\d{1,2}x(?:\d+(?:mm|cm)?)?|x\d+|f?x\d|g?ddr\d|lga\d+|s\d{4}|am\d|fm\d|usb\d*|gen\d+|pcie\d*|wifi\d*|v\d+|m\d|\d{1,2})$/;

/** A model code: a word with a digit, and a letter or three digits, that states no spec or unit ('3x120mm', '650w'). */
const isModelCode = (word: string) =>
  /^[a-z0-9]+$/.test(word) &&
  /\d/.test(word) &&
  (/[a-z]/.test(word) || word.length >= 3) &&
  !NOT_A_MODEL.test(word);

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

/** Words that name no model line: kinds, sizes, colours, materials, lighting, shop words (English and Spanish). */
const GENERIC =
  /^(?:gabinete|case|chassis|cooler|cpu|disipador|air|aire|liquid|water|aio|tower|mid|full|mini|micro|atx|itx|eatx|matx|tempered|glass|vidrio|templado|black|white|negro|blanco|blanca|negra|grey|gray|gris|silver|red|blue|pink|rosa|rgb|argb|frgb|led|lighting|rainbow|fan|fans|dual|chamber|edition|gaming|gamer|series|outlet|bulk|side|panel|front|type|display|with|and|the|del|mes|para|con|sin|fuente|psu|dinobyte|usb|pwm|hub)$/;

/** A word that may name a line: letters only, three or more, not generic. */
const isLineWord = (word: string) => /^[a-z]{3,}$/.test(word) && !GENERIC.test(word);

/**
 * The line words of a listing, without its maker's ('Gabinete Asus Rog Strix Helios' → rog, strix, helios),
 * and its small numbers: a generation ('Dark Rock 5', 'Pure Rock 3') is another part than the 4.
 */
function lineWordsOf(name: string, maker: string): string[] {
  // The maker however written: 'Cooler Master', 'Coolermaster'.
  const compactMaker = words(maker).join('');
  const isMaker = (w: string) => compactMaker.includes(w) || w.includes(compactMaker);
  return [...new Set(words(name).filter((w) => (isLineWord(w) && !isMaker(w)) || /^\d{1,2}$/.test(w)))];
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

/** Editions a listing names that its entry must name too ('Invader X Mini' is not the Invader X). */
const LISTED_EDITION = /^(?:mini|plus|pro|max|lite|elite|evo|ii|iii|iv|v2|v3|xl|halo|duo|se)$/;

/** Whether an entry names no edition the listing leaves out, nor the listing one the entry does not name. */
function sameVariant(listingName: string, entryName: string): boolean {
  const listed = words(listingName);
  const named = new Set(words(entryName));
  return (
    [...named].every((w) => !EDITION_WORDS.test(w) || listed.includes(w)) &&
    // (Entries write 'Mini Tower': only a listing's 'mini' names an edition.)
    listed.every((w) => !LISTED_EDITION.test(w) || named.has(w))
  );
}

const indexes = new WeakMap<KnowledgeBase, Map<string, PartEntry[]>>();

/** Entries of the line categories by part type and model code word ('case:4000d'), built once per base. */
function lineIndex(kb: KnowledgeBase): Map<string, PartEntry[]> {
  let index = indexes.get(kb);
  if (index) return index;
  index = new Map();
  for (const entry of kb.parts)
    if (LINE_CATEGORIES.has(entry.categoria))
      for (const word of new Set([...lineWords(entry.nombre), ...words(entry.nombre).filter(isLineWord)])) {
        const key = `${entry.categoria}:${word}`;
        index.set(key, [...(index.get(key) ?? []), entry]);
      }
  indexes.set(kb, index);
  return index;
}

/**
 * The list every entry gives, when they all give the same values (none otherwise). A part's list reads
 * as complete (a cooler not listing a socket does not fit it): a value only some entries of the line
 * list, or lack, is not certain of the listing.
 */
function common(lists: unknown[]): string[] {
  if (lists.length === 0 || !lists.every(Array.isArray)) return [];
  const [first, ...rest] = (lists as string[][]).map((list) => [...new Set(list)].sort());
  return rest.every((list) => list.join('|') === first!.join('|')) ? (lists[0] as string[]) : [];
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
  // By its model code; a listing naming none the database knows, by its line words ('Rog Strix Helios'):
  // then an entry must carry every one of them.
  const namesAll = (e: PartEntry) => {
    const entryWords = new Set(words(e.nombre));
    const own = lineWordsOf(listing.nombre, e.marca);
    return own.length > 0 && own.every((w) => entryWords.has(w));
  };
  const byCode = lineCodesOf(listing.nombre).map(entriesOf)[0] ?? [];
  const [first] = words(listing.nombre).filter(isLineWord);
  // A listing naming a code the database does not know is a model it does not know. Of a code's
  // entries, those naming every line word of the listing ('Hyper 612 Apex') when there are some.
  const hasCode = lineCodesOf(listing.nombre).length > 0;
  const candidates = hasCode
    ? byCode.some(namesAll)
      ? byCode.filter(namesAll)
      : byCode
    : (first ? entriesOf(first) : []).filter(namesAll);
  const entries = candidates.filter((e) => sameVariant(listing.nombre, e.nombre));
  if (entries.length === 0) return {};

  if (categoria === 'case') {
    if (named.formatosPlaca) return {};
    const formats = common(entries.map((e) => e.especificaciones.formatosPlaca));
    return formats.length ? { formatosPlaca: formats, entryId: entries[0]!.id } : {};
  }
  // A cooler: every entry of one type (the name's, when it says one), and the sockets all of them take.
  const types = new Set(entries.map((e) => e.especificaciones.tipo).filter((t) => t !== undefined));
  if (types.size > 1 || (named.tipo !== undefined && types.size === 1 && !types.has(named.tipo))) return {};
  const sockets = common(entries.map((e) => e.especificaciones.socketsSoportados));
  const stated = Array.isArray(named.socketsSoportados) ? named.socketsSoportados : [];
  if (sockets.length === 0 || !stated.every((s) => sockets.includes(s))) return {};
  return { socketsSoportados: sockets, entryId: entries[0]!.id };
}
