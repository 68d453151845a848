import { isNotThePart, negatedKindWord } from './not-a-part';
import type { Categoria, PartCategory } from './types';

/**
 * Which kind of part a listing is, from its name (already `specText`). Stores start a name with its kind
 * word ('Mother', 'Fuente', 'Disco'), so the earliest kind word decides; words of things that are not one
 * part (notebooks, PCs, peripherals, cables, case fans) compete in the same race, and bundles of several
 * parts are told apart first. Names without a kind word fall back to the chip or model they name.
 */

/** Kind words, each with the category it announces. Order does not matter: the earliest match wins. */
const KIND_WORDS: [RegExp, Categoria][] = [
  [/ (?:micro ?procesador|procesador|proces\.|microprocesador|cpu amd|cpu intel) /, 'cpu'],
  [/ micro (?=(?:procesador )?(?:amd|intel) )/, 'cpu'],
  // 'Mb' opens a board's name; elsewhere 'MB' is megabytes ('16384MB').
  // 'MotherboardMSI …': a store glues the maker to the kind word.
  [
    / (?:mother ?board|motheboard)| (?:mother|placa madre|tarjeta madre|placa base|mainboard) |^ (?:mb|mobo) /,
    'motherboard',
  ],
  [/ (?:memoria|memory|ram|sodimm|so-dimm) /, 'ram'],
  [
    / (?:placa de video|placa video|tarjeta de video|tarjeta grafica|placa grafica|vga|video geforce|video radeon|geforce|radeon rx|rtx|gtx|gt(?= ?\d)) (?=\w)/,
    'gpu',
  ],
  [/ (?:fuente|psu) /, 'psu'],
  // 'Gab' opens a case's name at some stores ('GAB GIGABYTE C102 GLASS SIN FUENTE').
  [/ gabinete |^ gab /, 'case'],
  [/ (?:disco|ssd|hdd|hd(?= ssd| \d+ ?(?:gb|tb)| interno| sata)) /, 'storage'],
  [
    / (?:water ?cool(?:er|ing)|liquid cooler|refrigeracion liquida|cpu cooler|cooler cpu|cooler para cpu|disipador|coolers?) /,
    'cooler',
  ],
  [/ monitor /, 'monitor'],
  // Things that are not one part of our kinds.
  [
    / (?:notebook|laptop|netbook|ultrabook|chromebook|all in one|aio pc|mini ?pc|pc|computadora|workstation|barebone|armado|service|servicio|tv|televisor|smart tv|proyector) /,
    'other',
  ],
  [
    / (?:teclado|mouse|auricular(?:es)?|headset|joystick|gamepad|parlante|microfono|webcam|camara|mousepad|silla|escritorio) /,
    'other',
  ],
  [
    / (?:cable|adaptador|conversor|extension|extensor|hub|soporte|elevador|base|protector|estabilizador|ups|zapatilla) /,
    'other',
  ],
  [
    / (?:pasta termica|grasa|pad termico|filtro|pen ?drive|pendrive|carry disk|carry|enclosure|docking|lector) /,
    'other',
  ],
  [
    / (?:fan|fans|ventilador|masterfan|kit|combo|tablet|celular|impresora|router|placa de red|placa de sonido) /,
    'other',
  ],
];

/**
 * Anywhere in a name, what makes it not one part even when a part's kind word comes first: a notebook or
 * PC built on the part, a memory card or USB drive, an external disk, a case fan, a kit or combo.
 */
const NOT_ONE_PART = [
  / (?:mini ?pc|barebone|pc gamer|pc oficina|workstation) /,
  / (?:micro ?sd(?:hc|xc)?|tarjeta de memoria|memoria micro|pen ?drive|pendrive) /,
  / (?:gabinete cooler|cooler gabinete|(?:cooler|ventilador|fan) (?:para|de) gabinete|cooler fan|fan cooler|masterfan) /,
  // Power adapters and chargers are not PC power supplies ('Fuente 12V 5A switching').
  / (?:\d+(?:\.\d+)? ?v \d+(?:\.\d+)? ?a|switching|cargador|transformador) /,
  / (?:kit(?:x\d)?|combo|bundle|armado) /,
  / (?:fan pack|pack x ?\d|bracket|caddy|bandeja|cofre|capturadora|memoria usb) /,
  // A drive that plugs in by USB is an external drive.
  / (?:ssd|disco|hdd)\b.* usb(?:[ -]?c| ?\d| )/,
  /^ disipador (?:para )?(?:m\.?2|ssd|nvme|ram|memoria)/,
];
/** Notebooks, except in a notebook memory's or disk's name ('Memoria Sodimm … para notebook'). */
const NOTEBOOK = / (?:notebook|laptop|netbook|ultrabook) /;
/** Parts a notebook takes as a separate part: its memory and its internal disk. */
const NOTEBOOK_PARTS = new Set<Categoria>(['ram', 'storage']);
/** An external disk or power bank; a portable monitor is still a monitor. */
const PORTABLE = / (?:externo|externa|portable|portatil) /;
/** A portable monitor, whatever notebook it is made for or store section opens its name. */
const PORTABLE_MONITOR = / monitor (?:portatil|portable) /;
/** A case's own fans ('Gabinete … + 4 Cooler', 'F-600W 5 Cooler Fan'): what the case comes with, not a bundle. */
const CASE_FANS =
  /\+ ?\d ?x? ?(?:coolers?|fans?|ventiladores?)(?![a-z])| \d+ ?x? (?:cooler fans?|fan coolers?) /g;

/** A CPU's own cooler closing its name ('Ryzen 3 4100 … + Cooler AM4'): no maker, no model, so the box's. */
const BOX_COOLER = / \+ ?cooler(?: (?:am[2345]|lga ?\d{4}|amd|intel|box|stock|original|incluido))* $/;

/** A module layout: '2x16GB', '(16GB x2)'. */
const RAM_LAYOUT = / \d ?x ?\d+ ?gb?(?![a-z])|[ (]\d+ ?gb? ?x ?\d(?![0-9])/;
const DDR = / ?ddr[345](?![0-9])/;
const RAM_WORD = / (?:memoria|ram|ddr[345]|u?dimm|sodimm)(?![a-z0-9])/;
/**
 * Memory sold as a kit of modules ('2X16GB KIT', 'MEMORIA … DDR5 … KIT'): one RAM product, not a combo of parts.
 * A layout or a DDR generation, beside a memory word.
 */
const isRamKit = (text: string) => (RAM_LAYOUT.test(text) || DDR.test(text)) && RAM_WORD.test(text);

/** A PC sold 'All in One', unless the kind is a liquid cooler (an AIO cooler). */
const ALL_IN_ONE = / (?:all in one|aio pc) /;

/** Chips and models that say the kind when no kind word does. */
const MODEL_HINTS: [RegExp, PartCategory][] = [
  [/ (?:rtx|gtx|gt|rx|arc) ?\d{3,4}/, 'gpu'],
  // A Radeon or GeForce number written bare, with the card's memory or maker ('5500XT 4GB', 'GIGABYTE 2060 SUPER').
  [
    /^(?=.* (?:\d{1,2} ?gb?|gigabyte|asus|msi|zotac|palit|pny|evga|gainward|galax|inno3d|sapphire|powercolor|xfx|asrock)(?![a-z0-9]))(?!.* (?:ryzen|athlon|r[3579]|amd ryzen)[ -]).* (?:[5-9][0-9]00 ?xtx?|(?:10[5-8]0|16[56]0|20[6-8]0|30[5-9]0|40[6-9]0|50[5-9]0)(?: ?ti| ?super)?)(?![a-z0-9])/,
    'gpu',
  ],
  [/ (?:ryzen|athlon|core ultra|core i[3579]|i[3579]-\d|celeron|pentium)(?![a-z])/, 'cpu'],
  [/ (?:ssd|nvme|m\.2) /, 'storage'],
  [/ hdd /, 'storage'],
  // A chipset with a socket ('MSI (SOCKET LGA 1700) PRO B760M-E DDR4'): a board, whatever memory it names.
  [
    /^(?=.*(?<![a-z0-9])(?:socket|lga ?\d{4}|am[45]|s1[27]00|s1851)(?![a-z0-9])).* [abhxzq][1-9]\d0e?m?(?:-[a-z0-9]+)?(?![a-z0-9])/,
    'motherboard',
  ],
  // Names that open with the maker ('Corsair CX650 650W 80 Plus Bronze', 'Kingston Fury Beast 16GB DDR4').
  [/ \d{3,4} ?w .*80 ?(?:\+|plus)| 80 ?(?:\+|plus).* \d{3,4} ?w /, 'psu'],
  [/(?<![a-z])ddr[345](?![0-9])/, 'ram'],
  [/ (?:mid ?tower|full ?tower|mini ?tower|midtower|masterbox|lancool) /, 'case'],
  [/ \d{2}(?:\.\d)?" .*(?:\d{2,3} ?hz|fhd|qhd|uhd)(?![a-z])/, 'monitor'],
  [
    / (?:hyper \d{3}|masterair|masterliquid|ml\d{3}l?|kraken|ak\d{3}|nh-[dlu]\d+|assassin|liquid freezer) /,
    'cooler',
  ],
];

/** Words after a bundle's '+' that name another part (not a spec such as '80+' or '+q 500gb'). */
const BUNDLE_PART =
  / \+ ?(?!q )(?:fuente|psu|monitor|cooler|water|procesador|micro|mother|placa|memoria|ram|\d+ ?gb|ssd|disco|teclado|mouse|auricular|gabinete|rtx|gtx|rx|ryzen|intel|amd|a520m?|b550m?|h610m?|kit|perifericos|tec|[a-z]{2}(?:240|280|360|420)(?![0-9]))/;

/** What a case sold with its PSU adds: only the PSU, nothing else. */
const CASE_WITH_PSU_ONLY = / (?:\+|\||c\/|con) ?(?:fuente|psu)| \+ ?\d{3,4} ?w| psu bundle/;
const PERIPHERALS = / (?:teclado|mouse|tec\/|tec\+|mou\+|perifericos|auricular|monitor)/;

function earliestKind(text: string): Categoria | undefined {
  let best: { at: number; kind: Categoria } | undefined;
  for (const [pattern, kind] of KIND_WORDS) {
    const at = firstKindWord(text, pattern, kind);
    if (at >= 0 && (!best || at < best.at)) best = { at, kind };
  }
  return best?.kind;
}

/** The kind words as global patterns, to walk past a negated match. */
const KIND_WORDS_ALL = new Map(KIND_WORDS.map(([p]) => [p, new RegExp(p.source, 'g')]));

/** Where a kind word first stands for the part: 'sin fuente', 'para monitor' name another thing's part. */
function firstKindWord(text: string, pattern: RegExp, kind: Categoria): number {
  const first = pattern.exec(text);
  if (!first || kind === 'other' || !negatedKindWord(text, first.index)) return first ? first.index : -1;
  for (const m of text.matchAll(KIND_WORDS_ALL.get(pattern)!))
    if (!negatedKindWord(text, m.index)) return m.index;
  return -1;
}

export function readCategory(name: string): Categoria {
  if (isCaseWithItsPsu(name)) return 'case';
  const kit = isRamKit(name) ? name.replace(/ kit(?= )/g, '') : name;
  const kind = earliestKind(kit) ?? hintedKind(kit);
  if (!kind || kind === 'other') return 'other';
  if (kind === 'monitor' && PORTABLE_MONITOR.test(name)) return readPortableMonitor(name);
  // A case counting the fans it comes with ('+ 4 Cooler', 'F-600W 5 Cooler Fan ARGB') is still a case.
  const text =
    kind === 'case' ? kit.replace(CASE_FANS, ' ') : kind === 'cpu' ? kit.replace(BOX_COOLER, ' ') : kit;
  if (NOT_ONE_PART.some((p) => p.test(text))) return 'other';
  if (kind !== 'monitor' && PORTABLE.test(text)) return 'other';
  if (kind !== 'cooler' && ALL_IN_ONE.test(text)) return 'other';
  if (!NOTEBOOK_PARTS.has(kind) && NOTEBOOK.test(text)) return 'other';
  if (BUNDLE_PART.test(text) || addsAnotherPart(text, kind)) return 'other';
  if (isNotThePart(text, kind)) return 'other';
  return kind;
}

/** A portable monitor made 'para notebook', opened by a store's section word ('Accesorios …'). */
function readPortableMonitor(text: string): Categoria {
  const own = text.replace(/^ accesorios? /, ' ').replace(/ (?:para|p\/) (?:notebooks?|laptops?) /g, ' ');
  return NOT_ONE_PART.some((p) => p.test(own)) || isNotThePart(own, 'monitor') ? 'other' : 'monitor';
}

/** Without a kind word, the chip or model named; a CPU and a GPU named together are a PC or a kit. */
function hintedKind(text: string): PartCategory | undefined {
  const hinted = new Set(MODEL_HINTS.filter(([pattern]) => pattern.test(text)).map(([, k]) => k));
  // A board names the memory generation and the drives it takes ('… Am5 Nvme U3.2 Dp Ddr5').
  if (
    hinted.has('motherboard') &&
    [...hinted].every((k) => k === 'motherboard' || k === 'ram' || k === 'storage')
  )
    return 'motherboard';
  return hinted.size === 1 ? [...hinted][0] : undefined;
}

/** What a CPU's box holds ('+ Wraith Stealth Cooler', '+ Radeon Vega 3') is not another part. */
const BOX_CONTENTS = /^ ?(?:wraith|radeon|vega|graficos|video|cooler (?:wraith|stock|original|incluido))/;

/** '… + Corsair Titan 240 Water Cooler': a chunk after ' + ' that is a part of another kind. */
function addsAnotherPart(text: string, kind: Categoria): boolean {
  return text
    .split(/ \+ ?/)
    .slice(1)
    .some((chunk) => {
      if (BOX_CONTENTS.test(chunk)) return false;
      if (PERIPHERALS.test(` ${chunk}`)) return true;
      const other = earliestKind(` ${chunk} `);
      return other !== undefined && other !== 'other' && other !== kind;
    });
}

/**
 * A case sold with its own PSU ('Gabinete … c/Fuente 500W', 'Combo Gabinete … + Fuente 750W') is still a
 * case; with a keyboard, mouse, monitor or any other part besides the PSU it is a kit.
 */
function isCaseWithItsPsu(text: string): boolean {
  const at = text.indexOf(' gabinete ');
  // 'Gabinete Kit …' lines come with keyboard and mouse; 'Combo Kit Gabinete … c/ Fuente' names the two parts.
  if (
    at < 0 ||
    !CASE_WITH_PSU_ONLY.test(text) ||
    PERIPHERALS.test(text) ||
    / kit(?:x\d)? /.test(text.slice(at))
  )
    return false;
  const firstPart = KIND_WORDS.filter(([, k]) => k !== 'other')
    .map(([p]) => p.exec(text)?.index ?? Infinity)
    .reduce((a, b) => Math.min(a, b), Infinity);
  if (firstPart < at) return false;
  const rest = text.replace(/ (?:\+|\||c\/|con) ?(?:fuente|psu)/g, ' fuente');
  return !BUNDLE_PART.test(rest);
}
