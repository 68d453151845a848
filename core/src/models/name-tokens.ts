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

/**
 * Every multi-word spelling in one pass: one alternation, each spelling a capture group of its own (its
 * inner groups made non-capturing), so the group that matched says which spelling it was.
 */
const JOINED = new RegExp(
  JOINED_SPELLINGS.map(([pattern]) => `(${pattern.source.replace(/\((?!\?)/g, '(?:')})`).join('|'),
  'g',
);

/** Multi-word brand and line spellings as one token ('Cooler Master' → coolermaster), on normalized text. */
export function joinSpellings(text: string): string {
  return text.replace(
    JOINED,
    (match, ...groups) => JOINED_SPELLINGS[groups.findIndex((g) => g !== undefined)]![1] ?? match,
  );
}

/** A cooler's name ('Water Cooling … A12 240', 'Cooler Cpu Nautilus 360'), whose bare size is its fans' or radiator's. */
const COOLER_WORDS =
  /\b(?:cooler|coolers|water|watercooling|watercooler|liquid[oa]?|aio|refrigeracion|disipador|fan|fans)\b/;
const BARE_COOLER_SIZE = /(?<![\d.x-])\b(120|140|240|280|360|420)\b(?!\s*(?:mm|x|[.,]\d|-))/g;

/**
 * A cooler's size written bare ('Coreliquid A12 240') with its unit, as other stores write it ('A12 240mm'): one
 * size, read by the key and the spec rules alike.
 */
export const withCoolerSizeUnit = (text: string) =>
  COOLER_WORDS.test(text) ? text.replace(BARE_COOLER_SIZE, '$1mm') : text;

/** Accents off, lower-case, entities decoded, one kind of quote and dash. */
export function normalizeText(raw: string): string {
  let text = (raw.includes('&') ? he.decode(raw) : raw).toLowerCase();
  // '65-por-ciento': a store's spelling of a keyboard's '65%'.
  if (text.includes('ciento')) text = text.replace(/(\d+)[- ]por[- ]ciento\b/g, '$1%');
  // 'Pci-e' is PCIe; 'BT 5.0' (a version after it) and 'Wireless-BT' are Bluetooth, as the word is, not a 'BT'
  // edition.
  if (text.includes('pci')) text = text.replace(/\bpci[ -]e\b/g, 'pcie');
  if (text.includes('bt')) text = text.replace(/\bbt ?(?=\d\.\d\b)|(?<=\bwireless)[-/ ]bt\b/g, ' bluetooth ');
  // 'Air Cooler' is a kind of cooler (a CPU's heatsink with fans), as 'CPU Cooler' is: no 'Air' edition.
  if (text.includes('air cool')) text = text.replace(/\bair cooler/g, 'cooler');
  // Most names are plain ASCII: the rest of the work is for the others.
  if (!/[^ -~]|''|`/.test(text)) return text;
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[″“”„]|''/g, '"')
      .replace(/[‐‑‒–—−]/g, '-')
      .replace(/[’‘´`]/g, "'")
      .replace(/\u00a0/g, ' ')
      // Marks copied from a maker's page ('GeForce RTX™ 5070', 'Radeon™'): no part of a word.
      .replace(/[™®©]/g, ' ')
      .replace(/×/g, 'x')
  );
}

/**
 * A capacity in GB as stores mean it: 1000 GB and more are written in TB (2000G is 2TB), and a memory's
 * megabytes count in 1024s ('8192MB' is 8GB).
 */
function capacityToken(amount: string, unit: string): string {
  const value = Number(amount.replace(',', '.'));
  const megabytes = value >= 1024 && value % 1024 === 0 ? value / 1024 : value / 1000;
  const gb = unit.startsWith('t') ? value * 1000 : unit.startsWith('m') ? megabytes : value;
  if (gb >= 1000 && Number.isInteger(gb / 1000)) return ` cap:${gb / 1000}tb `;
  if (gb >= 1000 && gb % 1024 === 0) return ` cap:${gb / 1024}tb `;
  return ` cap:${gb}gb `;
}

/**
 * Rewrites applied in order. The third element, when given, is what the text must contain for the
 * rewrite to apply at all: a substring test is much cheaper than a regex pass, and most names hold
 * only a few of these things.
 */
type Rewrite = [RegExp, string | ((...m: string[]) => string), (string | RegExp)?];

const REWRITES: Rewrite[] = [
  // Kingston's ValueRAM part numbers name the line and the module's kind, read before part numbers go:
  // KVR56U46BS6-8 and KVR32N22S8/16 are DIMMs, KVR56S46BS6-8 a SO-DIMM, an R a registered and an E an ECC one.
  [
    /\bkvr\d{2}([nusre])[a-z0-9]*(?:[-/][a-z0-9]+)*/g,
    (_m, type) =>
      ` kvr ${({ s: 'sodimm', r: 'registered', e: 'ecc' } as Record<string, string>)[type] ?? ''} `,
    'kvr',
  ],
  // A decimal comma ('19,5"', '15,6'): one number, as stores elsewhere write it with a dot.
  [/\b(\d{1,2}),(\d)\b/g, '$1.$2', ','],
  // A pad's or desk mat's measures ('940x410x4mm', '300 X 700mm') describe it: a stated detail (see
  // hardware/differences), not words of its name nor a part number.
  [/\b\d{2,4}(?:\.\d+)?\s*x\s*\d{2,4}(?:\.\d+)?(?:\s*x\s*\d{1,3}(?:\.\d+)?)?\s*(?:mm|cm)\b/g, ' ', 'x'],
  // Store codes in brackets, and part numbers: several hyphen-joined pieces with digits, or a part
  // number with a capacity after a slash (Kingston's SNV3S/2000G).
  [/\(\s*#?\d{3,6}\s*\)/g, ' ', '('],
  [/\b[a-z0-9]+\/\d+g\b/g, ' ', '/'],
  // Trust's GXT line with its number apart or glued ('GXT 450', 'Gxt450'); Royal Kludge's initials before its
  // S-line codes ('RK S98', 'RK-S98', 'Rks98').
  [/\bgxt\s*-?\s*(\d{3,4})\b/g, (_m, n) => ` gxt${n} `, 'gxt'],
  [/\brk\s*-?\s*(s\d{2,3})\b/g, (_m, code) => ` royalkludge ${code} `, /\brk/],
  // A keyboard-and-mouse kit written glued ('Teclado+mouse'); a gamepad's 'Dual Shock' (its two motors).
  [/\bteclado\s*\+\s*mouse\b/g, ' teclado + mouse ', 'teclado+'],
  [/\bdual\s*-?\s*shock\b/g, ' dualshock ', 'shock'],
  // Memory generation and speed written together: DDR4-3200, DDR5 6000 (before part numbers eat them).
  [/\bddr\s*([345])\s*-\s*(\d{4})\b/g, ' ddr$1 mhz:$2 ', 'ddr'],
  // Intel's graphics chips named without their line ('Placa de Video Intel Onix B580'): no board chipset is
  // named so.
  [/(?<!arc\s{0,2}-?)\b([ab](?:310|380|580|750|770|570))\b/g, ' arc $1 ', 'intel'],
  // Graphics chips: RTX 5060 Ti, RX9060XT, GTX 1660 Super, Arc B580.
  [
    /\b(rtx|gtx|gt|rx|arc)\s*-?\s*([ab]?\d{3,4})\s*(ti|super|xtx|xt|gre)?(?:\s*(super))?(?![a-z0-9])/g,
    (_m, family, number, variant = '', extra = '') => ` gpu:${family}${number}${variant}${extra} `,
    /rtx|gtx|gt|rx|arc/,
  ],
  // Processors: Ryzen 5 5600X, Ryzen 7 5800X3D, Core i5-12400F, Core Ultra 7 265K, Pentium G6405.
  [
    /\bryzen\s*(?:threadripper\s*)?(?:(?:3|5|7|9)\s*(?:pro\s*)?)?-?\s*(\d{4})\s*(x3d|xt|x|gt|ge|g|f)?\b/g,
    (_m, number, suffix = '') => ` cpu:ryzen${number}${suffix} `,
    'ryzen',
  ],
  [
    /\bathlon\s*(?:gold|silver)?\s*(\d{3,4})\s*(ge|g|u)?\b/g,
    (_m, n, s = '') => ` cpu:athlon${n}${s} `,
    'athlon',
  ],
  [
    /\b(?:core\s*)?i\s*([3579])\s*-?\s*(\d{4,5})\s*(ks|kf|k|f|te|t|hx|h|u|p)?\b/g,
    (_m, tier, number, suffix = '') => ` cpu:i${tier}-${number}${suffix} `,
    /i\s*-?[3579]/,
  ],
  [
    /\b(?:core\s*)?ultra\s*([579])\s*-?\s*(\d{3})\s*(kf|k|f|t|hx|h|u|v)?\b/g,
    (_m, tier, number, suffix = '') => ` cpu:ultra${tier}-${number}${suffix} `,
    'ultra',
  ],
  [/\b(?:pentium|celeron)\s*(?:gold\s*)?([gjn]\d{3,4})\b/g, ' cpu:$1 ', 'e'],
  [
    /(?<![:a-z0-9-])(?=[a-z0-9-]*\d[a-z0-9-]*-[a-z0-9-]*\d)[a-z0-9]+(?:-[a-z0-9]+){1,4}\b/g,
    (m) => (m.length >= 8 ? ' ' : m),
    '-',
  ],
  // A part number around a long digit group ('CC-9011265-WW', 'CA-9011285-NA2'): no model word (a
  // fan's 'TF-12025-PRO' is its model).
  [/(?<![:a-z0-9-])[a-z]{1,4}-\d{6,}-[a-z0-9]{1,4}\b/g, ' ', '-'],
  // A store's or maker's code of four pieces or more ending in a number ('RAP-MOU-PAD-AD-44503').
  [/(?<![:a-z0-9-])[a-z0-9]+(?:-[a-z0-9]+){2,}-[a-z]*\d{3,}[a-z0-9]*\b/g, ' ', '-'],
  // A board's revision written 'R.2' or 'R2'.
  [/\br\.(\d)\b/g, ' r$1 ', 'r.'],
  // Memory kits: 2x8GB, (1X8GB), 2 x 16
  // ('Ventus 2X 8GB' is not a kit: the x sticks to the 2.)
  [/\b([1-8])\s*x(\d{1,3})\s*(?:gb|g)?\b/g, ' kit:$1x$2 ', 'x'],
  [/\b([1-8])\s+x\s+(\d{1,3})\s*(?:gb|g)?\b/g, ' kit:$1x$2 ', ' x '],
  [/\bddr\s*([345])\b/g, ' ddr$1 ', 'ddr'],
  [/\b(\d{4})\s*(?:mhz|mt\/?s)\b/g, ' mhz:$1 ', 'm'],
  [/\bcl?\s*-?\s*(\d{2})\b(?![.,]\d)/g, ' cl:$1 ', 'c'],
  // Units that describe rather than identify.
  [
    /\b\d+(?:[.,]\d+)?\s*(?:ghz|mb\/?s|mbps|gb\/s|gbps|hz|ms|rpm|dpi|k\s*dpi|mah|mm|cm|metros?|mts|m|v)(?![a-z0-9.])/g,
    ' ',
  ],
  [/\b\d+\s*k\s+dpi\b/g, ' ', 'dpi'],
  // Capacity, watts, screen size.
  [/\b(\d+(?:[.,]\d+)?)\s*(tb|gb|mb|t|g)\b/g, (_m, amount, unit) => capacityToken(amount, unit)],
  // ASUS writes the memory (and OC) into the model: O8G is an OC card with 8 GB.
  [/\bo(\d{1,2})g\b/g, ' oc cap:$1gb ', 'o'],
  // A pack's count however written ('Pack 2', 'Pack x2', '(Pack de 3)', '3-Pack'): one 'x3' word; a pack of one
  // is the unit.
  [
    /\bpack\s*(?:de\s*)?x?\s*(\d{1,2})\b|\b(?:x\s*)?(\d{1,2})\s*-?\s*pack\b/g,
    (_m, a, b) => ((a ?? b) === '1' ? ' ' : ` x${a ?? b} `),
    'pack',
  ],
  // A mesh system is sold as a router, an access point or a system, for inside: one product.
  [/\b(?:access\s*point|indoor)\b/g, ' ', /mesh/],
  [/\blow\s+latency\b/g, ' ', 'latency'],
  // Logitech's HERO 2 sensor, not a HERO edition (see hardware/differences).
  [/\bhero\s+2\b/g, ' ', 'hero'],
  // Watts spelled out ('10 Watts', '750 Watt') are the 'W' other stores write.
  [/\b(\d+)\s*watts?\b/g, ' $1w ', 'watt'],
  [/\b(\d{3,4})\s*w\b/g, ' w:$1 ', 'w'],
  [
    /\b(\d{2}(?:[.,]\d)?)\s*(?:"|''|pulgadas|pulg\.?|inch|in)(?![a-z])/g,
    (_m, n) => ` in:${n.replace(',', '.')} `,
    /"|''|pulg|inch|\din/,
  ],
  [/\batx\s*(3\.\d)\b/g, ' atx:$1 ', 'atx'],
  [
    /\b80\s*(?:plus|\+)\s*(bronze|silver|gold|platinum|titanium|white)?\b/g,
    (_m, r) => (r ? ` rating:${r} ` : ' '),
    '80',
  ],
  [/\bcybenetics\s+(bronze|silver|gold|platinum|titanium)\b/g, ' rating:$1 ', 'cybenetics'],
  // Wi-Fi generations written apart or together ('WIFI 6E', 'WiFi6E', 'WIFI 5').
  [/\bwifi\s*-?\s*(6e|5|6|7)\b(?![.,]\d)/g, ' wifi$1 ', 'wifi'],
  // Fans a case or cooler comes with ('3 Fans'), and Wi-Fi speed classes ('AX1800', 'AC1200').
  [/\b(?:x\s*)?\d+\s*(?:fans?|ventiladores|coolers)\b/g, ' ', 'f'],
  // '+ 4 Cooler': a case's fans (not a tagged value's digits: 'w:600 cooler').
  [/(?<![\w:])(?:x\s*)?\d+\s*cooler\b(?!\s*master)/g, ' ', 'cooler'],
  // A switch's or router's port count is in its model ('TL-SG108' has 8 ports): stores add it or not.
  [/\b\d+\s*(?:puertos|ports?|bocas)\b/g, ' ', 'p'],
  [/\ba[cx]\d{3,4}\b/g, ' ', 'a'],
  // Ordinals of generations ("3era/4ta/5ta gen", "12/13/14va", "10th").
  [/\b\d{1,2}(?:era|ra|da|ta|va|na|ma|er|st|nd|rd|th|°|º)\b/g, (m) => (m === '10th' ? ' 10th ' : ' ')],
];

const NO_WORDS = new Set<string>();
const storeWordCache = new Map<string, Set<string>>();

/** The words of a store's name (a write path batch asks for the same store a thousand times). */
function storeWordsOf(storeName: string, keep: (word: string) => boolean): Set<string> {
  let words = storeWordCache.get(storeName);
  if (!words) {
    if (storeWordCache.size > 1000) storeWordCache.clear();
    words = new Set(
      normalizeText(storeName)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !keep(w)),
    );
    storeWordCache.set(storeName, words);
  }
  return words;
}

/**
 * A word that starts or ends a store's name written as one word ('Acuario' at insumosacuario): the store's
 * tag, as its whole name would be.
 */
const GLUED_STORE_KEEP = new Set(['gaming', 'gamer', 'gamers']);
function inGluedStoreName(token: string, storeWords: Set<string>): boolean {
  if (token.length < 5 || storeWords.size === 0 || GLUED_STORE_KEEP.has(token)) return false;
  for (const word of storeWords)
    if (word.length >= token.length + 4 && (word.startsWith(token) || word.endsWith(token))) return true;
  return false;
}

/**
 * A name without the store's tag at its end ('… - Max Tecno' at maxtecno, '… R2- NG' at ngtechnologies):
 * a trailing dash-set segment of letters that spells the store's name or its start. Its words are not the
 * product's ('Max' is no edition there).
 */
export function withoutStoreTag(name: string, storeName?: string | null): string {
  // Most names have no dash or bar in their last 32 characters: no regex for them.
  if (!storeName || !/[-–|]/.test(name.slice(-32))) return name;
  const tag = /\s*[-–|]\s*([a-z. ]{2,30})\s*$/i.exec(name);
  if (!tag) return name;
  const compact = (s: string) => normalizeText(s).replace(/[^a-z]+/g, '');
  const [said, store] = [compact(tag[1]!), compact(storeName)];
  // The whole name, or its initials in capitals ('NG'): a word of the store's name alone ('- Max' at
  // maximus) may be an edition.
  const initials = /^[A-Z]{2,3}$/.test(tag[1]!.trim()) && store.startsWith(said);
  return said === store || initials ? name.slice(0, tag.index) : name;
}

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
  text = withCoolerSizeUnit(joinSpellings(text));
  // A headset 'with microphone' written 'Auricular+Mic' or 'c/Microfono' is a headset, not a bundle.
  if (text.includes('mic'))
    text = text.replace(/\+ ?mic(?:rofono)?\b|\bc\/ ?mic(?:rofono)?\b/g, ' microfono ');
  // Every rewrite reads a number: a name without digits has none of these things.
  const rewrites = /\d/.test(text) ? REWRITES : [];
  for (const [pattern, replacement, needs] of rewrites) {
    if (needs !== undefined && (typeof needs === 'string' ? !text.includes(needs) : !needs.test(text)))
      continue;
    text = text.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  }

  const storeWords = storeName ? storeWordsOf(storeName, keep) : NO_WORDS;
  const tokens: string[] = [];
  for (const raw of text.match(/[a-z0-9][a-z0-9:.+%-]*/g) ?? []) {
    for (const piece of raw.includes(':') || !raw.includes('-') ? [raw] : raw.split('-')) {
      const token = /[.+-]$/.test(piece)
        ? piece.replace(/[.+-]+$/, (tail) => (tail.includes('+') ? '+' : ''))
        : piece;
      if (token !== '' && !storeWords.has(token) && !inGluedStoreName(token, storeWords)) tokens.push(token);
    }
  }
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
