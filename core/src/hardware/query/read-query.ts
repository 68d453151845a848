import { readCategory } from '../category';
import { EDITIONS, readStatedDetails, type StatedDetails } from '../differences';
import { lineCodesOf } from '../opendb/line-knowledge';
import { CHIPSET_SOCKET } from '../specs/chipsets';
import { psuCodeParts } from '../specs/psu';
import { LGA_NUMBERS } from '../specs/sockets';
import { specText } from '../text';
import type { PartCategory } from '../types';
import { nameTokens, tagged } from '../../models/name-tokens';
import { BRAND_ALIASES, KIND_WORDS } from '../../models/vocabulary';
import { isSpecWord, largestFormatTerm, listingTerm, singular, specTerm } from './spec-terms';

/**
 * What a shopper's query says in hardware terms (issue "Search that understands hardware"): the part it
 * names, and its hardware words however written — sockets (LGA 1700 = LGA1700 = S1700 = socket 1700),
 * chipsets with their board-size letter (B550M is a B550 board, Micro ATX), D4/D5, capacities (1tb =
 * 1000gb, 480 is not 500), a GPU named by its maker (nvidia 5060 = rtx 5060), board formats ('gabinete atx':
 * a case that takes ATX boards). Each becomes alternatives the listing may match: the words as stores write them, and the
 * spec words of the model (spec-terms.ts).
 */

/**
 * One hardware term: `length` query words from the one at `at`, matched by any of `alternatives`; `specs`
 * are those of its alternatives made of spec words (a listing matching one has the spec asked for), or
 * the exact value asked where others match too (a 144 Hz monitor for '144hz'): a listing matching one ranks higher.
 */
export interface HardwareTerm {
  length: number;
  alternatives: string[][];
  specs: string[][];
  /** A one-word term whose word, as typed, is no alternative (an M.2 length asked of a drive is its form). */
  replacesWord?: true;
}

// Maker words a shopper puts before a graphics chip number: stores write the chip's line instead.
const NVIDIA = /^(?:nvidia|geforce)$/;
const RADEON = /^radeon$/;
const GPU_NUMBER = /^(?:[1-9]\d{3}|\d{3})$/;
const RYZEN_SHORT = /^r[3579]$/;
const CHIPSET = /^([abhxz]\d{3})(e?)(m?)$/;
const CAPACITY = /^(\d+(?:\.\d+)?)(gb|tb)$/;
const MEMORY_GEN = /^d(?:dr)?([345])$/;
const SOCKET_WORD = /^(?:lga|socket|skt|s)$/;
const GLUED_SOCKET = /^(?:lga|s|skt)(\d{3,4})$/;
const AMD_SOCKET = /^(am[2345]\+?|fm[12]\+?)$/;
const PORT_WORDS = ['puertos', 'puerto', 'port', 'ports', 'bocas'];
const PORT_WORD = /^(?:puertos?|ports?|bocas)$/;
const M2_LENGTH = /^22(?:30|42|60|80|110)$/;
const DRIVE_CONTEXT = /^(?:m\.?2|ssd|nvme|disco|discos|solido|unidad)$/;
const NOTEBOOK_MEMORY = /^(?:memoria|ram) (?:para )?(notebook|laptop)(?: |$)/;

const WIRELESS_WORDS = [
  ...['inalambrico', 'inalambrica', 'inalambricos', 'inalambricas', 'wireless', 'bluetooth', 'bt'].map(
    (w) => [w],
  ),
  ...['lightspeed', 'hyperspeed', 'trimode', 'trimodo', 'tws'].map((w) => [w]),
  ['tri', 'mode'],
];
const MECHANICAL_WORDS = [
  ...['mecanico', 'mecanica', 'mecanicos', 'mecanicas', 'mechanical', 'optomecanico'].map((w) => [w]),
  ...['magnetico', 'magnetica', 'hipermagnetico', 'hypermagnetico', 'optico', 'optical'].map((w) => [w]),
  ['hall', 'effect'],
  ...['switch', 'switches', 'hotswap', 'cherry', 'kailh', 'gateron', 'outemu', 'otemu'].map((w) => [w]),
  ['hot', 'swap'],
];
const amdSockets = ['AM4', 'AM5'];
const intelSockets = ['1151', '1200', '1700', '1851'];
/** What stores write for a maker's platform, by the part asked. */
const PLATFORM_WORDS: Record<string, Partial<Record<PartCategory, string[][]>>> = {
  amd: {
    motherboard: [
      ...amdSockets.map((s) => [s.toLowerCase()]),
      ...amdSockets.map((s) => [specTerm('socket', s)]),
    ],
    cpu: [['ryzen'], ['athlon']],
    gpu: [['radeon'], ['rx']],
  },
  intel: {
    motherboard: [
      ...intelSockets.flatMap((n) => [[`lga${n}`], ['lga', n], [`s${n}`]]),
      ...intelSockets.map((n) => [specTerm('socket', `LGA${n}`)]),
    ],
    cpu: [['core'], ['pentium'], ['celeron']],
    gpu: [['arc']],
  },
  nvidia: { gpu: [['geforce'], ['rtx'], ['gtx']] },
  geforce: { gpu: [['nvidia'], ['rtx'], ['gtx']] },
  radeon: { gpu: [['amd'], ['rx']] },
};

/** 80 Plus grades by the word shoppers and stores write, and the words of each. */
const METAL_WORDS: Record<string, string[]> = {
  Bronze: ['bronze', 'bronce'],
  Silver: ['silver', 'plata'],
  Gold: ['gold', 'oro'],
  Platinum: ['platinum', 'platino'],
  Titanium: ['titanium', 'titanio'],
};
const METAL_OF: Record<string, string> = Object.fromEntries(
  Object.entries(METAL_WORDS).flatMap(([metal, written]) => written.map((w) => [w, metal])),
);
/** Refresh rates monitors and notebook screens are sold with. */
const REFRESH_RATES = [
  60, 75, 90, 100, 120, 144, 160, 165, 170, 175, 180, 200, 210, 220, 240, 260, 280, 300, 320, 360, 390, 400,
  480, 500, 520, 540, 600,
];
const INCH_WORD = /^(?:pulgadas?|pulg|inch(?:es)?)$/;
/** Words asking for a liquid cooler, one or two words, as shoppers and stores write them. */
const LIQUID_PHRASES = [
  ['watercooler'],
  ['watercooling'],
  ['water', 'cooler'],
  ['water', 'cooling'],
  ['aio'],
  ['liquid', 'cooler'],
  ['liquid', 'cooling'],
  ['refrigeracion', 'liquida'],
  ['enfriamiento', 'liquido'],
];
const GAMING_PC = [
  ['pc', 'gamer'],
  ['pc', 'gaming'],
  ...['rtx', 'gtx', 'rx', 'geforce', 'radeon'].map((w) => ['pc', w]),
];
/**
 * Screen resolution classes: what a shopper asks (`asked`), how stores write it (`written`), and the
 * forms that name exactly the class asked ('WQHD' is also a 34" ultrawide's 3440x1440, so it ranks lower).
 */
const RESOLUTION_CLASSES: { asked: string[][]; written: string[][]; exactly: string[][] }[] = [
  {
    asked: [['2k'], ['qhd'], ['1440p'], ['wqhd']],
    written: [['2k'], ['qhd'], ['1440p'], ['wqhd'], ['2560x1440'], ['2560', 'x', '1440']],
    exactly: [['2k'], ['qhd'], ['1440p'], ['2560x1440'], ['2560', 'x', '1440']],
  },
  {
    asked: [['full', 'hd'], ['fullhd'], ['fhd'], ['1080p']],
    written: [['full', 'hd'], ['fullhd'], ['fhd'], ['1080p'], ['1920x1080'], ['1920', 'x', '1080']],
    exactly: [['full', 'hd'], ['fullhd'], ['fhd'], ['1080p'], ['1920x1080'], ['1920', 'x', '1080']],
  },
  {
    asked: [['4k'], ['uhd'], ['2160p']],
    written: [['4k'], ['uhd'], ['2160p'], ['3840x2160'], ['3840', 'x', '2160']],
    exactly: [['4k'], ['uhd'], ['2160p'], ['3840x2160'], ['3840', 'x', '2160']],
  },
];
/**
 * An ultrawide monitor as stores name it: the word, its resolutions (UWQHD 3440x1440, WFHD 2560x1080, Dual
 * QHD 5120x1440), its aspect (21:9, 32:9), or a 1440-line panel of 34" or more (16:9 QHD panels stop at 32").
 */
const ULTRAWIDE_WRITTEN: string[][] = [
  ['ultrawide'],
  ['ultra', 'wide'],
  ...['uwqhd', 'uwfhd', 'wfhd', 'dqhd', '3440x1440', '2560x1080', '5120x1440'].map((w) => [w]),
  ['dual', 'qhd'],
  ['21', '9'],
  ['32', '9'],
  ...['34', '35', '38', '40', '45', '49'].flatMap((inches) =>
    ['wqhd', 'qhd', '1440p'].map((lines) => [inches, lines]),
  ),
];
/** Wi-Fi as stores write it: the word, the generation, or the speed class of the standard it names. */
const WIFI_WRITTEN: string[][] = [
  ['wifi'],
  ['wi', 'fi'],
  ['wireless'],
  ...['wifi5', 'wifi6', 'wifi6e', 'wifi7'].map((w) => [w]),
  ...[600, 750, 1200, 1300, 1350, 1750, 1900, 2100, 2300, 2600, 3000, 3200, 5400].map((n) => [`ac${n}`]),
  ...[1500, 1800, 3000, 3600, 5400, 5700, 6000, 6600, 11000].map((n) => [`ax${n}`]),
  ...[3600, 5000, 6500, 7200, 9300, 11000, 19000].map((n) => [`be${n}`]),
];
/** Each Wi-Fi generation's speed classes (IEEE 802.11ac is Wi-Fi 5, ax 6 and 6E, be 7). */
const WIFI_GENERATION_CLASS: Record<string, string> = { '5': 'ac', '6': 'ax', '6e': 'ax', '7': 'be' };

function wifiGenerationAt(words: string[], at: number): ReadTerm | undefined {
  const spaced = words[at] === 'wi' && words[at + 1] === 'fi' ? 1 : 0;
  if (words[at] !== 'wifi' && !spaced) return undefined;
  const generation = words[at + 1 + spaced];
  if (generation === undefined || !(generation in WIFI_GENERATION_CLASS)) return undefined;
  const speedClass = WIFI_GENERATION_CLASS[generation]!;
  return {
    length: 2 + spaced,
    // The index writes a generation glued too ('WiFi 6' → 'wifi6', public.hw_search_text).
    alternatives: [
      [`wifi${generation}`],
      // Wi-Fi 6E is Wi-Fi 6 with the 6 GHz band.
      ...(generation === '6' ? [['wifi6e']] : []),
      ...WIFI_WRITTEN.filter(([w]) => w!.startsWith(speedClass) && /\d/.test(w!)),
    ],
  };
}

/** Words naming a whole computer rather than a part. */
const SYSTEM_WORD = /^(?:notebook|notebooks|laptop|portatil|netbook|pc|computadora|desktop)$/;
/** A computer's word and the others stores write for it ('Portátil' they write of portable things, not of notebooks). */
const systemWords = (word: string) =>
  /^(?:notebook|notebooks|laptop|portatil|netbook)$/.test(word)
    ? ['notebook', 'laptop']
    : ['pc', 'computadora', 'desktop'];
/** Words naming a processor by its line. */
const CPU_LINES = [['ryzen'], ['athlon'], ['core'], ['pentium'], ['celeron']];
const SFX_L = [['sfx', 'l'], ['sfxl'], [specTerm('formato', 'SFX-L')]];
/** Items sold together as a kit ('kit teclado y mouse', 'combo gabinete fuente'). */
const KIT_ITEM =
  /^(?:teclado|mouse|auriculares?|headset|parlantes|mousepad|gabinete|fuente|microfono|webcam)$/;

/** A maker's model code that a colour letter may follow: not a chip, a socket or a memory generation. */
const COLOUR_CODE = /^(?!rtx|gtx|rx|gt|arc|lga|am|ddr|cl|hx)[a-z]{1,4}\d{2,5}$/;

/** A switch colour as stores write it, in English or Spanish. */
const SWITCH_COLOURS: Record<string, string[]> = {
  red: ['red', 'rojo', 'rojos'],
  rojo: ['red', 'rojo', 'rojos'],
  blue: ['blue', 'azul', 'azules'],
  azul: ['blue', 'azul', 'azules'],
  brown: ['brown', 'marron', 'marrones'],
  marron: ['brown', 'marron', 'marrones'],
  yellow: ['yellow', 'amarillo'],
  silver: ['silver', 'plateado'],
};

/** The GPU line of an NVIDIA chip number: 20, 30, 40, 50 series are RTX; 16 and 10 series are GTX. */
function nvidiaLine(n: string): 'rtx' | 'gtx' | undefined {
  if (/^[2345]0\d0$/.test(n)) return 'rtx';
  if (/^1[06]\d0$/.test(n)) return 'gtx';
  return undefined;
}

/**
 * The query as the hardware rules read it: a GPU named by its maker written with its line ('nvidia 5060'
 * → 'rtx 5060'), so that model codes and the part type read it as a store's name would.
 */
export function canonicalQuery(words: string[]): string {
  return words
    .map((w, i) => {
      const next = words[i + 1];
      if (next && NVIDIA.test(w) && nvidiaLine(next)) return nvidiaLine(next)!;
      if (next && RADEON.test(w) && GPU_NUMBER.test(next)) return 'rx';
      // AMD's shorthand for a Ryzen tier ('R5 8500G', 'Notebook HP … R5 5625U').
      if (RYZEN_SHORT.test(w)) return `ryzen ${w[1]}`;
      return withLine(w, words[i - 1]);
    })
    .join(' ');
}

// A processor or graphics chip written without its line ('14900kf', '7800x3d', '5060ti').
const INTEL_NUMBER = /^1[0-4]\d{3}(?:k|kf|ks|f|t)?$/;
const RYZEN_NUMBER = /^[1-9]\d{3}(?:x3d|x|g|gt|f)$/;
const GLUED_CHIP = /^(\d{3,4})(ti|super|xt|xtx|gre)$/;
const LINE_WORDS = /^(?:i[3579]|r[3579]|core|ultra|ryzen|[3579]|rtx|gtx|rx|radeon|geforce|nvidia|arc)$/;

/**
 * A bare model number with the line a store writes before it: Intel's 12th–14th generation numbers name
 * their tier (the 14900 is a Core i9, the 14600 an i5), a Ryzen's suffix says it is one, a GeForce number
 * with Ti or Super is an RTX or GTX and one with XT a Radeon.
 */
function withLine(word: string, before: string | undefined): string {
  if (before !== undefined && LINE_WORDS.test(before)) return word;
  if (INTEL_NUMBER.test(word)) {
    const digit = word[2]!;
    const tier = digit === '9' ? 'i9' : digit === '7' ? 'i7' : digit >= '4' ? 'i5' : 'i3';
    return `${tier} ${word}`;
  }
  if (RYZEN_NUMBER.test(word)) return `ryzen ${word}`;
  const chip = GLUED_CHIP.exec(word);
  if (chip && /^(?:ti|super)$/.test(chip[2]!) && nvidiaLine(chip[1]!))
    return `${nvidiaLine(chip[1]!)} ${word}`;
  if (chip && /^(?:xt|xtx|gre)$/.test(chip[2]!)) return `rx ${word}`;
  return word;
}

/** English part names shoppers type, as the Spanish words store names start with. */
const ENGLISH_PARTS: [RegExp, string][] = [
  [/\bpower supply\b/, 'fuente'],
  [/\b(?:graphics|video) card\b/, 'placa de video'],
  [/\bprocessor\b/, 'procesador'],
  [/\bhard (?:drive|disk)\b/, 'disco rigido'],
];
const spanishPartWords = (query: string) =>
  ENGLISH_PARTS.reduce((text, [english, spanish]) => text.replace(english, spanish), query);

/** The part a query asks for ('mother b550' → motherboard, 'rtx 5060' → gpu); undefined when none or not one part. */
export function queryPartType(words: string[]): PartCategory | undefined {
  // A name goes on after its kind word ('Placa de Video MSI…'), as the kind rules expect; a query may stop
  // there ('placa de video'): an inert word stands for the rest.
  const canonical = canonicalQuery(words);
  const kind = readCategory(specText(`${spanishPartWords(canonical)} 0`));
  if (kind !== 'other') return kind;
  // A processor or graphics chip named alone ('14900kf', 'rtx 5060ti') asks for that part.
  const chips = nameTokens(canonical).tokens;
  if (chips.some((t) => tagged(t, 'cpu'))) return 'cpu';
  if (chips.some((t) => tagged(t, 'gpu'))) return 'gpu';
  // A processor line alone ('intel i9', 'core i5', 'ryzen 7') asks for a processor; a system named with it
  // ('notebook ryzen 7') asks for no part.
  const line = words.some(
    (w, i) =>
      /^i[3579]$/.test(w) || RYZEN_SHORT.test(w) || (w === 'ryzen' && /^[3579]$/.test(words[i + 1] ?? '')),
  );
  if (line && !words.some((w) => SYSTEM_WORD.test(w))) return 'cpu';
  // 'micro' before a socket is a processor ('micro s1851', 'micro am5').
  const micro = words.indexOf('micro');
  const after = words[micro + 1];
  if (
    micro >= 0 &&
    after !== undefined &&
    (GLUED_SOCKET.test(after) || AMD_SOCKET.test(after) || SOCKET_WORD.test(after))
  )
    return 'cpu';
  return undefined;
}

/** A query's words without those no listing needs to have (see withoutPurpose and withoutMemoryWord). */
export function withoutImpliedWords(words: string[]): string[] {
  return withoutMemoryWord(withoutPurpose(words));
}

/**
 * A computer's memory named by its size ('notebook 32gb ram'): stores write '32GB DDR5' and leave 'RAM' out,
 * so the word after a size is no word a listing must have.
 */
function withoutMemoryWord(words: string[]): string[] {
  if (!words.some((w) => SYSTEM_WORD.test(w))) return words;
  return words.filter(
    (w, i) => !(/^(?:ram|memoria)$/.test(w) && i > 0 && /^(?:4|8|12|16|24|32|48|64)gb$/.test(words[i - 1]!)),
  );
}

/**
 * A query without what the thing is for, when it names the thing ('ups para pc', 'fuente para la pc',
 * 'mochila para notebook'): every part is for a PC, every bag for a notebook, and stores seldom say so, so
 * these words would only leave most listings out.
 */
const PURPOSE = /^(?:pc|computadora|compu|computador|ordenador)$/;
/** A bag a computer store sells carries a notebook ('mochila para notebook'): stores seldom say so. */
const BAG = /^(?:mochila|mochilas|maletin|maletines|bolso|bolsos|portafolio)$/;
const NOTEBOOK = /^(?:notebook|notebooks|laptop|laptops)$/;
function withoutPurpose(words: string[]): string[] {
  const at = words.indexOf('para');
  if (at < 1) return words;
  const article = /^(?:la|el|tu|mi|una|un)$/.test(words[at + 1] ?? '') ? 1 : 0;
  const target = words[at + 1 + article];
  const purposeless =
    target !== undefined && (PURPOSE.test(target) || (NOTEBOOK.test(target) && BAG.test(words[at - 1]!)));
  if (!purposeless) return words;
  return [...words.slice(0, at), ...words.slice(at + 2 + article)];
}

/**
 * Words of an offer of another condition (open box, used, refurbished): such a listing ranks below new
 * ones unless the query asks for one. The listings still match.
 */
const CONDITION_WORDS = ['outlet', 'usado', 'usada', 'reacondicionado', 'reacondicionada', 'refurbished'];
export function otherConditionWords(words: string[]): string[][] {
  const asks = words.some((w) => CONDITION_WORDS.includes(w) || w === 'caja' || w === 'open');
  return asks ? [] : [...CONDITION_WORDS.map((w) => [w]), ['open', 'box'], ['caja', 'abierta']];
}

/**
 * Words that make a listing an accessory of what follows them ('Soporte … para Notebook', 'Paño … para Pasta
 * térmica'), or a bundle: such a listing ranks below the thing itself when the query asks for no part (a part
 * asked ranks by its type; a bundle of it still ranks below) and does not say 'para' itself. The listings
 * still match.
 */
export function accessoryWords(
  partType: PartCategory | undefined,
  words: string[],
  stated: StatedDetails = statedDetailsOf(partType, words),
): string[] {
  // The thing sold with another ('Volante G29 + Palanca', 'Gabinete … c/Fuente', a card + PSU combo) is not
  // the thing alone, a part asked or not, unless the query asks for a bundle ('gabinete con fuente').
  const asksBundle = words.some((w) => BUNDLE_WORD.test(w)) || stated.paquete !== undefined;
  const bundled = asksBundle ? [] : [listingTerm('paquete', 'combo')];
  if (partType !== undefined) return bundled;
  // Nor a kit or combo holding the thing named ('Kit Redragon S145 K552+M724' for 'redragon k552').
  const bundles = asksBundle ? [] : ['kit', 'combo'];
  return [...(words.includes('para') ? [] : ['para']), ...bundles, ...bundled];
}
const BUNDLE_WORD = /^(?:kit|kits|combo|combos|pack|bundle)$/;

/** What a query states as a listing's name would (hardware/differences): a bundle, editions, wireless. */
export const statedDetailsOf = (partType: PartCategory | undefined, words: string[]): StatedDetails =>
  readStatedDetails(words.join(' '), partType ?? 'other');

/**
 * What a listing names after 'con' or 'c/' comes with it ('Auricular … con Micrófono'): for a query asking that
 * thing ('microfono') without 'con', such listings rank below it (the index writes the word glued to 'con0' too,
 * public.hw_search_text: 'con0microfono'). They still match.
 */
export function extraWords(words: string[]): string[] {
  // The thing asked is the query's first word, as Spanish names it ('microfono usb', 'cooler am4'); what
  // follows may well come 'con' it ('notebook ryzen 7': 'Notebook … con Ryzen 7').
  const [head] = words;
  if (head === undefined || words.includes('con') || !isKindWord(head)) return [];
  return [`con0${head}`];
}

/**
 * Words naming a kind of product, as a name or a query starts with them: the grouping's kind words and the
 * other things these stores sell. Singular or plural.
 */
const KIND_HEADS = new Set([
  ...Object.values(KIND_WORDS).flat(),
  'adaptador', 'placa', 'tarjeta', 'microfono', 'mochila', 'maletin', 'bolso', 'funda', 'soporte', 'base', 'cargador',
  'bateria', 'cable', 'hub', 'switch', 'router', 'repetidor', 'extensor', 'antena', 'impresora', 'cartucho', 'toner',
  'tinta', 'silla', 'escritorio', 'mesa', 'volante', 'palanca', 'pedalera', 'consola', 'parlante', 'auricular',
  'proyector', 'camara', 'lampara', 'tablet', 'celular', 'smartwatch', 'ups', 'estabilizador', 'zapatilla', 'pendrive',
  'gabinete', 'pasta', 'kit', 'combo', 'laptop', 'computadora', 'dongle', 'protector', 'memoria', 'disco', 'fuente',
  'teclado', 'mouse', 'joystick', 'gamepad', 'notebook', 'tableta', 'headset', 'monitor', 'procesador', 'mother',
]); // prettier-ignore
export const isKindWord = (word: string): boolean => KIND_HEADS.has(word) || KIND_HEADS.has(singular(word));

/** The listing term of a unit sold wireless (public.hw_listing_terms: hardware/differences' 'inalambrico'). */
const WIRELESS_EDITION = 'inalambrico';
/**
 * Editions that add a feature to the model rather than make another one of its line: a Redragon K552 is sold
 * with RGB, a board with Wi-Fi; the query naming the model leaves them open.
 */
const FEATURE_EDITIONS = new Set(['rgb', 'argb', 'wifi', 'wifi7', 'bt', 'lp', 'csm', 'expo']);

/** A line's generation after its name ('superlight 2', 'cloud 3', 'cloud iii'). */
const GENERATION = /^(?:[1-9]|ii|iii|iv)$/;
/** Words a number follows that name a standard, a connector or a count rather than a line. */
const NOT_A_LINE =
  /^(?:gen|usb|pcie|pci|ddr|cat|wifi|bluetooth|hdmi|displayport|dp|ps|xbox|pack|kit|series|serie|x)$/;

/** Makers' names as written in queries: a number after one is no generation of a line ('logitech 2'). */
const MAKER_WORDS = new Set(Object.values(BRAND_ALIASES).flat());

/** Whether the query names a model's code ('t3u', 'g29', 'gt 502'); a socket or chipset ('1700', 'b550') is a spec. */
function namesModelCode(words: string[]): boolean {
  const [code] = lineCodesOf(words.join(' '));
  const at = words.findIndex((w, i) => w === code || `${words[i - 1]}${w}` === code);
  return at >= 0 && (hardwareTermAt(words, at)?.specs.length ?? 0) === 0;
}

/**
 * Whether the query names a model: by its code, or by its line and generation ('logitech superlight 2',
 * 'hyperx cloud 3'). A processor's or graphics card's tier ('ryzen 5') is read by its chip rules instead.
 */
function namesModel(partType: PartCategory | undefined, words: string[]): boolean {
  return namesModelCode(words) || lineGeneration(partType, words) !== undefined;
}

/** The generation a query names a model's line by ('2' of 'logitech superlight 2'), if it does. */
function lineGeneration(partType: PartCategory | undefined, words: string[]): string | undefined {
  if (partType === 'cpu' || partType === 'gpu') return undefined;
  return words.find(
    (w, i) =>
      i > 0 &&
      GENERATION.test(w) &&
      /^[a-z]{3,}$/.test(words[i - 1]!) &&
      !NOT_A_LINE.test(words[i - 1]!) &&
      !MAKER_WORDS.has(words[i - 1]!) &&
      !isKindWord(words[i - 1]!) &&
      (hardwareTermAt(words, i - 1)?.specs.length ?? 0) === 0 &&
      (hardwareTermAt(words, i)?.specs.length ?? 0) === 0,
  );
}

/**
 * A line's generation with a letter glued to it is another model of the line ('Superlight 2c' is not the
 * 'superlight 2' asked): listings naming one rank below. They still match.
 */
export function letteredGenerationWords(partType: PartCategory | undefined, words: string[]): string[] {
  const generation = lineGeneration(partType, words);
  if (!generation || !/^\d$/.test(generation)) return [];
  return [...'abcdefghijklmnopqrstuvwxyz'].map((letter) => `${generation}${letter}`);
}

/**
 * A keyboard with magnetic (Hall effect) switches is another product than its mechanical namesake (hardware/
 * differences' 'switch'): a query naming a model ('redragon k552') and not asking for one ranks it lower. It
 * still matches.
 */
export function unaskedSwitchWords(partType: PartCategory | undefined, words: string[]): string[] {
  if (!namesModel(partType, words) || words.some((w) => MAGNETIC_WORD.test(w))) return [];
  return ['magnetico', 'magnetica', 'magnetic', 'hipermagnetico', 'hypermagnetico', 'hall effect'];
}
const MAGNETIC_WORD = /^(?:(?:hiper|hyper)?magnetic[oa]?s?|hall)$/;

/**
 * A query naming a model ('archer t3u', 'redragon k552') asks for the plain model: listings of its editions the
 * query does not name ('T3U Plus', 'T3U Nano', 'K552 RGB') rank below it. They still match.
 */
export function unaskedEditionWords(
  partType: PartCategory | undefined,
  words: string[],
  stated?: StatedDetails,
): string[] {
  if (!namesModel(partType, words)) return [];
  const details = stated ?? statedDetailsOf(partType, words);
  const asked = details.edicion?.split('+') ?? [];
  // A model's wireless edition too ('hyperx cloud stinger 2' is not the Stinger 2 Wireless).
  if (details.inalambrico) asked.push(WIRELESS_EDITION);
  return [...EDITIONS, WIRELESS_EDITION]
    .filter((edition) => !asked.includes(edition) && !FEATURE_EDITIONS.has(edition))
    .map((edition) => listingTerm('edicion', edition));
}

/**
 * A chip's look-alikes the query does not ask for: 'pc rtx 5060' is not a PC with an RTX 5060 Ti, 'notebook
 * ryzen 5 7535' not one with a 7535HS. Listings naming one rank below the others; they still match. Parts
 * rank by their chip's code already (`modelCodesOf`); this orders systems and kits, which have none.
 */
export function chipVariantWords(words: string[]): string[][] {
  const canonical = canonicalQuery(words).split(' ');
  return canonical.flatMap((word, i) => {
    const before = canonical[i - 1] ?? '';
    const next = canonical[i + 1] ?? '';
    if (/^(?:rtx|gtx)$/.test(before) && nvidiaLine(word) && !/^(?:ti|super)$/.test(next))
      return ['ti', 'super'].flatMap((s) => [[word, s], [`${word}${s}`]]);
    if (before === 'rx' && GPU_NUMBER.test(word) && !/^(?:xt|xtx|gre)$/.test(next))
      return ['xt', 'xtx', 'gre'].flatMap((s) => [[word, s], [`${word}${s}`]]);
    if (/^(?:i[3579]|ryzen|[3579])$/.test(before) && /^\d{4,5}$/.test(word))
      return CPU_SUFFIXES.map((s) => [`${word}${s}`]);
    return [];
  });
}
const CPU_SUFFIXES = ['k', 'kf', 'ks', 'f', 't', 'x', 'x3d', 'g', 'gt', 'ge', 'u', 'h', 'hs', 'hx'];

// Words asking for a liquid cooler ('water cooler', 'aio', 'refrigeración líquida').
const LIQUID_WORD = /^(?:water|watercooler|watercooling|aio|liquid|liquida|liquido|refrigeracion)$/;

/**
 * Spec words a listing of the asked part should have when the query does not say otherwise: memory asked
 * without a notebook word is a desktop module (DIMM); a cooler asked without a liquid word is an air
 * cooler (a 'cooler' is what stores call a heatsink). The others still match, lower.
 */
export function defaultSpecs(
  partType: PartCategory | undefined,
  specs: string[][],
  words: string[] = [],
): string[][] {
  const sodimm = specTerm('formato', 'SO-DIMM');
  if (partType === 'ram' && !specs.some((alternative) => alternative.includes(sodimm)))
    return [[specTerm('formato', 'DIMM')]];
  if (partType === 'cooler' && !words.some((w) => LIQUID_WORD.test(w))) return [[specTerm('tipo', 'aire')]];
  return [];
}

const socketTerms = (socket: string) => [
  [specTerm('socket', socket)],
  [specTerm('socketsSoportados', socket)],
];

function socketTerm(n: string, length: number, written: string[][]): ReadTerm | undefined {
  if (!LGA_NUMBERS.includes(n)) return undefined;
  const socket = `LGA${n}`;
  return {
    length,
    alternatives: dedupe([
      ...written,
      [`lga${n}`],
      ['lga', n],
      [`s${n}`],
      ['socket', n],
      [n],
      ...socketTerms(socket),
    ]),
  };
}

const capacityWords = (gb: number): string[][] => {
  // Makers write a card's memory '16G' ('RX 9070 GAMING 16G', 'O16G'): G is GB.
  const out: string[][] = [
    [`${gb}gb`],
    [String(gb), 'gb'],
    [`${gb}g`],
    [specTerm('capacidadGB', gb)],
    [specTerm('vramGB', gb)],
  ];
  if (gb >= 1000 && gb % 1000 === 0) out.push([`${gb / 1000}tb`], [String(gb / 1000), 'tb']);
  // A terabyte written in binary units (1024GB) is the same drive.
  if (gb >= 1000 && gb % 1000 === 0)
    out.push([`${(gb / 1000) * 1024}gb`], [specTerm('capacidadGB', (gb / 1000) * 1024)]);
  return out;
};

/**
 * The hardware term starting at word `at`, if any. A word's alternatives do not depend on the rest of the
 * query (a new query of words already planned needs no new tsquery); the part asked for only ranks.
 */
export function hardwareTermAt(words: string[], at: number): HardwareTerm | undefined {
  const term = readTermAt(words, at);
  if (!term) return undefined;
  const { exactly, ...rest } = term;
  return { ...rest, specs: exactly ?? term.alternatives.filter((a) => a.every(isSpecWord)) };
}

/** A term as read; `exactly`, when given, are the alternatives that rank higher instead of the spec words. */
type ReadTerm = Omit<HardwareTerm, 'specs'> & { exactly?: string[][] };

function readTermAt(words: string[], at: number): ReadTerm | undefined {
  const word = words[at]!;
  const next = words[at + 1];

  // A drive's M.2 length asked of a drive ('ssd m.2 2230'): the form the drive's reader read, not a code's digits
  // (the 'PNY CS2230' is an M.2 2280 drive; a 2280 one does not fit a 2230 slot).
  if (M2_LENGTH.test(word) && words.some((w) => DRIVE_CONTEXT.test(w))) {
    return { length: 1, alternatives: [[specTerm('formato', `M.2 ${word}`)]], replacesWord: true };
  }
  // Sockets, however written.
  if (SOCKET_WORD.test(word) && next !== undefined && /^\d{3,4}$/.test(next))
    return socketTerm(next, 2, [[word, next]]);
  const glued = GLUED_SOCKET.exec(word);
  if (glued) return socketTerm(glued[1]!, 1, [[word]]);
  // A bare Intel socket number ('mother 1700 ddr4').
  if (/^\d{4}$/.test(word) && LGA_NUMBERS.includes(word)) return socketTerm(word, 1, []);
  const amd = AMD_SOCKET.exec(word);
  if (amd) {
    // AM5 kept AM4's cooler mounting: a cooler listing AM5 mounts on AM4 too.
    const mountsToo = word === 'am4' ? [[specTerm('socketsSoportados', 'AM5')]] : [];
    return { length: 1, alternatives: [[word], ...socketTerms(word.toUpperCase()), ...mountsToo] };
  }

  // Chipsets: 'b550' finds the B550M boards too (the M is their size); 'b550m' is a B550 board, Micro ATX.
  const chipset = CHIPSET.exec(word);
  if (chipset) {
    const name = `${chipset[1]}${chipset[2]}`;
    if (CHIPSET_SOCKET[name.toUpperCase()]) {
      const spec = specTerm('chipset', name);
      const asked = chipset[3]
        ? [[word], [spec, specTerm('formato', 'Micro ATX')]]
        : [[word], [`${word}m`], [spec]];
      return {
        length: 1,
        // The chipset asked ranks above its E edition ('tuf b650m plus': the B650M-PLUS above the B650EM-PLUS).
        exactly: asked.filter((a) => a.every(isSpecWord)),
        alternatives: dedupe([
          ...asked,
          // Asked without its E, a chipset takes its E edition too (B650E, X670E boards are B650, X670 boards
          // with PCIe 5.0 graphics; the 'B650EM' is a Micro ATX one).
          ...(chipset[2] || !CHIPSET_SOCKET[`${name}e`.toUpperCase()]
            ? []
            : chipset[3]
              ? [[`${name}em`], [specTerm('chipset', `${name}e`), specTerm('formato', 'Micro ATX')]]
              : [[`${name}e`], [`${name}em`], [specTerm('chipset', `${name}e`)]]),
        ]),
      };
    }
  }

  // Memory generations: D4 is DDR4.
  const gen = MEMORY_GEN.exec(word);
  if (gen) {
    const ddr = `DDR${gen[1]}`;
    return {
      length: 1,
      alternatives: dedupe([
        [word],
        [ddr.toLowerCase()],
        [`d${gen[1]}`],
        [specTerm('memoria', ddr)],
        [specTerm('tipo', ddr)],
      ]),
    };
  }

  // A screen size, read before capacities ('monitor 24 pulgadas' is no 24 GB memory).
  const screen = screenSizeAt(words, at);
  if (screen) return screen;

  // A refresh rate asks for at least that rate: a shopper after 144 Hz takes a 180 Hz monitor too, below
  // the 144 Hz ones.
  const hz = /^(\d{2,3})hz$/.exec(word) ?? (next === 'hz' && /^\d{2,3}$/.test(word) ? [word, word] : null);
  if (hz) {
    const rateWords = (r: number | string) => [[`${r}hz`], [String(r), 'hz']];
    return {
      length: next === 'hz' && !word.endsWith('hz') ? 2 : 1,
      alternatives: dedupe([
        [word],
        ...rateWords(hz[1]!),
        ...REFRESH_RATES.filter((r) => r > Number(hz[1])).flatMap(rateWords),
      ]),
      exactly: rateWords(hz[1]!),
    };
  }

  // A count of ports ('switch 8 puertos'), also as stores glue it to its letter ('8P', '24P') or word ('8port').
  if (/^\d{1,2}$/.test(word) && next !== undefined && PORT_WORD.test(next))
    return {
      length: 2,
      alternatives: [
        ...PORT_WORDS.map((port) => [word, port]),
        ...['p', 'port', 'ports', 'puertos'].map((glued) => [`${word}${glued}`]),
      ],
    };

  // Capacities: 1tb = 1000gb; each size its own (480, 500 and 512 stay apart).
  const capacity =
    CAPACITY.exec(word) ??
    (next && /^(?:gb|tb)$/.test(next) && /^\d+$/.test(word) ? [word + next, word, next] : null);
  if (capacity) {
    const gb = Number(capacity[1]) * (capacity[2] === 'tb' ? 1000 : 1);
    if (Number.isFinite(gb) && gb > 0)
      return { length: CAPACITY.test(word) ? 1 : 2, alternatives: dedupe([[word], ...capacityWords(gb)]) };
  }
  // A bare size drives or memories are sold in may be one ('ssd kingston 480').
  if (/^\d{1,4}$/.test(word) && isCapacitySize(Number(word)))
    return { length: 1, alternatives: [[word], [specTerm('capacidadGB', Number(word))]] };

  // A chip's suffix written glued or apart ('5060ti', '5060 Ti', '9070xt'): stores write both.
  const chipSuffix = GLUED_CHIP.exec(word);
  if (chipSuffix) return { length: 1, alternatives: [[word], [chipSuffix[1]!, chipSuffix[2]!]] };
  if (/^\d{3,4}$/.test(word) && next !== undefined && /^(?:ti|super|xt|xtx|gre)$/.test(next))
    return { length: 2, alternatives: [[word, next], [`${word}${next}`]] };

  // A power supply's code is its line and watts ('RM750e' is Corsair's RMe line at 750 W, which stores also
  // write 'RMe 750W').
  const psu = psuCodeParts(word);
  // A maker's code with its colour letter ('K552W' is the white K552, 'GXT258W' the white GXT258): the same
  // model in another colourway.
  const coloured = COLOUR_CODE.test(word) ? [[`${word}w`]] : [];
  if (psu)
    return {
      length: 1,
      alternatives: [[word], [...psu.line, `${psu.watts}w`], ...coloured],
      exactly: [[word]],
    };
  if (coloured.length) return { length: 1, alternatives: [[word], ...coloured] };

  // A keyboard's switch by its colour, with the word or without ('Outemu Red', 'Red Switches', 'Switch Rojo').
  const switchColour = SWITCH_COLOURS[word === 'switch' || word === 'switches' ? (next ?? '') : word];
  if (switchColour && (/^switch(?:es)?$/.test(word) || /^switch(?:es)?$/.test(next ?? '')))
    return { length: 2, alternatives: switchColour.map((c) => [c]) };

  // An ATX 3.1 (3.0) supply is the one with PCIe 5.1 (5.0) connectors, which stores name instead.
  const atx3 = word === 'atx' && /^3\.[01]$/.exec(next ?? '');
  if (atx3)
    return {
      length: 2,
      alternatives: [
        ['atx', next!],
        ['pcie', `5.${next!.slice(2)}`],
      ],
    };

  // A fan's size, as makers write it in their codes' neighbours ('120mm', '120 mm', '12cm', 'Vento 120').
  const fan = /^(120|140|200)mm$/.exec(word);
  if (fan && words.some((w) => /^(?:fan|fans|ventilador|ventiladores|cooler)$/.test(w))) {
    const cm = String(Number(fan[1]) / 10);
    return {
      length: 1,
      alternatives: [[word], [fan[1]!, 'mm'], [`${cm}cm`], [cm, 'cm'], [fan[1]!]],
      exactly: [[word]],
    };
  }

  // A GPU named by its maker: 'nvidia 5060' is what stores write 'RTX 5060' or 'GeForce RTX 5060'.
  if (NVIDIA.test(word) && next && nvidiaLine(next))
    return { length: 1, alternatives: [['nvidia'], ['geforce'], [nvidiaLine(next)!]] };
  if (RADEON.test(word) && next && GPU_NUMBER.test(next))
    return { length: 1, alternatives: [['radeon'], ['rx']] };

  // A Ryzen tier is one word in the index ('Ryzen 7', 'Ryzen AI 7' → 'ryzen7', migration 0020), and so is
  // AMD's shorthand for it before a processor number ('R5 5625U', 'R5-7520' → 'ryzen5', migration 0021).
  if (word === 'ryzen' && next !== undefined && /^[3579]$/.test(next))
    return { length: 2, alternatives: [[`ryzen${next}`]] };
  if (RYZEN_SHORT.test(word)) return { length: 1, alternatives: [[word], [`ryzen${word[1]}`]] };

  // A maker's name for the platform of the part asked ('mother amd' is an AM4/AM5 board, 'placa de video amd'
  // a Radeon): stores name the socket or the line and leave the maker out.
  const platform = PLATFORM_WORDS[word];
  if (platform) {
    const part = queryPartType(words);
    const also = part ? platform[part] : undefined;
    if (also) return { length: 1, alternatives: dedupe([[word], ...also]) };
  }

  // 'micro' is what Argentine shoppers and stores call a processor ('micro intel 1700'), when the query asks for
  // a CPU ('micro atx', 'micro sd' are other words).
  if (word === 'micro' && next !== 'atx' && queryPartType(words) === 'cpu')
    return { length: 1, alternatives: [['micro'], ['procesador'], ['cpu'], ['processor']] };

  // Intel's lines written without 'Core' ('Intel Ultra 7 265K', 'Intel i5-12400F').
  if (word === 'core' && next !== undefined && /^(?:ultra|i[3579])$/.test(next))
    return { length: 2, alternatives: [['core', next], [next]] };

  // A screen's resolution class, however written ('2k' = QHD = 1440p; 'full hd' = FHD = 1080p; '4k' = UHD).
  const resolution = RESOLUTION_CLASSES.find((c) =>
    c.asked.some((p) => p.every((w, k) => words[at + k] === w)),
  );
  if (resolution) {
    const asked = resolution.asked.find((p) => p.every((w, k) => words[at + k] === w))!;
    return { length: asked.length, alternatives: resolution.written, exactly: resolution.exactly };
  }
  // An ultrawide monitor: stores write its resolution, its aspect or its size rather than the word.
  if (word === 'ultrawide' || (word === 'ultra' && next === 'wide'))
    return { length: word === 'ultra' ? 2 : 1, alternatives: ULTRAWIDE_WRITTEN };
  // A Wi-Fi generation ('wifi 6'), as stores write it: glued or apart, or by the speed class of its standard
  // ('AX3000' is Wi-Fi 6 or 6E). A '6' elsewhere in a name ('6 Antenas') is no generation.
  const generation = wifiGenerationAt(words, at);
  if (generation) return generation;
  // Wi-Fi as stores write it: by its generation or its speed class ('AC1200', 'AX3000', 'WIFI6').
  if (word === 'wifi' || (word === 'wi' && next === 'fi'))
    return { length: word === 'wi' ? 2 : 1, alternatives: WIFI_WRITTEN };
  // A Wi-Fi mesh system is sold as the home's router ('Access Point Mesh Deco … AC1200'); a case's mesh front is not.
  if (word === 'router')
    return {
      length: 1,
      alternatives: [['router'], ...WIFI_WRITTEN.filter((w) => w.length === 1).map((w) => ['mesh', ...w])],
    };
  // A multifunction printer is a printer ('Multifunción Brother DCP…'); 'multifuncion' asks for that one.
  if (word === 'impresora' || word === 'impresoras' || word === 'printer')
    return {
      length: 1,
      alternatives: [[word], ['impresora'], ['printer'], ['multifuncion'], ['multifuncional']],
    };
  // 'bluetooth' asks for that, which stores also write 'BT'.
  if (word === 'bluetooth') return { length: 1, alternatives: [['bluetooth'], ['bt']] };

  // Wireless as stores write it: 'Wireless', 'Bluetooth', 'BT', Logitech's 'Lightspeed', Razer's
  // 'HyperSpeed', 'Tri-Mode' (2.4 GHz, Bluetooth and cable), 'TWS' earbuds. One way: 'bluetooth' asks for that.
  if (/^(?:inalambric[oa]s?|wireless)$/.test(word)) return { length: 1, alternatives: WIRELESS_WORDS };
  // An ergonomic mouse as stores write it, in English too, and a vertical mouse is one.
  if (/^(?:ergonomic[oa]s?|ergonomic)$/.test(word)) {
    const mouse = words.some((w) => w === 'mouse' || w === 'raton');
    const spellings = [
      'ergonomico',
      'ergonomica',
      'ergonomicos',
      'ergonomic',
      ...(mouse ? ['vertical'] : []),
    ];
    return { length: 1, alternatives: dedupe([[word], ...spellings.map((w) => [w])]) };
  }
  // A mechanical keyboard as stores write it: by its switches (optical and magnetic ones count).
  if (/^(?:mecanic[oa]s?|mechanical)$/.test(word)) return { length: 1, alternatives: MECHANICAL_WORDS };
  // 'kit teclado y mouse': a listing naming both items is the kit, with or without the word.
  if (/^(?:kit|combo)$/.test(word)) {
    const items = words.slice(at + 1).filter((w) => !/^(?:y|e|con|mas|de)$/.test(w));
    if (items.length >= 2 && items.slice(0, 2).every((w) => KIT_ITEM.test(w)))
      return { length: 1, alternatives: [['kit'], ['combo'], items.slice(0, 2)] };
  }

  // A gaming PC is named by its graphics card as often as by 'Gamer' ('PC Armada Ryzen 5 4500 RTX 3050').
  if (word === 'pc' && next !== undefined && /^(?:gamer|gaming)$/.test(next))
    return { length: 2, alternatives: GAMING_PC };
  // In a kit, the processor is named by its line ('Combo … Ryzen 5 5600GT + mother AM4').
  if (/^(?:procesador|micro|cpu)$/.test(word) && words.some((w) => /^(?:kit|combo)$/.test(w)))
    return { length: 1, alternatives: dedupe([[word], ['procesador'], ['cpu'], ...CPU_LINES]) };

  // A drive's M.2 slot, written 'M.2' or 'M2' (PostgreSQL reads them as two words), or NVMe.
  if (/^m\.?2$/.test(word))
    return {
      length: 1,
      alternatives: [
        ['m.2'],
        ['m2'],
        // An NVMe drive is an M.2 one (stores name the protocol and leave the slot out).
        ['nvme'],
        [specTerm('interfaz', 'NVMe')],
        ...['2280', '2242', '2230'].map((n) => [specTerm('formato', `M.2 ${n}`)]),
      ],
    };

  // An 80 Plus grade: '80+ Gold', '80 PLUS Gold' and '80Plus Gold' all hold the words 80 and gold; the
  // grade the reader knew ('RM750e … Gold') is a spec word.
  const eighty = word === '80plus' ? 1 : word === '80' && next === 'plus' ? 2 : 0;
  if (eighty) {
    const metal = METAL_OF[words[at + eighty] ?? ''];
    // '80 Plus White' is the plain grade, which stores write '80 Plus' or '80+' with no metal.
    if (/^(?:white|blanco|standard|estandar)$/.test(words[at + eighty] ?? ''))
      return {
        length: eighty + 1,
        alternatives: [['80', words[at + eighty]!], [specTerm('certificacion', '80 Plus')]],
        exactly: [[specTerm('certificacion', '80 Plus')]],
      };
    if (!metal) return { length: eighty, alternatives: [['80']] };
    const asked = [
      ...METAL_WORDS[metal]!.map((w) => ['80', w]),
      [specTerm('certificacion', `80 Plus ${metal}`)],
    ];
    return {
      length: eighty + 1,
      alternatives: dedupe([
        ...asked,
        // Cybenetics grades PSUs by the same metals on its own scale: a 'Cybenetics Platinum' unit is near what
        // 80 Plus Platinum asks for, and ranks below the units certified 80 Plus Platinum.
        ...METAL_WORDS[metal]!.map((w) => ['cybenetics', w]),
        [specTerm('certificacion', `Cybenetics ${metal}`)],
      ]),
      exactly: asked,
    };
  }

  // A network cable's category, glued or apart ('Cat6', 'Cat 6', 'Cat.6'), or shortened to its letter ('UTP C5E';
  // a 'C6E' cable is sold as a better Cat 6).
  const category = /^cat(5e|6a?|7|8)$/.exec(word);
  if (category)
    return { length: 1, alternatives: [[word], ['cat', category[1]!], ...shortCategory(category[1]!)] };
  if (word === 'cat' && next !== undefined && /^(?:5e|6a?|7|8)$/.test(next))
    return { length: 2, alternatives: [['cat', next], [`cat${next}`], ...shortCategory(next)] };

  // A memory's CAS latency as stores and makers write it ('CL16', 'CL 16', Corsair's 'C16').
  const latency = /^cl(\d{2})$/.exec(word);
  if (latency) return { length: 1, alternatives: [[word], ['cl', latency[1]!], [`c${latency[1]}`]] };

  // A gaming computer: named so, or by its graphics card ('Notebook Lenovo LOQ … RTX 4050').
  if (SYSTEM_WORD.test(word) && next !== undefined && /^(?:gamer|gaming)$/.test(next))
    return {
      length: 2,
      alternatives: systemWords(word).flatMap((system) =>
        ['gamer', 'gaming', 'rtx', 'gtx'].map((gaming) => [system, gaming]),
      ),
    };

  // A small-form PSU: 'sfx' takes the SFX-L too (a longer SFX); 'sfx-l' only that.
  if (word === 'sfx' && next === 'l') return { length: 2, alternatives: SFX_L };
  if (word === 'sfxl') return { length: 1, alternatives: SFX_L };
  if (word === 'sfx')
    return {
      length: 1,
      alternatives: [['sfx'], [specTerm('formato', 'SFX')], [specTerm('formato', 'SFX-L')]],
    };

  // A case sold with its power supply ('gabinete con fuente', 'c/ fuente'): the spec, not the word, which
  // 's/Fuente' and 'sin fuente' cases carry too.
  if ((word === 'con' || word === 'c') && next !== undefined && /^(?:fuente|psu)$/.test(next))
    return { length: 2, alternatives: [[specTerm('fuenteIncluida', true)]] };

  // A liquid cooler however named, or one the reader knew liquid (an 'ASUS TUF LC 240').
  const liquid = LIQUID_PHRASES.find((p) => p.every((w, k) => words[at + k] === w));
  if (liquid)
    return { length: liquid.length, alternatives: [...LIQUID_PHRASES, [specTerm('tipo', 'liquido')]] };

  // A PSU's wattage is also in its model code ('CX750M', 'RM750e' are read '750'), when a PSU is asked.
  const watts = /^(\d{3,4})w$/.exec(word);
  if (watts && queryPartType(words) === 'psu')
    return { length: 1, alternatives: [[word], [watts[1]!]], exactly: [[word]] };

  // A heatsink is an air cooler; a water cooler is a liquid one.
  if (word === 'disipador')
    return { length: 1, alternatives: [['disipador'], ['cooler'], [specTerm('tipo', 'aire')]] };

  // A drive's interface; a power supply's cables ('modular': fully or semi-modular).
  if (word === 'nvme' || word === 'sata')
    return { length: 1, alternatives: [[word], [specTerm('interfaz', word === 'nvme' ? 'NVMe' : 'SATA')]] };
  if (word === 'modular')
    return {
      length: 1,
      alternatives: [[word], [specTerm('modular', 'full')], [specTerm('modular', 'semi')]],
    };

  // Notebook memory is SO-DIMM ('memoria notebook', 'ram para laptop', 'sodimm').
  const notebookMemory = NOTEBOOK_MEMORY.exec(words.slice(at, at + 3).join(' '));
  if (notebookMemory) {
    return {
      length: notebookMemory[0].trim().split(' ').length,
      alternatives: [
        [words[at]!, notebookMemory[1]!],
        ['sodimm'],
        ['so-dimm'],
        [specTerm('formato', 'SO-DIMM')],
      ],
    };
  }
  if (word === 'sodimm')
    return { length: 1, alternatives: [['sodimm'], ['so-dimm'], [specTerm('formato', 'SO-DIMM')]] };

  // Format words: a board of that format, or a case that takes boards of that format.
  const format = formatAt(words, at);
  if (format) {
    // A case of that format: one taking ATX boards for 'atx'; one whose largest format it is for a smaller
    // one (every ATX case also takes Micro ATX boards).
    const caseSpec =
      format.name === 'ATX' || format.name === 'E-ATX'
        ? [[specTerm('formatosPlaca', format.name)]]
        : [[largestFormatTerm(format.name)]];
    return {
      length: format.length,
      alternatives: dedupe([...format.written, [specTerm('formato', format.name)], ...caseSpec]),
    };
  }
  return undefined;
}

/**
 * A screen size: '27 pulgadas' (stores write 27" or 27'', the inch mark being no word), or a bare size in a
 * query asking for a monitor ('monitor 27 144hz'). A whole size is a size class: panels are sold in
 * decimal sizes within half an inch of it (23.8" and 24.5" are 24" monitors, 31.5" a 32" one; '23,8' is two
 * words to the index). A decimal size asked is that size.
 */
function screenSizeAt(words: string[], at: number): ReadTerm | undefined {
  const word = words[at]!;
  if (!/^\d{2}(?:\.\d)?$/.test(word)) return undefined;
  const inches = words[at + 1] !== undefined && INCH_WORD.test(words[at + 1]!);
  const size = Number(word);
  if (!inches && !(size >= 15 && size <= 57 && queryPartType(words) === 'monitor')) return undefined;
  const length = inches ? 2 : 1;
  if (!Number.isInteger(size)) return { length, alternatives: [[word]] };
  const near = [`${size - 1}.5`, `${size - 1}.6`, `${size - 1}.8`, `${size}.5`];
  return {
    length,
    alternatives: [[word], ...near.map((d) => [d]), ...[near[0]!, near[2]!].map((d) => d.split('.'))],
  };
}

/**
 * Sizes in GB that drives and memories are sold in: powers of two and three times them (memory: 16, 24,
 * 48; drives: 128, 256, 512), and the decimal sizes of drives (120, 240, 480, 960; 250, 500, 750, 1000,
 * 2000). Other numbers (a chip's 4060, a socket's 1700) are not read as sizes.
 */
function isCapacitySize(n: number): boolean {
  if (n < 4 || n > 8192) return false;
  const twos = (m: number) => (m & (m - 1)) === 0;
  return (
    twos(n) || (n % 3 === 0 && twos(n / 3)) || n % 120 === 0 || (n % 250 === 0 && n <= 4000) || n % 1000 === 0
  );
}

/** A board format written at `at`: 'atx', 'micro atx', 'matx', 'mini itx', 'itx', 'eatx'. */
function formatAt(
  words: string[],
  at: number,
): { name: string; length: number; written: string[][] } | undefined {
  const word = words[at]!;
  const next = words[at + 1];
  const microAtx = [['micro', 'atx'], ['matx'], ['microatx'], ['m-atx']];
  const miniItx = [['mini', 'itx'], ['itx'], ['miniitx']];
  if ((word === 'micro' || word === 'm') && next === 'atx')
    return { name: 'Micro ATX', length: 2, written: microAtx };
  if (word === 'matx' || word === 'microatx') return { name: 'Micro ATX', length: 1, written: microAtx };
  if (word === 'mini' && next === 'itx') return { name: 'Mini-ITX', length: 2, written: miniItx };
  if (word === 'itx' || word === 'miniitx') return { name: 'Mini-ITX', length: 1, written: miniItx };
  if (word === 'eatx' || (word === 'e' && next === 'atx'))
    return { name: 'E-ATX', length: word === 'e' ? 2 : 1, written: [['eatx'], ['e', 'atx']] };
  if (word === 'atx') return { name: 'ATX', length: 1, written: [['atx']] };
  return undefined;
}

/** A network cable category as Argentine stores shorten it ('C5E', 'C6'): not 'C5' or 'C7', power connectors' names. */
function shortCategory(category: string): string[][] {
  if (category === '5e') return [['c5e']];
  if (category === '6') return [['c6'], ['c6e']];
  return [];
}

function dedupe(alternatives: string[][]): string[][] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = a.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
