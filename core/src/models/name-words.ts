import { joinSpellings, normalizeText } from './name-tokens';
import { COLOURS, GENERIC_NOISE, KIND_WORDS, STORE_OWN_WORDS } from './vocabulary';

/**
 * A listing's name as the words and codes that say which product it is, for telling a store's rename
 * (a typo fixed, a slogan added) from another product put under the same listing. Unlike the model key,
 * nothing is interpreted: 'Ryzn 7 7800X3D' keeps every piece, so it can be compared with 'Ryzen 7 7800X3D'.
 * Units are written one way (`16 GB` = `16GB`, `3200MHz` = `3200`, `27"` = `27in`); store boilerplate,
 * kind words ('Placa de Video', 'Memoria') and the store's own name are left out.
 */
export interface NameWords {
  /** Tokens with a digit: model codes, capacities, speeds, sizes. */
  codes: string[];
  /** Tokens of letters only. */
  words: string[];
  /** Words saying the offer is not a new unit (used, refurbished, outlet) or is the store's own. */
  condition: string[];
}

/** Store slogans that describe the offer, never the product (beside GENERIC_NOISE). */
const OFFER_WORDS = new Set([
  'envios', 'pais', 'todo', 'descuento', 'descuentos', 'off', 'precio', 'precios', 'especial', 'imperdible',
  'ultimas', 'ultimos', 'unidades', 'unidad', 'remate', 'exclusivo', 'online', 'web', 'contado', 'efectivo',
  'transferencia', 'garantia', 'factura', 'iva', 'incluido', 'ahora', 'monday', 'week', 'friday', 'black',
  'pedido', 'encargue', 'consultar', 'preventa', 'lanzamiento', 'novedad', 'new', 'free', 'shipping',
]); // prettier-ignore

/** Words that make another offer of the same model: a used, refurbished or outlet unit. */
const CONDITION_WORDS = new Set([
  ...STORE_OWN_WORDS,
  'outlet',
  'abierta',
  'exhibicion',
  'detalle',
  'detalles',
]);

const KIND = new Set(Object.values(KIND_WORDS).flat());

/** Black is what a product is when no colour is said: saying it changes nothing. */
const isBlack = (word: string) => COLOURS[word] === 'black';

const UNIT_REWRITES: [RegExp, string | ((...m: string[]) => string)][] = [
  // Store codes in brackets, and offer terms with numbers ('12 cuotas', '6 meses de garantía', '15% off').
  [/\(\s*#?\d{3,6}\s*\)/g, ' '],
  [/\b\d+\s*(?:cuotas|meses|mes|dias|anos)\b/g, ' '],
  [/\b\d+(?:[.,]\d+)?\s*%/g, ' '],
  // Decimal commas; memory kits (2x8GB, 2 x 8 GB); capacities, speeds and sizes written one way.
  [/(\d),(\d)/g, '$1.$2'],
  [/\b([1-8])\s*x\s*(\d{1,3})\s*(?:gb|g)?\b/g, ' $1x$2gb '],
  [/\b(\d+(?:\.\d+)?)\s*(tb|gb|mb|t|g)\b/g, (_m, n, u) => ` ${n}${u.length === 1 ? `${u}b` : u} `],
  [/\b(\d{3,5})\s*(?:mhz|mt\/?s)\b/g, ' $1 '],
  [/\b(\d+(?:\.\d+)?)\s*(w|hz|ms|mm|cm|rpm|dpi|v|mah|ghz)\b/g, ' $1$2 '],
  [/\b(\d{2}(?:\.\d)?)\s*(?:"|''|pulgadas|pulg\.?|inch|in)(?![a-z])/g, ' $1in '],
];

/** The words and codes of a name (see NameWords). */
export function nameWords(name: string, storeName?: string | null): NameWords {
  let text = joinSpellings(normalizeText(name));
  for (const [pattern, replacement] of UNIT_REWRITES)
    text = text.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  const storeWords = new Set(
    storeName
      ? normalizeText(storeName)
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length >= 4)
      : [],
  );
  const out: NameWords = { codes: [], words: [], condition: [] };
  for (const raw of text.match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) ?? []) {
    if (storeWords.has(raw)) continue;
    if (CONDITION_WORDS.has(raw)) out.condition.push(raw);
    else if (/\d/.test(raw)) out.codes.push(raw);
    else if (!GENERIC_NOISE.has(raw) && !OFFER_WORDS.has(raw) && !KIND.has(raw) && !isBlack(raw))
      out.words.push(raw);
  }
  out.codes.sort();
  out.words.sort();
  out.condition = [...new Set(out.condition)].sort();
  return out;
}

/**
 * Two spellings of one word with a slip of the keyboard: the same first letter, at least four letters,
 * and one edit apart (two from eight letters up): 'ryzn'/'ryzen', 'vengance'/'vengeance'. A different
 * first letter is a different word ('lite'/'elite').
 */
export function isTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (a[0] !== b[0] || Math.min(a.length, b.length) < 4) return false;
  const allowed = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  return Math.abs(a.length - b.length) <= allowed && editDistance(a, b) <= allowed;
}

/** Edits (insert, delete, replace, swap two neighbours) from one word to the other. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/** What is left of each side after equal items are paired off (multisets). */
export function unpaired(a: string[], b: string[]): [string[], string[]] {
  const rest = [...b];
  const left: string[] = [];
  for (const item of a) {
    const at = rest.indexOf(item);
    if (at >= 0) rest.splice(at, 1);
    else left.push(item);
  }
  return [left, rest];
}

/**
 * `name` with each word the other name lacks replaced by the other name's spelling of it, when that is a
 * typo of it (see isTypo): 'Procesadr AMD Ryzn 7' against 'Procesador AMD Ryzen 7 …' reads
 * 'procesador amd ryzen 7'. Returned normalized (lower case, no accents).
 */
export function fixTypos(name: string, other: string): string {
  let text = normalizeText(name);
  const otherText = normalizeText(other);
  const wordsOf = (t: string) => new Set(t.match(/[a-z]+/g) ?? []);
  const [mine, theirs] = [wordsOf(text), wordsOf(otherText)];
  const onlyTheirs = [...theirs].filter((w) => !mine.has(w));
  for (const word of mine) {
    if (theirs.has(word)) continue;
    const at = onlyTheirs.findIndex((w) => isTypo(word, w));
    if (at < 0) continue;
    text = text.replace(new RegExp(`(?<![a-z])${word}(?![a-z])`, 'g'), onlyTheirs[at]!);
    onlyTheirs.splice(at, 1);
  }
  return text;
}
