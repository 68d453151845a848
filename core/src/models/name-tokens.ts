import he from 'he';
import { JOINED_SPELLINGS } from './vocabulary';

/**
 * A product name as the key extractor reads it: a list of canonical tokens. Spelling never matters
 * (`i5-12400F` = `I5 12400f`, `16 GB` = `16GB`, `RTX5060TI` = `RTX 5060 Ti`); units, chips and CPU
 * models become tagged tokens so the kind builders can tell them apart:
 *
 *   gpu:rtx5060ti   cpu:ryzen5600x  cpu:i5-12400f  cap:16gb  cap:1tb  kit:2x8  mhz:3200  cl:16
 *   w:750           in:27           atx:3.1        rating:bronze
 *
 * Everything else is a plain token (letters and digits, '.' and '+' kept inside). Part numbers
 * ("100-100000743SBX", "912-V536-023", "SNV3S/2000G") and store codes ("(7818)") are dropped: one store
 * writes them, another doesn't, and they would only keep the same product apart.
 */
export interface NameTokens {
  tokens: string[];
  /** The name was cut short by the store ("…"): its last words may be missing. */
  truncated: boolean;
}

/** Accents off, lower-case, entities decoded, one kind of quote and dash. */
export function normalizeText(raw: string): string {
  return he
    .decode(raw)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[″“”„]|''/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[’‘´`]/g, "'")
    .replace(/\u00a0/g, ' ');
}

/** A capacity in GB as stores mean it: 1000 GB and more are written in TB (2000G is 2TB). */
function capacityToken(amount: string, unit: string): string {
  const value = Number(amount.replace(',', '.'));
  const gb = unit.startsWith('t') ? value * 1000 : unit.startsWith('m') ? value / 1000 : value;
  if (gb >= 1000 && Number.isInteger(gb / 1000)) return ` cap:${gb / 1000}tb `;
  if (gb >= 1000 && gb % 1024 === 0) return ` cap:${gb / 1024}tb `;
  return ` cap:${gb}gb `;
}

const REWRITES: [RegExp, string | ((...m: string[]) => string)][] = [
  // Store codes in brackets, and part numbers: several hyphen-joined pieces with digits, or a part
  // number with a capacity after a slash (Kingston's SNV3S/2000G).
  [/\(\s*#?\d{3,6}\s*\)/g, ' '],
  [/\b[a-z0-9]+\/\d+g\b/g, ' '],
  // Memory generation and speed written together: DDR4-3200, DDR5 6000 (before part numbers eat them).
  [/\bddr\s*([345])\s*-\s*(\d{4})\b/g, ' ddr$1 mhz:$2 '],
  // Graphics chips: RTX 5060 Ti, RX9060XT, GTX 1660 Super, Arc B580.
  [
    /\b(rtx|gtx|gt|rx|arc)\s*-?\s*([ab]?\d{3,4})\s*(ti|super|xtx|xt|gre)?(?:\s*(super))?(?![a-z0-9])/g,
    (_m, family, number, variant = '', extra = '') => ` gpu:${family}${number}${variant}${extra} `,
  ],
  // Processors: Ryzen 5 5600X, Ryzen 7 5800X3D, Core i5-12400F, Core Ultra 7 265K, Pentium G6405.
  [
    /\bryzen\s*(?:threadripper\s*)?(?:(?:3|5|7|9)\s*(?:pro\s*)?)?-?\s*(\d{4})\s*(x3d|xt|x|gt|ge|g|f)?\b/g,
    (_m, number, suffix = '') => ` cpu:ryzen${number}${suffix} `,
  ],
  [/\bathlon\s*(?:gold|silver)?\s*(\d{3,4})\s*(ge|g|u)?\b/g, (_m, n, s = '') => ` cpu:athlon${n}${s} `],
  [
    /\b(?:core\s*)?i\s*([3579])\s*-?\s*(\d{4,5})\s*(ks|kf|k|f|te|t|hx|h|u|p)?\b/g,
    (_m, tier, number, suffix = '') => ` cpu:i${tier}-${number}${suffix} `,
  ],
  [
    /\b(?:core\s*)?ultra\s*([579])\s*-?\s*(\d{3})\s*(kf|k|f|t|hx|h|u|v)?\b/g,
    (_m, tier, number, suffix = '') => ` cpu:ultra${tier}-${number}${suffix} `,
  ],
  [/\b(?:pentium|celeron)\s*(?:gold\s*)?([gjn]\d{3,4})\b/g, ' cpu:$1 '],
  [
    /(?<![:a-z0-9-])(?=[a-z0-9-]*\d[a-z0-9-]*-[a-z0-9-]*\d)[a-z0-9]+(?:-[a-z0-9]+){1,4}\b/g,
    (m) => (m.length >= 8 ? ' ' : m),
  ],
  // Memory kits: 2x8GB, (1X8GB), 2 x 16
  // ('Ventus 2X 8GB' is not a kit: the x sticks to the 2.)
  [/\b([1-8])\s*x(\d{1,3})\s*(?:gb|g)?\b/g, ' kit:$1x$2 '],
  [/\b([1-8])\s+x\s+(\d{1,3})\s*(?:gb|g)?\b/g, ' kit:$1x$2 '],
  [/\bddr\s*([345])\b/g, ' ddr$1 '],
  [/\b(\d{4})\s*(?:mhz|mt\/?s)\b/g, ' mhz:$1 '],
  [/\bcl?\s*-?\s*(\d{2})\b(?![.,]\d)/g, ' cl:$1 '],
  // Units that describe rather than identify.
  [
    /\b\d+(?:[.,]\d+)?\s*(?:ghz|mb\/?s|mbps|gb\/s|gbps|hz|ms|rpm|dpi|k\s*dpi|mah|mm|cm|metros?|mts|m|v)(?![a-z0-9.])/g,
    ' ',
  ],
  [/\b\d+\s*k\s+dpi\b/g, ' '],
  // Capacity, watts, screen size.
  [/\b(\d+(?:[.,]\d+)?)\s*(tb|gb|mb|t|g)\b/g, (_m, amount, unit) => capacityToken(amount, unit)],
  // ASUS writes the memory (and OC) into the model: O8G is an OC card with 8 GB.
  [/\bo(\d{1,2})g\b/g, ' oc cap:$1gb '],
  [/\b(\d{3,4})\s*w\b/g, ' w:$1 '],
  [
    /\b(\d{2}(?:[.,]\d)?)\s*(?:"|''|pulgadas|pulg\.?|inch|in)(?![a-z])/g,
    (_m, n) => ` in:${n.replace(',', '.')} `,
  ],
  [/\batx\s*(3\.\d)\b/g, ' atx:$1 '],
  [
    /\b80\s*(?:plus|\+)\s*(bronze|silver|gold|platinum|titanium|white)?\b/g,
    (_m, r) => (r ? ` rating:${r} ` : ' '),
  ],
  [/\bcybenetics\s+(bronze|silver|gold|platinum|titanium)\b/g, ' rating:$1 '],
  // Ordinals of generations ("3era/4ta/5ta gen", "12/13/14va", "10th").
  [/\b\d{1,2}(?:era|ra|da|ta|va|na|ma|er|st|nd|rd|th|°|º)\b/g, (m) => (m === '10th' ? ' 10th ' : ' ')],
];

/**
 * Splits a name into canonical tokens (see NameTokens). Words of `storeName` are store noise and go
 * ("… - DINOBYTE"), unless `keep` says a word means something ('Gaming' in 'Liontech Gaming').
 */
export function nameTokens(
  name: string,
  storeName?: string,
  keep: (word: string) => boolean = () => false,
): NameTokens {
  let text = normalizeText(name);
  const truncated = /(\.\.\.|…)\s*$/.test(text);
  if (truncated) text = text.replace(/(\.\.\.|…)\s*$/, '');
  for (const [pattern, replacement] of JOINED_SPELLINGS) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of REWRITES)
    text = text.replace(pattern, replacement as (substring: string, ...args: string[]) => string);

  const storeWords = new Set(
    storeName
      ? normalizeText(storeName)
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length >= 4 && !keep(w))
      : [],
  );
  const tokens = (text.match(/[a-z0-9][a-z0-9:.+%-]*/g) ?? [])
    .flatMap((t) => (t.includes(':') ? [t] : t.split('-')))
    .map((t) => t.replace(/[.+-]+$/, (tail) => (tail.includes('+') ? '+' : '')))
    .filter((t) => t !== '' && !storeWords.has(t));
  if (truncated && tokens.length > 0) tokens.pop();
  return { tokens, truncated };
}

/** Letters and digits mixed: a model code ("k617", "ds3h", "cx750m", "nv3", "v2"). */
export function isCode(token: string): boolean {
  return !token.includes(':') && /[a-z]/.test(token) && /\d/.test(token);
}

export const isNumber = (token: string) => /^\d+$/.test(token);
export const isWord = (token: string) => /^[a-z]+\+?$/.test(token);
export const tagged = (token: string, tag: string) => token.startsWith(`${tag}:`);
export const tagValue = (token: string) => token.slice(token.indexOf(':') + 1);
