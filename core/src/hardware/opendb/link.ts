import { isDeepStrictEqual } from 'node:util';
import { normalizeText } from '../../models/name-tokens';
import type { Especificaciones, ListingInput, PartCategory } from '../types';
import { cpuModelKey } from '../specs/cpu';
import { specText } from '../text';
import type { PartEntry } from './map-entry';

/**
 * The knowledge base in memory, indexed by part number, and the rule that links a listing to one entry:
 * a maker part number the listing carries (its SKU/MPN, a code in its name, or two adjacent words that
 * together spell a model code such as 'B550M K'), for the same part type, maker, model, variant and colour,
 * with no spec the name states contradicting the entry; for a CPU without one, its exact model. Anything
 * less certain links nothing.
 */
export interface KnowledgeBase {
  byPartNumber: Map<string, PartEntry[]>;
  /** CPUs by model ('ryzen:7700x'): one CPU model is one part, boxed or tray. */
  cpusByModel: Map<string, PartEntry[]>;
  /** Boards and monitors by a part number of several words ('ROG STRIX B850-F GAMING WIFI'), by first word. */
  phrasesByFirstWord: Map<string, { words: string[]; entry: PartEntry }[]>;
  /** Every entry, for rules over a maker's model line (line-knowledge.ts). */
  parts: PartEntry[];
  size: number;
}

/** Part types whose makers use the model name as part number ('PRIME B650M-A', 'TUF Gaming VG279Q3A'). */
const PHRASE_CATEGORIES = new Set<PartCategory>(['motherboard', 'monitor']);
const phraseWords = (text: string) =>
  normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A part number as compared: upper case, letters and digits only. */
export const compactCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Codes short or plain enough to be a word or a bare chipset are never used to link. */
const usableCode = (code: string) => code.length >= 6 && /\d/.test(code) && /[A-Z]/.test(code);

/**
 * Corsair codes end in a sales region ('CP-9020278-NA', '-EU', '-WW'; Argentine stores write '-AR'): the part
 * is the same in every region, so the code is also known without it.
 */
const REGIONLESS = /^(C[A-Z]-\d{7})-[A-Z]{1,2}$/;

export function buildKnowledgeBase(parts: PartEntry[]): KnowledgeBase {
  const byPartNumber = new Map<string, PartEntry[]>();
  for (const part of parts)
    for (const raw of part.pn.flatMap((p) => p.split(/\s{2,}|\s*[,;]\s*/))) {
      const regionless = REGIONLESS.exec(raw.trim().toUpperCase())?.[1];
      // Stores drop a maker's two-letter line prefix ('GP-P550SS' sold as 'P550SS'); such a short code
      // links only when the entry's own name carries it (namesTheSameModel).
      const unprefixed = /^[A-Z]{2}-([A-Z0-9].*)$/i.exec(raw.trim())?.[1];
      const codes = [raw, regionless, unprefixed].filter((c): c is string => !!c).map(compactCode);
      for (const code of new Set(codes)) {
        if (!usableCode(code)) continue;
        const list = byPartNumber.get(code) ?? [];
        if (!list.includes(part)) list.push(part);
        byPartNumber.set(code, list);
      }
    }
  const cpusByModel = new Map<string, PartEntry[]>();
  for (const part of parts) {
    if (part.categoria !== 'cpu') continue;
    const key = cpuModelKey(specText(part.nombre));
    if (key) cpusByModel.set(key, [...(cpusByModel.get(key) ?? []), part]);
  }
  const phrasesByFirstWord = new Map<string, { words: string[]; entry: PartEntry }[]>();
  for (const part of parts) {
    if (!PHRASE_CATEGORIES.has(part.categoria)) continue;
    for (const raw of part.pn) {
      const words = phraseWords(raw);
      if (words.length < 2 || !words.some((w) => /\d/.test(w) && /[a-z]/.test(w))) continue;
      const list = phrasesByFirstWord.get(words[0]!) ?? [];
      if (!list.some((p) => p.entry === part && p.words.join(' ') === words.join(' ')))
        list.push({ words, entry: part });
      phrasesByFirstWord.set(words[0]!, list);
    }
  }
  return { byPartNumber, cpusByModel, phrasesByFirstWord, parts, size: parts.length };
}

/** Maker names as stores write them (compact, lower case). */
const MAKER_ALIASES: Record<string, string[]> = {
  westerndigital: ['wd', 'westerndigital'],
  teamgroup: ['team', 'teamgroup', 'tforce'],
  gskill: ['gskill'],
  coolermaster: ['coolermaster'],
  asrock: ['asrock'],
  adata: ['adata', 'xpg'],
  xpg: ['xpg', 'adata'],
  hikvision: ['hikvision', 'hiksemi'],
  hiksemi: ['hiksemi', 'hikvision'],
  bequiet: ['bequiet'],
  lianli: ['lianli'],
  powercolor: ['powercolor'],
};

/** The base's makers compacted ('Cooler Master' → coolermaster): a few hundred, asked for every candidate entry. */
const compactMakers = new Map<string, string>();

export function makerNamed(entry: PartEntry, compactName: string): boolean {
  let maker = compactMakers.get(entry.marca);
  if (maker === undefined) {
    maker = normalizeText(entry.marca).replace(/[^a-z0-9]/g, '');
    compactMakers.set(entry.marca, maker);
  }
  if (!maker) return false;
  return (MAKER_ALIASES[maker] ?? [maker]).some((alias) => compactName.includes(alias));
}

/** Words that make another variant of a model ('PRIME B760M-A' + 'WIFI', 'X870E Taichi' + 'Lite'). */
const VARIANT_WORDS =
  /^(?:wifi\d?e?|wi-fi|ax|ac|d4|d5|ii|iii|iv|plus|pro|max|elite|ice|lite|ocf|aqua|creator|carbon|hero|extreme|ultra|mini|evo|neo|se|kawaii|limited|limitada|special|v\d|r\d(?:\.\d)?|csm|rgb|argb|oc|ti|xt|xtx|gre|super|shift)$/;

const nameWords = (name: string) =>
  normalizeText(name)
    .split(/[\s()[\]{}|,]+/)
    .filter(Boolean);

/**
 * Candidate part numbers of a listing: its own codes first, then codes in its name, then two adjacent
 * words spelling a model code with three digits or more ('B550M K'); namesTheSameModel then rejects variants.
 */
function candidateCodes(listing: ListingInput): string[] {
  const out: string[] = [];
  for (const c of [listing.mpn, listing.sku]) if (c) out.push(compactCode(c), ...codeParts(c));
  const words = nameWords(listing.nombre);
  words.forEach((word, i) => {
    out.push(compactCode(word));
    const next = words[i + 1];
    const pair = compactCode(word + (next ?? ''));
    if (next && (pair.match(/\d/g) ?? []).length >= 3) out.push(pair);
  });
  return [...new Set(out.filter(usableCode))];
}

/**
 * Stores wrap a maker's code in their own: a prefix ('9SE00088-P300P1TBM28', 'newB-AX4U…'), a condition
 * ('…-OUTLET1') or a region ('CP-9020278-AR'). The code without those is a candidate too; a trailing piece
 * that may be a revision or colour ('-V2', '-01') is never dropped.
 */
function codeParts(code: string): string[] {
  const pieces = code.trim().split('-');
  while (pieces.length > 1 && /^(?:outlet\d*|[a-z]{1,2})$/i.test(pieces[pieces.length - 1]!)) pieces.pop();
  return pieces.map((_, i) => compactCode(pieces.slice(i).join('-')));
}

/** The colour a compact name states first (white and black only: the ones that split most items). */
function colourOf(compact: string): 'white' | 'black' | undefined {
  const white = compact.search(/WHITE|BLANCO|BLANCA|SNOW/);
  const black = compact.search(/BLACK|NEGRO|NEGRA/);
  if (white < 0 && black < 0) return undefined;
  if (white >= 0 && black >= 0) return undefined;
  return white >= 0 ? 'white' : 'black';
}

/** A CPU sold without its box ('Tray', 'Bulk', 'OEM', 'sin caja'): only a tray entry is that item. */
const TRAY_PACK = /[ (](?:tray|bulk|oem|sin caja)\b/i;

/** Variant words an entry's name may carry that the listing must carry too. */
const ENTRY_VARIANTS = /^(?:wifi\d?e?|ax|ac|csm|white|snow|ii|iii|lite|plus|max|ice|shift)$/;

/** Tokens that state a spec or a unit, not which model a part is. */
export const SPEC_TOKEN =
  /^(?:\d+(?:\.\d+)?(?:gb|tb|g|t|mb|mhz|ghz|mt|mts|hz|w|mm|cm|ms|rpm|x|v|in|gbps|mbs|va|ta|ma|ra|era|th|gen|k)?|g?ddr\d|lga\d+|s\d{4}|am\d\+?|fm\d\+?|gen\d|g\d|pcie\d?|pci-e\d?|usb\d?|hdr\d+|m\.?2|\d+x\d+|x\d+|\d+x|cl\d+|wifi\d?e?|wi-fi\d?|v\d|r\d(?:\.\d)?|sata\d?|nvme\d?|\d+(?:\/\d+)+(?:va|ta)?|[a-z]{3}\d{3}|80\+?)$/;

/**
 * Every other model code of the listing ('H610M-K', 'M1-750B') must be in the entry's name: an entry that
 * lists the code of a sibling model among its part numbers links nothing.
 */
function namesTheSameModel(
  listing: ListingInput,
  entry: PartEntry,
  matched: string,
  ownCode: boolean,
): boolean {
  const entryName = compactCode(entry.nombre);
  // A model code read from the name ('H610M-K') must be the entry's own, not one it lists for a sibling.
  if (!ownCode && matched.length < 9 && !entryName.includes(matched)) return false;
  // Another colour ('White' listing, black entry) or packaging (tray/bulk listing, boxed entry) is another item.
  const listingColour = colourOf(compactCode(listing.nombre));
  const entryColour = colourOf(entryName);
  if (listingColour && entryColour && listingColour !== entryColour) return false;
  if (!ownCode) {
    // Read from the name, the link must also not add a variant the listing does not name: a white or
    // CSM edition, Wi-Fi, a second revision.
    if (listingColour === 'white' && entryColour !== 'white') return false;
    const listed = compactCode(listing.nombre);
    if (phraseWords(entry.nombre).some((w) => ENTRY_VARIANTS.test(w) && !listed.includes(w.toUpperCase())))
      return false;
  }
  if (TRAY_PACK.test(listing.nombre) && entry.categoria === 'cpu' && !/TRAY|OEM/.test(entryName))
    return false;
  // A liquid cooler's radiator size ('240', '360mm') must be the entry's.
  const radiators = (text: string) =>
    new Set(text.match(/(?<![0-9])(?:120|240|280|360|420)(?=mm|\b)/g) ?? []);
  const listed = radiators(normalizeText(listing.nombre));
  const known = radiators(entry.nombre.toLowerCase());
  if (entry.categoria === 'cooler' && [...known].some((r) => !listed.has(r)) && listed.size > 0) return false;
  const words = nameWords(listing.nombre);
  return words.every((word, i) => {
    const code = compactCode(word);
    // '80 Plus' is a PSU's certification, not a 'Plus' edition of the model.
    if (word === 'plus' && words[i - 1] === '80') return true;
    // A variant word is the entry's when its name or the part number that matched carries it ('ICE').
    if (VARIANT_WORDS.test(word)) return entryName.includes(code) || matched.includes(code);
    if (entry.categoria === 'psu' && psuCodeInName(word, entry.nombre)) return true;
    if (!/[a-z]/.test(word) || !/\d/.test(word) || SPEC_TOKEN.test(word.replace(/[-.]$/, ''))) return true;
    return code.length < 2 || matched.includes(code) || entryName.includes(code);
  });
}

/**
 * What a name says that no key holds: a PSU sold as 'Modular' (full or semi, unsaid) is not a non-modular
 * entry's part.
 */
function contradictsName(listing: ListingInput, entry: PartEntry): boolean {
  if (entry.categoria !== 'psu' || entry.especificaciones.modular !== 'no') return false;
  const text = specText(listing.nombre);
  return / modular(?![a-z])/.test(text) && !/ (?:non|no|sin) ?-?modular/.test(text);
}

/** A PSU code is its line and wattage ('CX650'): an entry named 'Corsair CX (2023) … 650W' names it too. */
function psuCodeInName(word: string, entryName: string): boolean {
  const m = /^([a-z]{2,3})(\d{3,4})$/.exec(word);
  if (!m) return false;
  const words = phraseWords(entryName);
  return words.includes(m[1]!) && words.includes(`${m[2]}w`);
}

/** Whether the name's value and the entry's can both be true of one part. */
function agrees(key: string, named: unknown, known: unknown): boolean {
  if (key === 'socketsSoportados' && Array.isArray(named) && Array.isArray(known))
    return named.every((s) => known.includes(s));
  return isDeepStrictEqual(named, known);
}

export function linkEntry(
  kb: KnowledgeBase,
  listing: ListingInput,
  categoria: PartCategory,
  named: Especificaciones,
): PartEntry | undefined {
  const compactName = normalizeText(listing.nombre).replace(/[^a-z0-9]/g, '');
  const found = new Set<PartEntry>();
  const own = new Set([listing.mpn, listing.sku].filter(Boolean).map((c) => compactCode(c!)));
  // Codes from the listing's own SKU/MPN (whole or unwrapped) outrank words of its name.
  const fromCodes = new Set(
    [listing.mpn, listing.sku].flatMap((c) => (c ? [compactCode(c), ...codeParts(c)] : [])),
  );
  const byCode = new Set<PartEntry>();
  for (const code of candidateCodes(listing))
    for (const entry of kb.byPartNumber.get(code) ?? [])
      if (
        entry.categoria === categoria &&
        makerNamed(entry, compactName) &&
        !contradictsName(listing, entry) &&
        namesTheSameModel(listing, entry, code, own.has(code)) &&
        Object.entries(named).every(
          ([k, v]) => !(k in entry.especificaciones) || agrees(k, v, entry.especificaciones[k]),
        )
      ) {
        found.add(entry);
        if (fromCodes.has(code)) byCode.add(entry);
      }
  const best = byCode.size > 0 ? byCode : found;
  if (best.size === 1) return [...best][0];
  if (best.size > 1) return samePart([...best]);
  if (categoria === 'cpu') return cpuByModel(kb, listing, named);
  if (PHRASE_CATEGORIES.has(categoria)) return byModelPhrase(kb, listing, categoria, named, compactName);
  return undefined;
}

/**
 * OpenDB lists some parts twice (one part number, maker, model words and specs): those are one part, named
 * by the first id. Entries named otherwise ('OC', 'M.2+', another colour) are different parts and link nothing.
 */
const FORM_WORDS = /^(?:micro|mini|atx|itx|e-atx|matx|m-atx|ssd|nvme|pcie|sata|black)$/;
const modelTokens = (name: string) =>
  [
    ...new Set(
      normalizeText(name)
        .split(/[\s()[\]{},]+/)
        .filter((w) => w && !SPEC_TOKEN.test(w) && !FORM_WORDS.test(w)),
    ),
  ]
    .sort()
    .join(' ');

function samePart(entries: PartEntry[]): PartEntry | undefined {
  const [first, ...rest] = [...entries].sort((a, b) => a.id.localeCompare(b.id));
  const same = (e: PartEntry) =>
    e.marca === first!.marca &&
    modelTokens(e.nombre) === modelTokens(first!.nombre) &&
    isDeepStrictEqual(e.especificaciones, first!.especificaciones);
  return rest.every(same) ? first : undefined;
}

/**
 * A board or monitor whose name holds, word for word, a part number of several words: the entry with the
 * longest such phrase, when it is the only one and passes the same checks as a part-number link.
 */
function byModelPhrase(
  kb: KnowledgeBase,
  listing: ListingInput,
  categoria: PartCategory,
  named: Especificaciones,
  compactName: string,
): PartEntry | undefined {
  const words = phraseWords(listing.nombre);
  let best = 0;
  let entries = new Map<PartEntry, string>();
  words.forEach((word, i) => {
    for (const { words: phrase, entry } of kb.phrasesByFirstWord.get(word) ?? []) {
      if (entry.categoria !== categoria || phrase.length < best) continue;
      if (!phrase.every((w, k) => words[i + k] === w)) continue;
      if (phrase.length > best) {
        best = phrase.length;
        entries = new Map();
      }
      entries.set(entry, compactCode(phrase.join('')));
    }
  });
  const passing = [...entries].filter(
    ([entry, phrase]) =>
      makerNamed(entry, compactName) &&
      namesTheSameModel(listing, entry, phrase, false) &&
      Object.entries(named).every(
        ([k, v]) => !(k in entry.especificaciones) || agrees(k, v, entry.especificaciones[k]),
      ),
  );
  return passing.length === 1 ? passing[0]![0] : undefined;
}

/**
 * A CPU named by its model ('Ryzen 7 7700X') with no part number: the entry of that exact model, tray when
 * the listing says tray, bulk or OEM, boxed otherwise, when exactly one agrees with the name.
 */
function cpuByModel(
  kb: KnowledgeBase,
  listing: ListingInput,
  named: Especificaciones,
): PartEntry | undefined {
  const key = cpuModelKey(specText(listing.nombre));
  if (!key) return undefined;
  const tray = TRAY_PACK.test(listing.nombre);
  const matches = (kb.cpusByModel.get(key) ?? []).filter(
    (entry) =>
      /OEM|TRAY/i.test(entry.nombre) === tray &&
      Object.entries(named).every(
        ([k, v]) => !(k in entry.especificaciones) || agrees(k, v, entry.especificaciones[k]),
      ),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
