import { normalizeText, withCoolerSizeUnit } from '../models/name-tokens';

/**
 * A name as the spec rules read it: normalized (lower case, no accents, entities decoded), decimal commas
 * as points, inch marks as `"`, and padded with spaces so every rule can use ` word ` boundaries.
 */
export function specText(name: string): string {
  // One listing's name is read by several rules in turn (specs, details, condition, links): read it once.
  const known = specTexts.get(name);
  if (known !== undefined) return known;
  if (specTexts.size > 64) specTexts.clear();
  const text = readSpecText(name);
  specTexts.set(name, text);
  return text;
}
const specTexts = new Map<string, string>();

function readSpecText(name: string): string {
  const text = withCoolerSizeUnit(normalizeText(name))
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/''|″|“|”/g, '"')
    .replace(/\bcooler\s*-?\s*master\b/g, 'coolermaster')
    // 'BLACK,ATX / M-ATX': a comma glued to the next word is punctuation, as a space is.
    .replace(/,(?=[a-z])/g, ', ')
    // 'Placa De Videomsi 210': a store glues the maker to the kind words.
    .replace(/\b((?:placa|tarjeta) de video)(?=[a-z])/g, '$1 ')
    .replace(/\s+/g, ' ');
  return ` ${text.trim()} `;
}

/**
 * A spec text without what a store lists after it of other products it also sells ('(Similar 480GB
 * 512GB)', '+q NV3 SN850x'): the details there are not this product's.
 */
export const ownText = (text: string) => `${text.split(OTHER_PRODUCTS)[0]!.trimEnd()} `;

/**
 * Where a store starts listing other products it sells ('+Q 240GB', '(Similar 480GB)', '(SIMIL 1TB)'), in a
 * spec text or a raw name (any case, the list maybe at the very end).
 */
const OTHER_PRODUCTS = /[ (*]\+ ?q(?: |$)|[ (*]simil(?:ar)?(?: |$)/i;

/** A raw listing name without that list, for keys: its words and numbers are not this product's. */
export const ownName = (name: string) => {
  const cut = name.search(OTHER_PRODUCTS);
  return withoutWordCodes(cut > 0 ? name.slice(0, cut) : name);
};

/**
 * A part number spelled in words, three or more joined by hyphens with a feature among them
 * ('RAP-AURI-RGB-WIRELESS-DONGLE-7.1', 'RAP-MICRO-RGB-USB'): a store's or maker's stock code, whose words
 * repeat the name's or add what other stores leave unsaid. A model code ('VX2718-2KPC-MHD') has no such word.
 */
const WORD_CODE = /(?<![\w-])[a-z][a-z0-9.]*(?:-[a-z0-9.]+){2,}(?![\w-])/gi;
const CODE_FEATURE = /^(?:wireless|rgb|argb|usb|dongle|led|bt)$/i;
const FEATURE_BESIDE_HYPHEN =
  /-(?:wireless|rgb|argb|usb|dongle|led|bt)\b|\b(?:wireless|rgb|argb|usb|dongle|led|bt)-/i;
export function withoutWordCodes(text: string): string {
  // Most names hold no feature word beside a hyphen: no pass over them.
  if (!FEATURE_BESIDE_HYPHEN.test(text)) return text;
  return text.replace(WORD_CODE, (code) => {
    const segments = code.split('-');
    return segments.some((s) => CODE_FEATURE.test(s)) &&
      segments.filter((s) => /^[a-z]+$/i.test(s)).length >= 2
      ? ' '
      : code;
  });
}

/** Every distinct value a pattern's first group yields, in order of appearance. */
export function allMatches(
  text: string,
  pattern: RegExp,
  read: (m: RegExpExecArray) => string | number | undefined,
) {
  const out: (string | number)[] = [];
  for (const m of text.matchAll(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  )) {
    const v = read(m);
    if (v !== undefined && !out.includes(v)) out.push(v);
  }
  return out;
}

/** The only value when exactly one was found; unsure otherwise. */
export function single<T>(values: T[]): T | undefined {
  return values.length === 1 ? values[0] : undefined;
}
