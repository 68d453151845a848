import { isCode, isNumber, isWord, nameTokens, normalizeText, tagValue, tagged } from './name-tokens';
import { readCategory } from '../hardware/category';
import type { Categoria } from '../hardware/types';
import { namesWifiUnit, WIRELESS_HERO_MICE } from '../hardware/differences';
import { specText } from '../hardware/text';
import { psuCodeParts } from '../hardware/specs/psu';
import { LGA_NUMBERS } from '../hardware/specs/sockets';
import {
  BRAND_ALIASES,
  COLOURS,
  GENERIC_NOISE,
  GPU_LINE_WORDS,
  GPU_MODIFIER_WORDS,
  IMPLIED_GPU_LINE_WORDS,
  IMPLIED_LINE_WORDS,
  KIND_WORDS,
  MAKER_SERIES_WORDS,
  PSU_RATINGS,
  RAM_LINE_MAKERS,
  RAM_LINE_WORDS,
  RAM_NOISE_WORDS,
  SINGLE_VRAM_GB,
  STORAGE_NOISE_WORDS,
  STORE_OWN_WORDS,
} from './vocabulary';

/**
 * The hardware-aware key of a product name: two listings whose keys are equal are the same product.
 * Precision first: a name too vague to decide gets no key (`key: null`, with the reason), so its
 * listing stays a model of its own. `attrs` are details a name may leave out (CAS latency, colour of a
 * peripheral, a PSU's certificate): two listings that both state one must agree on it.
 */
export interface ModelKey {
  key: string | null;
  kind: Kind;
  /** What the key is made of, for people: brand, line, model, variant, capacity… */
  parts: Record<string, string>;
  attrs: Record<string, string>;
  reason?: string;
  /** The graphics chips and processor models the name mentions ('rtx4060ti', 'ryzen5600x'). */
  codes: string[];
}

export type Kind =
  | 'gpu'
  | 'cpu'
  | 'ram'
  | 'storage'
  | 'motherboard'
  | 'psu'
  | 'monitor'
  | 'system'
  | 'cooler'
  | 'case'
  | 'peripheral'
  | 'other';

export interface NameInput {
  name: string;
  /** The brand a reader gave, when it had one. */
  brand?: string | null;
  /** The store's name: its words in a listing name are store noise ("… - DINOBYTE"). */
  storeName?: string | null;
}

const BRAND_OF = new Map(
  Object.entries(BRAND_ALIASES).flatMap(([brand, aliases]) => aliases.map((a) => [a, brand])),
);
const CHIP_MAKERS = new Set(['nvidia', 'amd', 'intel']);
const BOARD_MAKERS = new Set(['asus', 'gigabyte', 'msi', 'asrock', 'biostar']);

/** The brand a token names, if any. */
export function brandOf(token: string): string | undefined {
  return BRAND_OF.get(token);
}

/** A reader's brand field as a brand token ("Western Digital" → wd, "Cooler Master" → coolermaster). */
const brandCache = new Map<string, string | undefined>();

export function canonicalBrand(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  // Readers send a handful of brand spellings over and over.
  if (brandCache.has(raw)) return brandCache.get(raw);
  if (brandCache.size > 5000) brandCache.clear();
  const brand = readBrand(raw);
  brandCache.set(raw, brand);
  return brand;
}

function readBrand(raw: string): string | undefined {
  const words = nameTokens(raw).tokens;
  for (const w of words) {
    const known = brandOf(w);
    if (known) return known;
  }
  const joined = normalizeText(raw).replace(/[^a-z0-9]+/g, '');
  return joined.length >= 2 &&
    !['generico', 'generica', 'otros', 'otras', 'sinmarca', 'varios'].includes(joined)
    ? joined
    : undefined;
}

/** Kind word → kind (a word listed under two kinds keeps the first). */
const KIND_OF_WORD = new Map<string, Kind>();
for (const [kind, words] of Object.entries(KIND_WORDS))
  for (const word of words) if (!KIND_OF_WORD.has(word)) KIND_OF_WORD.set(word, kind as Kind);

function kindOf(tokens: string[]): Kind {
  const at = tokens.findIndex((t) => KIND_OF_WORD.has(t));
  const earliest = at >= 0 ? { at, kind: KIND_OF_WORD.get(tokens[at]!)! } : undefined;
  const hasGpu = tokens.some((t) => tagged(t, 'gpu'));
  const hasCpu = tokens.some((t) => tagged(t, 'cpu'));
  if (!earliest || earliest.kind === 'gpu' || earliest.kind === 'cpu') {
    if (hasGpu) return 'gpu';
    if (hasCpu) return 'cpu';
  }
  // A keyboard-and-mouse kit ('KIT … Teclado + Mouse', 'Combo Teclado y Mouse') is one product.
  if (isKeyboardMouseKit(tokens)) return 'system';
  // 'CPU Cooler', 'Cpu Water Cooler': with no processor named, the word says what the part is for.
  if (earliest?.kind === 'cpu') {
    const next = tokens.slice(at + 1).find((t) => KIND_OF_WORD.has(t) && KIND_OF_WORD.get(t) !== 'cpu');
    if (next) return KIND_OF_WORD.get(next)!;
  }
  // A security camera's 'MicroSD 128GB' is the card it takes.
  if (earliest?.kind === 'storage' && tokens.slice(0, at).includes('camara')) return 'other';
  // A memory card is 'Memoria' to stores ('Memoria MicroSD …', 'Tarjeta de Memoria MicroSDXC …'): no RAM.
  if (earliest?.kind === 'ram' && tokens.includes('microsd')) return 'storage';
  if (earliest) return earliest.kind;
  // A board's name sometimes says neither 'mother' nor 'placa': its chipset and maker do.
  if (
    tokens.some((t) => /^[abhxzq]\d{3}[a-z]{0,2}$/.test(t)) &&
    tokens.some((t) => BOARD_MAKERS.has(brandOf(t) ?? ''))
  )
    return 'motherboard';
  if (tokens.some((t) => /^ddr[345]$/.test(t)) && tokens.some((t) => tagged(t, 'cap') || tagged(t, 'kit')))
    return 'ram';
  return 'other';
}

const KIT_OTHER_PARTS = new Set([
  'auricular',
  'auriculares',
  'pad',
  'padmouse',
  'mousepad',
  'parlante',
  'parlantes',
  'monitor',
]);

/** A kit of a keyboard and a mouse and nothing else, sold under one model code. */
function isKeyboardMouseKit(tokens: string[]): boolean {
  const at = tokens.indexOf('teclado');
  // 'Teclado + Mouse Logitech MK235', 'Teclado y Mouse …': the two named together are the kit.
  const next = tokens[at + 1] === 'y' ? tokens[at + 2] : tokens[at + 1];
  const namedTogether = at >= 0 && next === 'mouse';
  const kitWord = tokens.includes('kit') || tokens.includes('combo');
  // Logitech's MK codes are its keyboard-and-mouse kits: 'Kit Logitech Wireless MK295' names both.
  const logitechKit = kitWord && tokens.includes('logitech') && tokens.some((t) => /^mk\d{3}$/.test(t));
  return (
    (logitechKit || ((kitWord || namedTogether) && tokens.includes('teclado') && tokens.includes('mouse'))) &&
    !tokens.some((t) => KIT_OTHER_PARTS.has(t))
  );
}

/**
 * Non-black colour named, or black when one is, else undefined. 'Red' is a colour only where it
 * cannot be Spanish for network ('Placa de Red').
 */
function colourOf(tokens: string[], redIsColour = false): string | undefined {
  const named = tokens
    .map((t, i) => COLOURS[t] ?? (redIsColour && t === 'red' && !namesSwitch(tokens, i) ? 'red' : undefined))
    .filter((c): c is string => Boolean(c));
  return named.find((c) => c !== 'black') ?? named[0];
}

/** Words beside a keyboard switch's colour ('Switch Red', 'Outemu Red', 'Red Switches'). */
const SWITCH_WORDS = new Set([
  'switch',
  'switches',
  'swich',
  'outemu',
  'otemu',
  'cherry',
  'mx',
  'gateron',
  'kailh',
]);
/** Whether the word at `i` is a switch's colour, not the product's. */
const namesSwitch = (tokens: string[], i: number) =>
  SWITCH_WORDS.has(tokens[i - 1] ?? '') || SWITCH_WORDS.has(tokens[i + 1] ?? '');

const sorted = (words: Iterable<string>) => [...new Set(words)].sort().join('-');
const first = (tokens: string[], tag: string) => {
  const t = tokens.find((x) => tagged(x, tag));
  return t === undefined ? undefined : tagValue(t);
};

interface Built {
  parts?: Record<string, string>;
  attrs?: Record<string, string>;
  reason?: string;
}

type Builder = (tokens: string[], brand: string | undefined, kind: Kind) => Built;

function gpuKey(tokens: string[], brand: string | undefined): Built {
  const chip = first(tokens, 'gpu');
  if (!chip) return { reason: 'no se reconoce el chip' };
  if (!brand) return { reason: 'sin marca de la placa' };
  const vram = first(tokens, 'cap') ?? (SINGLE_VRAM_GB[chip] ? `${SINGLE_VRAM_GB[chip]}gb` : undefined);
  if (!vram) return { reason: 'sin memoria (el chip se vende con varias)' };
  // 'Gaming' is a line at Gigabyte and MSI, a slogan at ASUS ('TUF Gaming') and Zotac ('ZOTAC GAMING').
  const gamingIsLine = brand === 'gigabyte' || brand === 'msi';
  // Short codes name lines too: Ventus 2X, Twin X2, T1, V2 (not D6/G6 memory or 4K).
  const shortCode = (t: string) => /^(\d[a-z]|[a-z]\d)$/.test(t) && !/^([dg]\d|\d[kgp])$/.test(t);
  const words = tokens.filter(
    (t) => (GPU_LINE_WORDS.has(t) && (t !== 'gaming' || gamingIsLine)) || shortCode(t),
  );
  // A store may leave out a word the line always has ('Gigabyte … Master' is the Aorus Master).
  const implied = IMPLIED_GPU_LINE_WORDS[brand] ?? {};
  const line = [...new Set([...words, ...words.flatMap((w) => (implied[w] ? [implied[w]] : []))])];
  if (line.filter((t) => !/^v\d$/.test(t)).length === 0) return { reason: 'sin línea del fabricante' };
  const modifiers = tokens.filter((t) => GPU_MODIFIER_WORDS.has(t) && (t !== 'x' || line.includes('gaming')));
  const colour = colourOf(tokens);
  return {
    parts: {
      brand,
      chip,
      memory: vram,
      line: sorted(line),
      variant: sorted([...modifiers, ...(tokens.includes('oc') ? ['oc'] : [])]),
      colour: colour && colour !== 'black' ? colour : '',
    },
  };
}

function cpuKey(tokens: string[]): Built {
  const model = first(tokens, 'cpu');
  if (!model) return { reason: 'no se reconoce el modelo del procesador' };
  const cajaless = tokens.some((t, i) => t === 'caja' && (tokens[i - 1] === 'sin' || tokens[i - 1] === 's'));
  const tray = cajaless || tokens.some((t) => ['tray', 'oem', 'bulk', 'mpk'].includes(t));
  const anniversary = tokens.some((t) => ['anniversary', 'aniversario', '10th'].includes(t));
  return {
    parts: {
      brand: model.startsWith('ryzen') || model.startsWith('athlon') ? 'amd' : 'intel',
      model,
      packaging: tray ? 'tray' : 'box',
      edition: anniversary ? 'anniversary' : '',
    },
  };
}

function ramKey(tokens: string[], brand: string | undefined): Built {
  if (!brand) return { reason: 'sin marca' };
  const generation = tokens.find((t) => /^ddr[345]$/.test(t));
  if (!generation) return { reason: 'sin generación (DDR4/DDR5)' };
  const kit = first(tokens, 'kit');
  const capacity = first(tokens, 'cap');
  let layout: string;
  if (kit) {
    const [count, size] = kit.split('x').map(Number) as [number, number];
    layout = `${count}x${size}gb`;
    if (capacity && capacity !== `${count * size}gb` && capacity !== `${size}gb`)
      return { reason: `capacidad ${capacity} y módulos ${kit} no coinciden` };
  } else if (capacity) {
    // Retail convention: a capacity with no layout stated is one module.
    layout = `1x${capacity}`;
  } else return { reason: 'sin capacidad' };
  const bare = tokens.filter(isNumber).map(Number);
  const speed = first(tokens, 'mhz') ?? bare.find((n) => n >= 1333 && n <= 9600)?.toString();
  if (!speed) return { reason: 'sin velocidad' };
  if (!kit && tokens.includes('kit')) return { reason: 'kit sin módulos indicados' };
  // Line words, short codes (D35, Z5) and small numbers ('Viper Elite 2' is not 'Viper Elite').
  // Line words, other words of the name (an unknown line is still a line), short codes (D35, Z5) and small
  // numbers ('Viper Elite 2' is not 'Viper Elite').
  const line = new Set(
    tokens.filter(
      (t) =>
        (RAM_LINE_WORDS.has(t) && !COLOURS[t]) ||
        (isWord(t) &&
          t.length >= 2 &&
          !RAM_NOISE_WORDS.has(t) &&
          !GENERIC_NOISE.has(t) &&
          !COLOURS[t] &&
          !brandOf(t)) ||
        (isCode(t) && t.length <= 4 && !/^ddr/.test(t)) ||
        /^[2-9]$/.test(t),
    ),
  );
  for (const word of [...line]) if (IMPLIED_LINE_WORDS[word]) line.add(IMPLIED_LINE_WORDS[word]!);
  // Kingston's ValueRAM, as stores shorten it ('Kingston 16GB DDR5 5600 Value').
  if (brand === 'kingston' && line.delete('value')) line.add('kvr');
  // Kingston's ValueRAM part numbers (KVR32N22S8/16) name the line a store may write out instead.
  if (tokens.some((t) => /^kvr\d/.test(t))) line.add('kvr');
  line.delete('xpg');
  if (line.size === 0) return { reason: 'sin línea (Fury, Vengeance…)' };
  const sodimm = tokens.some((t) => ['sodimm', 'notebook', 'laptop', 'portatil'].includes(t));
  const colour = colourOf(tokens);
  const cl = first(tokens, 'cl');
  return {
    parts: {
      brand,
      line: sorted(line),
      generation,
      layout,
      speed,
      form: sodimm ? 'sodimm' : 'dimm',
      colour: colour && colour !== 'black' ? colour : '',
    },
    attrs: cl ? { cl } : {},
  };
}

const STORAGE_NOISE = new Set([
  'm.2',
  'm2',
  'gen4',
  'gen3',
  'gen5',
  'g4',
  'g3',
  'x4',
  'usb3',
  '2280',
  '3.0',
  '3.1',
  '3.2',
  // '3D NAND': the flash it is built of.
  '3d',
]);

function storageKey(tokens: string[], brand: string | undefined): Built {
  if (!brand) return { reason: 'sin marca' };
  const capacity = first(tokens, 'cap');
  if (!capacity) return { reason: 'sin capacidad' };
  const allCodes = tokens.filter(
    (t) => isCode(t) && t.length < 8 && !STORAGE_NOISE.has(t) && !/^(ddr|pcie|sata|usb)/.test(t),
  );
  // A code holding another one is a part number around the model (SNV3S around NV3, SA400S37 around A400).
  const codes = allCodes.filter((c) => !allCodes.some((o) => o !== c && c.includes(o)));
  const numbers = tokens.filter((t) => isNumber(t) && t.length === 3);
  // Every other word counts (precision first): 'SkyHawk AI' is not 'SkyHawk'.
  const words = tokens.filter(
    (t) =>
      isWord(t) &&
      !brandOf(t) &&
      !STORAGE_NOISE_WORDS.has(t) &&
      !MAKER_SERIES_WORDS[brand]?.includes(t) &&
      !GENERIC_NOISE.has(t) &&
      !COLOURS[t] &&
      !['heatsink', 'disipador'].includes(t),
  );
  // WD names its lines by colour (Blue, Black, Red…); on any other maker's drive the word is its colour.
  const lineColours =
    brand === 'wd'
      ? tokens.filter((t) => ['blue', 'black', 'green', 'red', 'purple', 'gold'].includes(t))
      : [];
  if (codes.length === 0 && numbers.length === 0 && words.length === 0) return { reason: 'sin modelo' };
  const kind = tokens.includes('pendrive')
    ? 'pendrive'
    : tokens.includes('microsd')
      ? 'microsd'
      : tokens.some((t) => ['externo', 'externa', 'portatil', 'portable'].includes(t))
        ? 'externo'
        : 'interno';
  // Whether it is a hard disk or a solid-state drive is compared, not required: stores often leave it out.
  const media = tokens.some((t) => ['hdd', 'rigido', 'duro'].includes(t))
    ? 'hdd'
    : tokens.some((t) => ['ssd', 'solido', 'nvme'].includes(t))
      ? 'ssd'
      : undefined;
  const form = tokens.find((t) => t === '2230' || t === '2242') ?? '';
  const heatsink = tokens.some((t) => ['heatsink', 'disipador'].includes(t));
  return {
    parts: {
      brand,
      kind,
      model: sorted([...codes, ...numbers, ...words, ...lineColours]),
      capacity,
      form,
      variant: heatsink ? 'heatsink' : '',
    },
    attrs: media ? { media } : {},
  };
}

const MOTHERBOARD_NOISE = new Set([
  'mother', 'motherboard', 'mainboard', 'mobo', 'placa', 'base', 'am4', 'am5', 'am3', 'socket', 'ddr5', 'atx', 'matx',
  'micro', 'intel', 'amd', 'ryzen', 'gen', 'soporta', 'procesadores', 'compatible', 'edition', 'lga', 'serie',
  'series',
  // 'Placa Madre', 'Tarjeta Madre', 'Board'; a lone 'DDR' a store cut short; 'Color Blanco' (colour is compared
  // beside the key, see hardware/differences)
  'madre', 'tarjeta', 'board', 'color', 'ddr',
  // 'MB ASUS … BOX': the kind's initials, and the retail box every board comes in; a Wi-Fi board's Bluetooth
  'mb', 'box', 'bluetooth',
  // a Mini-ITX board's format, which its chipset's 'I' says ('H610I')
  'itx', 'mini',
  // the slots and ports a store lists after the model ('… Wifi7 Am5 Nvme U3.2 Dp Ddr5')
  'nvme', 'm2', 'sata', 'pcie', 'dp', 'hdmi', 'vga', 'dvi', 'usb', 'u3.2', 'usb3.2',
]); // prettier-ignore

/**
 * Series words a board maker puts before every model of a line, which stores keep or drop: MSI's
 * MAG/MPG/MEG tiers (the model name says which: 'X870E Carbon' is MPG's), ASUS's ROG (Strix, Crosshair
 * and Maximus are ROG's) and its 'Gaming' slogan ('TUF B650EM-E' is the 'TUF GAMING B650EM-E').
 */
const BOARD_SERIES_WORDS: Record<string, Set<string>> = {
  msi: new Set(['mag', 'mpg', 'meg']),
  asus: new Set(['rog', 'gaming']),
};

function motherboardKey(tokens: string[], brand: string | undefined): Built {
  if (!brand) return { reason: 'sin marca' };
  const chipset = tokens.find((t) => /^[abhxzq]\d{2,3}[a-z]{0,2}$/.test(t));
  if (!chipset) return { reason: 'sin chipset' };
  // ASUS's and ASRock's 'AC' and 'AX' editions are their Wi-Fi ones: 'Wi-Fi' beside them says it again.
  const wifiEdition = tokens.includes('ac') || tokens.includes('ax');
  const rest = tokens.filter(
    (t, i) =>
      t !== chipset &&
      !(wifiEdition && t === 'wifi') &&
      // 'Socket 1851 Ultra': the board takes Core Ultra processors, no Ultra edition.
      !(t === 'ultra' && /1851$/.test(tokens[i - 1] ?? '')) &&
      // 'M-ATX' is the board's format, not a variant letter.
      !(t === 'm' && tokens[i + 1] === 'atx') &&
      !brandOf(t) &&
      !MOTHERBOARD_NOISE.has(t) &&
      !COLOURS[t] &&
      !BOARD_SERIES_WORDS[brand]?.has(t) &&
      !(GENERIC_NOISE.has(t) && t !== 'e' && t !== 'a') &&
      !t.includes(':') &&
      !isNumber(t) &&
      !/^(lga|s)\d{3,4}$/.test(t) &&
      !/^\d+\.\d+$/.test(t),
  );
  return { parts: { brand, chipset, variant: sorted(rest) } };
}

const PSU_NOISE = new Set([
  'fuente', 'psu', 'certificada', 'certificacion', 'modular', 'semi', 'full', 'atx', 'pfc', 'activo', 'activa',
  'black', 'negra', 'negro', 'cybenetics', 'gp', 'plus', 'eficiencia', 'watts', 'watt', 'reales', 'pcie', 'pci',
]); // prettier-ignore

const ROMAN: Record<string, string> = { ii: '2', iii: '3', iv: '4' };

/** A line's generation in Roman numerals joined to it ('GX III' → gx3), as makers also write it. */
const romanJoined = (tokens: string[]) =>
  tokens.flatMap((t, i) => {
    const next = ROMAN[tokens[i + 1] ?? ''];
    if (next && /^[a-z]{2,3}$/.test(t) && !brandOf(t)) return [`${t}${next}`];
    return ROMAN[t] && /^[a-z]{2,3}$/.test(tokens[i - 1] ?? '') && !brandOf(tokens[i - 1]!) ? [] : [t];
  });

function psuKey(named: string[], brand: string | undefined): Built {
  if (!brand) return { reason: 'sin marca' };
  // A code holding the watts is the line and the watts ('UD750GM' = 'UD 750W GM', 'RM750e' = 'RMe 750W'), and
  // Thermaltake's 'TP' its Toughpower line.
  const stated = first(named, 'w');
  const tokens = romanJoined(named).flatMap((t) => {
    const parts = isCode(t) ? psuCodeParts(t) : undefined;
    if (parts && (!stated || Number(stated) === parts.watts)) return [...parts.line, `w:${parts.watts}`];
    return t === 'tp' && brand === 'thermaltake' ? ['toughpower'] : [t];
  });
  const codes = tokens.filter((t) => isCode(t));
  const watts = first(tokens, 'w');
  // A supply's ATX version and the PCIe CEM version of its GPU cable come in pairs (ATX 3.0 with PCIe 5.0,
  // ATX 3.1 with PCIe 5.1): a name stating one states the other.
  const pcie = tokens.findIndex(
    (t, i) => (t === 'pcie' || t === 'pci') && /^5\.[01]$/.test(tokens[i + 1] ?? ''),
  );
  const atx = first(tokens, 'atx') ?? (pcie >= 0 ? `3.${tokens[pcie + 1]!.slice(2)}` : undefined);
  const rating = first(tokens, 'rating') ?? tokens.find((t) => PSU_RATINGS.has(t));
  const words = tokens.filter(
    (t) =>
      isWord(t) &&
      t.length >= 2 &&
      !brandOf(t) &&
      !PSU_NOISE.has(t) &&
      !GENERIC_NOISE.has(t) &&
      !PSU_RATINGS.has(t) &&
      !COLOURS[t] &&
      !codes.some((c) => c.startsWith(t)),
  );
  // The watts written bare beside the model ('GX III 1250 Gold 1250W') are the watts, not a model number.
  const numbers = tokens.filter((t) => isNumber(t) && t.length >= 3 && t.length <= 4 && t !== watts);
  if (codes.length === 0 && !(words.length > 0 && watts)) return { reason: 'sin modelo' };
  const colour = colourOf(tokens);
  const attrs: Record<string, string> = {};
  if (rating) attrs.rating = rating;
  if (codes.length > 0 && watts) attrs.watts = watts;
  return {
    parts: {
      brand,
      model: sorted([...codes, ...words, ...numbers]),
      watts: codes.length > 0 ? '' : watts!,
      variant: atx ? `atx${atx}` : '',
      colour: colour && colour !== 'black' ? colour : '',
    },
    attrs,
  };
}

// A refresh rate misspelt '100MHZ' is one too.
const MONITOR_NOISE = /^(\d+p|[248]k|hdr\d*|usb\d*|hdmi\d*|dp\d*|[gev]\d|\d+m?hz|\d+ms)$/;

function monitorKey(tokens: string[], brand: string | undefined): Built {
  if (!brand) return { reason: 'sin marca' };
  // A resolution ('1920x1080') is a detail of the panel, not a model code.
  const codes = tokens.filter(
    (t) => isCode(t) && t.length >= 3 && !MONITOR_NOISE.test(t) && !/^\d{3,4}x\d{3,4}$/.test(t),
  );
  if (codes.length === 0) return { reason: 'sin código de modelo' };
  // Some makers reuse a code across sizes (Samsung DG300 in 24" and 27"); 26.5" and 27" are one size.
  const inches =
    first(tokens, 'in') ?? tokens.find((t) => /^\d{2}(\.\d)?$/.test(t) && Number(t) >= 17 && Number(t) <= 57);
  return {
    parts: { brand, model: sorted(codes) },
    attrs: inches ? { size: String(Math.round(Number(inches))) } : {},
  };
}

/**
 * Words of a steering wheel's name that describe it ('Driving Force', 'Force Feedback', 'Trueforce', 'Simulador',
 * '+ Pedales'): the model code names the wheel, and a shifter ('Palanca') stays a bundle.
 */
const WHEEL_DESCRIPTION = new Set([
  'driving', 'force', 'feedback', 'trueforce', 'simulador', 'carreras', 'racing', 'pedales', 'pedalera',
]); // prettier-ignore

/** Words of a security camera's name that describe it ('Cámara Seguridad IP Wi-Fi 360 Nocturna'). */
const CAMERA_DESCRIPTION = new Set([
  'ip', 'seguridad', 'security', 'home', 'motorizad', 'motorizada', 'motorizado', '360', 'nocturna', 'diurna',
  'rotacion', 'vision', 'ip65', 'ip66', 'ip67',
  // where it goes, how it turns, the card it takes, the picture it gives: its code fixes them all
  'interior', 'exterior', 'gira', 'giratoria', 'domo', 'pt', 'ptz', 'sd', 'microsd', 'vis', 'noche', 'hd', 'fhd',
  'full', 'qhd', '2k', '3k', '4k', '1080p', '2mp', '3mp', '4mp', '5mp',
]); // prettier-ignore

/** Words that describe a peripheral, case or cooler rather than name it. */
const DESCRIPTIVE_NOISE = new Set([
  ...Object.values(KIND_WORDS).flat(), 'gamer', 'gaming', 'mecanico', 'mecanica', 'membrana', 'optico', 'inalambrico',
  'inalambrica', 'wireless', 'bluetooth', 'bt', 'cableado', 'estereo', 'stereo', 'surround', 'sorround', 'microfono', 'con', 'vincha',
  'espanol', 'spanish', 'latam', 'ingles', 'us', 'switch', 'switches', 'vidriotemplado', 'midtower', 'fulltower',
  'lateral', 'frontal', 'mesh', 'fans', 'ventiladores', 'incluidos', 'jeringa', 'termica', 'cloth', 'tela', 'tkl',
  'minitower', 'swich', 'tipo', 'multiplataforma',
  // a pad's base and surface
  'antideslizante', 'impermeable', 'bordes', 'cosidos',
  'fullsize', 'compacto', 'ergonomico', 'lightspeed', 'intel', 'amd', 'procesador', 'cpu', 'red', 'usb', 'pc', 'ps3',
  'ps4', 'ps5', 'xbox', 'portatil', 'hd', 'fhd', 'uhd', 'tg', 'atx', 'matx', 'itx', 'pack', 'unidades', 'kit',
  'adaptador', 'router', 'cat', 'utp', 'puertos', 'hub', 'ups', 'estabilizador', 'tomas', 'llave', 'blister', 'wir',
  'lighting',
  // a range extender's kind, as stores word it ('Extensor de Rango', 'Repetidor WiFi Extensor de Señal')
  'extensor', 'repetidor', 'rango', 'senal',
  // a keyboard's dust-proof switches
  'dust', 'proof',
  'placa', 'doble', 'torre',
  // a microphone's short form and capsule, a keyboard's switch maker ('Outemu Red' is its red switch)
  'mic', 'condensador', 'outemu', 'otemu', 'band', 'banda', 'nano', 'fan', 'fans', 'dualband', 'gigabit', 'ethernet', 'wired', 'alambrico',
  // what is in the box or how a mouse or headset connects and weighs ('c/Dongle', 'Trimodo', 'Ultra Liviano'),
  // its backlight, software and certifications, a keyboard's 'Sw' (switch), a colour's shade ('Rosa Claro')
  'dongle', 'trimodo', 'liviano', 'ultraliviano', 'retroiluminado', 'software', 'thx', 'hyperspeed', 'sw', 'recargable',
  'claro', 'oscuro', 'dpi', 'color', 'esp',
  // a webcam's or presenter's description: what it works with, its frame rate, the tripod or laser in the box
  'skype', 'twitch', 'twicht', 'fps', 'tripode', 'trip', 'puntero', 'multimedia',
  // a printer's kind and print method: its model code names it ('Impresora Láser Mono M6559NW')
  'impresora', 'laser', 'mono', 'monocromatica', 'multifuncion',
  // TP-Link's prefix ('TL-SG108', 'TL-WN823N'): stores write the model with it or without.
  'tl',
]); // prettier-ignore

/** Tagged tokens that name a product part rather than measure it (GT502 is a case, not a chip). */
const NAMING_TAGS = ['gpu', 'cpu', 'kit', 'atx'];

/** Cooler Master's series words and the code prefix that abbreviates them. */
const SPELLED_SERIES: Record<string, RegExp> = {
  masterfan: /\bmf\d/,
  masterliquid: /\bml\d/,
  masterair: /\bma\d/,
  masterbox: /\bmb\d/,
};

/**
 * A case's fans as stores write them ('Fan x3', 'x3 Fan', '3x120mm', '4x12cm', 'fx3') are no model words: their
 * count is a stated detail (see hardware/differences). 'TG x2' (two glass panels), 'Templado' describe the glass,
 * 'PWM' how the fans are driven.
 */
function caseWords(tokens: string[]): string[] {
  const isFan = (w: string | undefined) => w === 'fan' || w === 'fans';
  return tokens.filter((t, i) => {
    if (/^(\d)x(?:120|140|12|14)(?:mm|cm)?$/.test(t) || /^fx\d$/.test(t)) return false;
    const times = /^x\d$/.test(t);
    if (times && (tokens[i - 1] === 'tg' || tokens.slice(0, i).some(isFan) || isFan(tokens[i + 1])))
      return false;
    return t !== 'templado' && t !== 'vidrio' && t !== 'pwm';
  });
}

/**
 * 'Wi-Fi' beside an adapter's speed class ('AC1300') or a kind that is a Wi-Fi unit (a range extender, an IP
 * camera), which names a Wi-Fi unit already (see differences).
 */
const WIFI_WORD = /^wifi(?:5|6|6e)?$/;
const isWifiUnit = (name: string) => namesWifiUnit(` ${normalizeText(name).replace(/[^a-z0-9]+/g, ' ')} `);

const SHORT_SPANISH = /^(?:es|esp|sp)$/;
const isKeyboard = (tokens: string[]) => tokens.includes('teclado') || tokens.includes('keyboard');

/** Platforms a peripheral lists it works with ('PC/XBOX/PS/MAC/Switch'). */
const PLATFORMS = new Set(['xbox', 'ps4', 'ps5', 'nintendo']);
/** A mouse's resolution and polling rate ('12800 DPI', '24000dpi', '8khz', '8K'): compared as details. */
const MOUSE_FIGURE = /^(?:\d{3,5}dpi|\d{1,2}khz)$/;

function genericKey(named: string[], brand: string | undefined, kind: Kind): Built {
  if (!brand) return { reason: 'sin marca' };
  const tokens = kind === 'case' ? caseWords(named) : named;
  // 'PC/PS' lists platforms too.
  const listsPlatforms =
    tokens.some((t) => PLATFORMS.has(t)) || (tokens.includes('pc') && tokens.includes('ps'));
  const isGamepad = tokens.some((t) => t === 'gamepad' || t === 'joystick' || t === 'joypad');
  // A PC assembled by the store (named after its processor) is the store's own product.
  if (kind === 'system' && (CHIP_MAKERS.has(brand) || tokens.includes('armada')))
    return { reason: 'equipo armado por la tienda' };
  const significant = tokens.flatMap((t, i) => {
    if (t.includes(':')) {
      const tag = t.slice(0, t.indexOf(':'));
      // A system is decided by everything it holds: processor, memory, storage, graphics.
      if (NAMING_TAGS.includes(tag) || (kind === 'system' && tag !== 'in' && tag !== 'rating'))
        return [tagValue(t)];
      return [];
    }
    const noise =
      brandOf(t) ||
      COLOURS[t] ||
      (t === 'red' && (kind === 'peripheral' || kind === 'case' || kind === 'cooler')) ||
      GENERIC_NOISE.has(t) ||
      DESCRIPTIVE_NOISE.has(t) ||
      /^\d+\.\d+$/.test(t) ||
      /^\d+%$/.test(t) ||
      /^(lga|am)\d+$/.test(t) ||
      // a GTIN a store writes in the name ('(6950376717498)'): compared as a code, never as a model word
      /^\d{12,14}$/.test(t) ||
      // the Intel sockets a cooler lists beside AMD's ('(1700 / Am4)')
      (kind === 'cooler' && LGA_NUMBERS.includes(t) && tokens.some((w) => /^am\d$/.test(w))) ||
      // a cooler's fans: how many ('2x' beside its radiator's size) and how they connect ('PWM 4pin')
      (kind === 'cooler' && (/^\dx$/.test(t) || /^[34]pin$/.test(t) || t === 'pwm')) ||
      // Cooler Master's series spelled beside the code that abbreviates it ('MasterFan MF120', 'MasterLiquid ML240L')
      (brand === 'coolermaster' && SPELLED_SERIES[t]?.test(tokens.join(' '))) ||
      /^\d+p$/.test(t) ||
      // a battery's hours ('45hs'), and 'PS', 'Mac' or 'Mobile' in a list of the platforms a headset works with
      /^\d+hs$/.test(t) ||
      ((t === 'ps' || t === 'mac' || t === 'mobile') && listsPlatforms) ||
      // the input modes a gamepad offers, and the systems beside a PC it works with ('PC Android TV')
      t === 'xinput' ||
      t === 'directinput' ||
      (t === 'control' && isGamepad) ||
      // the sensor of a mouse sold only with it (see hardware/differences)
      (t === 'hero' && tokens.some((w) => WIRELESS_HERO_MICE.includes(w))) ||
      (/^(?:android|ios|tv|nswitch)$/.test(t) && (listsPlatforms || isGamepad || tokens.includes('pc'))) ||
      MOUSE_FIGURE.test(t) ||
      // a mouse's weight ('60gr') and its sensor's resolution in thousands ('44K'; one digit is a polling rate)
      /^\d{2,3}(?:gr|grs|gramos)$/.test(t) ||
      (/^\d{2}k$/.test(t) && tokens.includes('mouse')) ||
      // a webcam's frame rate and resolution lines ('30fps', '60 Fps', 'Hd 720')
      /^\d{2,3}fps$/.test(t) ||
      (/^\d{2,3}$/.test(t) && tokens[i + 1] === 'fps') ||
      (/^(?:720|1080|1440|2160)$/.test(t) && tokens.includes('webcam')) ||
      // a gamepad's two motors, which makers other than Sony name so ('Dual Shock')
      (t === 'dualshock' && brand !== 'sony') ||
      // a keyboard's layout written short ('Callaz TKL ES', 'Slimstar 230ii Black Sp'), as 'Spanish' is
      (SHORT_SPANISH.test(t) && isKeyboard(tokens)) ||
      // Logitech's gaming mark before a line, written or left out ('G Pro X Superlight' = 'PRO X Superlight')
      (t === 'g' && brand === 'logitech') ||
      (/^\d{3,5}$/.test(t) && tokens[i + 1] === 'dpi') ||
      (t === '8k' && tokens.includes('mouse')) ||
      // 'Mouse Gamer De Juego', 'Controlador De Juego': what it is for, not its name
      (t === 'juego' && tokens[i - 1] === 'de') ||
      // a steering wheel's description: its line's words, its feedback, the pedals every such wheel comes with
      (WHEEL_DESCRIPTION.has(t) && tokens.includes('volante')) ||
      // and its list of Xbox consoles ('PC/XBOX S/X/One'), its console read as a stated detail
      (/^(?:one|series|s|x)$/.test(t) && tokens.includes('volante') && tokens.includes('xbox')) ||
      // a security camera's description: what it is for, how it turns and sees at night
      (CAMERA_DESCRIPTION.has(t) && tokens.includes('camara'));
    if (noise) return [];
    // Wi-Fi up to 6E is one edition word ('Wifi', 'WIFI 5', 'Wifi 6'); Wi-Fi 7 stays its own.
    return [/^wifi(?:5|6|6e)$/.test(t) ? 'wifi' : t];
  });
  if (significant.length === 0) return { reason: 'sin modelo' };
  const attrs: Record<string, string> = {};
  if (tokens.some((t) => ['inalambrico', 'inalambrica', 'wireless', 'lightspeed', 'wir'].includes(t)))
    attrs.wireless = 'yes';
  if (
    tokens.some(
      (t) => ['espanol', 'spanish', 'latam'].includes(t) || (SHORT_SPANISH.test(t) && isKeyboard(tokens)),
    )
  )
    attrs.layout = 'es';
  if (tokens.some((t) => ['ingles', 'us'].includes(t))) attrs.layout = 'us';
  const colour = colourOf(tokens, kind === 'peripheral' || kind === 'case' || kind === 'cooler');
  // A mouse holds no gigabytes: '99g' after its name is its weight ('G305 … Blue 99g 250Hs'); a camera's are
  // the card it takes.
  const holdsNone = (kind === 'peripheral' && tokens.includes('mouse')) || tokens.includes('camara');
  const capacity = holdsNone ? undefined : first(tokens, 'cap');
  return {
    parts: {
      brand,
      model: sorted(significant),
      capacity: kind === 'system' ? '' : (capacity ?? ''),
      colour: colour && colour !== 'black' ? colour : '',
    },
    attrs,
  };
}

/**
 * A peripheral's maker code ('G305', 'HS65', 'K552', 'MK235', 'C270'): letters then digits, perhaps a
 * letter or two after. Not measures, platforms, connections, network classes or memory generations,
 * which many products share ('1080p', 'PS4', 'USB3', 'AC1200', 'Cat6', 'DDR4').
 */
const MAKER_CODE = /^[a-z]{1,8}\d{2,5}[a-z]{0,2}$/;
const NOT_A_MAKER_CODE =
  /^(?:ddr|gddr|lpddr|am|lga|ps|usb|cat|rj|ip|ac|ax|be|wifi|hdmi|dp|pcie|gen|sata|nvme|cl|x|fx|tg|rtx|gtx|rx|mp|fhd|uhd|hd)\d/;

/** A maker code written with a hyphen ('NX-7125', 'KB-123', 'HS-02B'), not inside a longer part number. */
const HYPHENATED_MAKER_CODE = /(?<![a-z0-9-])([a-z]{1,4})-(\d{2,5}[a-z]{0,2})(?![a-z0-9]|-\d)/g;

/**
 * The maker codes of a peripheral's name ('g305', 'nx7125'), sorted and joined, or undefined: two listings
 * naming other codes are other products (see listing-identity). A name without a kind word ('Logitech M90
 * Negro') counts as a peripheral here; an accessory for another product ('… para G29') names that product's
 * code, not its own, and gets none.
 */
export function makerCodesOf(key: ModelKey, name: string): string | undefined {
  // Most names have no code among their model words: nothing to read.
  if (!key.key || !key.parts.model || key.codes.length || !/\d/.test(key.parts.model)) return undefined;
  if (key.kind !== 'peripheral' && key.kind !== 'other' && key.kind !== 'system') return undefined;
  const text = normalizeText(name);
  const keyboardMouseKit = /\bteclado\b/.test(text) && /\bmouse\b/.test(text);
  if (key.kind === 'system' && !keyboardMouseKit) return undefined;
  if (/\b(?:para|compatible)\b/.test(text)) return undefined;
  const words = new Set(key.parts.model.split('-'));
  const codes = new Set<string>();
  for (const [, letters, digits] of text.matchAll(HYPHENATED_MAKER_CODE))
    if (words.has(letters!) && words.has(digits!)) {
      codes.add(`${letters}${digits}`);
      words.delete(letters!);
      words.delete(digits!);
    }
  for (const w of words) if (MAKER_CODE.test(w) && !NOT_A_MAKER_CODE.test(w)) codes.add(w);
  return codes.size ? [...codes].sort().join('+') : undefined;
}

/**
 * Redragon names its white editions by a W after the code (K552W, H510W, K619W): a name that says white
 * as well ('K552W … White') names the code without it, as other stores write it ('K552 … White'). A 'K552W'
 * whose name says no colour keeps its W, apart from the black K552.
 */
function withoutWhiteSuffix(tokens: string[]): string[] {
  if (!tokens.includes('redragon') || !tokens.some((t) => COLOURS[t] === 'white')) return tokens;
  return tokens.map((t) => (/^[a-z]{1,2}\d{3}w$/.test(t) ? t.slice(0, -1) : t));
}

const BUILDERS: Record<Kind, Builder> = {
  gpu: gpuKey,
  cpu: cpuKey,
  ram: ramKey,
  storage: storageKey,
  motherboard: motherboardKey,
  psu: psuKey,
  monitor: monitorKey,
  system: genericKey,
  cooler: genericKey,
  case: genericKey,
  peripheral: genericKey,
  other: genericKey,
};

/** The brand of a name: a partner brand before a chip maker (a GPU's brand is its board's maker). */
/**
 * The brand of a listing. A maker named in the name comes first; a chip maker only when nothing else
 * names one ('Cooler para Procesador … Intel / AMD' is for Intel and AMD sockets, made by someone else),
 * and never for a graphics card (its brand is the board's maker).
 */
function brandOfListing(tokens: string[], kind: Kind, fromField: string | undefined): string | undefined {
  const brands = tokens.map(brandOf).filter((b): b is string => Boolean(b));
  const maker = brands.find((b) => !CHIP_MAKERS.has(b));
  if (kind === 'gpu') return maker ?? (fromField && !CHIP_MAKERS.has(fromField) ? fromField : undefined);
  // A memory line only one maker sells names it ('Fury Beast' is Kingston's).
  const lineMaker = kind === 'ram' ? tokens.map((t) => RAM_LINE_MAKERS[t]).find(Boolean) : undefined;
  return maker ?? fromField ?? brands[0] ?? lineMaker;
}

/**
 * "Ryzen 5 5500 + Mother MSI A520M", "3200G + Cooler RGB": a bundle is not the product it starts with.
 * ("+ Wraith Stealth Cooler" is the boxed cooler, and "+Q 165Hz" a store's "better than".)
 */
function isBundle(name: string): boolean {
  if (!name.includes('+')) return false;
  const parts = normalizeText(name).split(/\s\+\s*|\+\s(?=[a-z])/);
  return parts.slice(1).some((part, i) => {
    const words = nameTokens(part).tokens;
    if (words[0] === 'wraith' || words[0] === 'q' || words.length === 0) return false;
    // 'Gabinete … + 4 Cooler': the fans the case comes with (counted in hardware/differences).
    if (/^\s*\d\s*x?\s*(?:coolers?|fans?|ventiladores)\b/.test(part)) return false;
    // 'Auricular + Micrófono': a headset and the microphone it has.
    if (
      /^(?:microfono|mic)$/.test(words[0]!) &&
      /\b(?:auricular|auriculares|headset|vincha)\s*$/.test(parts[i]!)
    )
      return false;
    return words.some((w) => KIND_OF_WORD.has(w) || Boolean(brandOf(w)));
  });
}

/** A word the extractor knows the meaning of: never taken for store noise. */
function isVocabularyWord(word: string): boolean {
  return (
    Boolean(brandOf(word)) ||
    GPU_LINE_WORDS.has(word) ||
    RAM_LINE_WORDS.has(word) ||
    Object.values(KIND_WORDS).some((list) => list.includes(word))
  );
}

/**
 * A board named by its maker and chipset, with no board word, lists the slots it has ('Gigabyte B850 Aorus
 * Elite Wifi7 Am5 Nvme U3.2 Dp Ddr5'): its 'Nvme' is no drive. The spec reader's part type says so.
 */
function boardListingItsSlots(kind: Kind, name: string, categoria: Categoria | undefined): Kind {
  if (kind !== 'storage') return kind;
  return (categoria ?? readCategory(specText(name))) === 'motherboard' ? 'motherboard' : kind;
}

/**
 * The model key of a listing's name (see ModelKey). `categoria`: the spec reader's part type of the name,
 * when the caller has read it already.
 */
export function modelKeyOf(input: NameInput, categoria?: Categoria): ModelKey {
  const read = nameTokens(input.name, input.storeName ?? undefined, isVocabularyWord);
  const tokens = withoutWhiteSuffix(read.tokens);
  const { truncated } = read;
  const kind = boardListingItsSlots(kindOf(tokens), input.name, categoria);
  const named =
    kind === 'other' && isWifiUnit(input.name) ? tokens.filter((t) => !WIFI_WORD.test(t)) : tokens;
  const codes = tokens.filter((t) => tagged(t, 'gpu') || tagged(t, 'cpu')).map(tagValue);
  const none = (reason: string): ModelKey => ({ key: null, kind, parts: { kind }, attrs: {}, reason, codes });
  if (tokens.some((t) => STORE_OWN_WORDS.has(t))) return none('producto propio de la tienda o usado');
  if (kind !== 'system' && isBundle(input.name)) return none('combo con otro producto');
  if (truncated) return none('nombre cortado por la tienda');
  const fromField = canonicalBrand(input.brand);
  const brand = brandOfListing(tokens, kind, fromField);
  const built = BUILDERS[kind](named, brand, kind);
  if (!built.parts) return none(built.reason ?? 'nombre sin datos suficientes');
  const key = [kind, ...Object.values(built.parts)].join('|');
  return { key, kind, parts: { kind, ...built.parts }, attrs: built.attrs ?? {}, codes };
}
