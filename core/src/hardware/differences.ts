import { COLOURS, MAKER_SERIES_WORDS } from '../models/vocabulary';
import { ownText, specText, withoutWordCodes } from './text';
import type { Categoria, Especificaciones } from './types';

/**
 * Details a listing's name states that make another product when another name states them otherwise, or
 * does not state them: size (mm, inches), capacity, interface (SATA/NVMe, USB generation and plug),
 * refresh rate and panel, wireless, keyboard layout, edition words (ARGB, RGB, Nano, Pro, Plus, X, Mini,
 * V2…), bundles ('con fuente', '+ monitor', kits, combos), packaging (tray/OEM) and colour.
 *
 * Detail → value, for what the name says and what is certain of it (`specs`: the spec reader's, from the
 * name's line or platform or a linked knowledge-base entry). Grouping keeps listings apart unless they state
 * the same details: a name that states less is not merged on the strength of what it leaves out, unless
 * what it leaves out is certain, and then it is known as if stated.
 *
 * Processors and graphics cards are named by their chip, which the model key reads already; of them only
 * packaging, bundles and colour are read here, so that a card's memory or a CPU's clocks written by one
 * store and not another do not split one product.
 */
export type StatedDetails = Record<string, string>;

/**
 * Details that describe a model more than they name it (a monitor's size and refresh rate, a drive's
 * interface, capacity and PCIe generation, a board's memory, the watts of a case's bundled supply): stores
 * state them or not at will, so they separate two names only when both state them, differently. Every other
 * detail separates also when one name states it and the other does not.
 */
export const DESCRIBED = new Set([
  'pulgadas',
  'hz',
  'panel',
  'interfaz',
  'pcie',
  'capacidadGB',
  'usb',
  'fuenteW',
  'dpi',
  'pollingKHz',
  'medidas',
  'ventiladores',
]);

/** Edition words that make another product of the same line (as whole words). */
const EDITION_WORDS: Record<string, string> = {
  argb: 'argb', rgb: 'rgb', nano: 'nano', pro: 'pro', plus: 'plus', mini: 'mini', max: 'max', lite: 'lite',
  ultra: 'ultra', elite: 'elite', se: 'se', core: 'core', x: 'x', v2: 'v2', v3: 'v3', v4: 'v4', v5: 'v5', evo: 'evo',
  neo: 'neo', air: 'air', duo: 'duo', hero: 'hero', slim: 'slim', compact: 'compact',
  wifi: 'wifi', wifi5: 'wifi', wifi6: 'wifi', wifi6e: 'wifi', wifi7: 'wifi7', 'wifi 6e': 'wifi', 'wifi 7': 'wifi7', bt: 'bt', csm: 'csm', 'low profile': 'lp', lp: 'lp',
  // Wi-Fi as stores shorten or hyphenate it ('WF6E', 'WF7', 'Wi-Fi').
  'wi fi': 'wifi', wf: 'wifi', wf6: 'wifi', wf6e: 'wifi', wf7: 'wifi7',
  // Makers' names for their RGB lighting: a 'Lightsync' or 'Chroma' product is the RGB one.
  lightsync: 'rgb', chroma: 'rgb',
  // A line's earlier or special editions: Logitech's G203 Prodigy and G502 Proteus, its League of Legends
  // ('LoL') pads, Redragon's Cobra FPS.
  prodigy: 'prodigy', proteus: 'proteus', lol: 'lol', fps: 'fps',
}; // prettier-ignore

/** A Wi-Fi speed class ('AC1300', 'AX1800'). */
export const WIFI_SPEED_CLASS = / a[cx]\d{3,4} /;
/** Kinds of product that are Wi-Fi units by what they are. */
const WIFI_BY_KIND =
  / (?:extensor|repetidor|router|mesh|access point|camara(?! web)|(?:adaptador|placa)(?: de red)?(?: usb| pci ?e| pcie)? wi ?fi|pci ?e wi ?fi) /;
/** A printer whose code ends in W, its Wi-Fi model ('P2509W', 'M111W'). */
const WIFI_PRINTER = / impresora .*\b[a-z]{0,4}\d{2,5}[a-z]*w /;

/**
 * Whether a name's words (normalized, space-padded) say a Wi-Fi unit already, so that 'Wi-Fi' beside them adds
 * nothing: an adapter's speed class ('AC1300', 'AX1800'; a board's Wi-Fi chip, 'AX200', is not read so), a kind
 * whose units all have it (a range extender, a router, a security camera, a Wi-Fi adapter or card: 'Adaptador
 * Wifi', 'Pci-e Wifi'), a printer whose code says it.
 */
export const namesWifiUnit = (words: string) =>
  WIFI_SPEED_CLASS.test(words) || WIFI_BY_KIND.test(words) || WIFI_PRINTER.test(words);

const EDITION_ENTRIES = Object.entries(EDITION_WORDS);
// Looked up word by word (a name has a dozen words, the list some sixty), the phrases by substring.
const EDITION_OF_WORD = new Map(EDITION_ENTRIES.filter(([word]) => !word.includes(' ')));
const EDITION_PHRASES = EDITION_ENTRIES.filter(([word]) => word.includes(' '));
/** Every edition a name may state (readStatedDetails' 'edicion'), but named ones ('Black Edition'). */
export const EDITIONS = [...new Set([...Object.values(EDITION_WORDS), 's', 'expo'])];
const SERIES_ENTRIES = Object.entries(MAKER_SERIES_WORDS);

/**
 * Words saying the unit is sold wireless (wired is what a name means when it says neither). Logitech's
 * 'Lightspeed' is its wireless link, not an edition: 'G305 Inalámbrico' is the 'G305 Lightspeed'. 'WIR' is a
 * distributor's short form of wireless.
 */
const WIRELESS = / (?:inalambric[oa]s?|wireless|wir|lightspeed|bluetooth|2\.4 ?ghz|hyperspeed) /;

/**
 * Logitech mice sold only as LIGHTSPEED wireless units with a HERO sensor (G304/G305, G603, G604, PRO X
 * Superlight, per Logitech's spec sheets): a name leaving out 'Wireless' or 'Hero' leaves nothing open.
 */
export const WIRELESS_HERO_MICE = ['g304', 'g305', 'g603', 'g604', 'superlight'];
const NAMES_WIRELESS_HERO_MOUSE = new RegExp(` (?:${WIRELESS_HERO_MICE.join('|')}) `);

/**
 * Logitech models sold only wireless (Logitech's spec sheets): mice, keyboards, keyboard-and-mouse combos and
 * headsets whose every unit is wireless or Bluetooth, so a name leaving out 'Inalámbrico' leaves nothing open.
 * Read only beside 'Logitech': other makers reuse such codes. Models sold both ways (G502, G PRO, G435's wired
 * cousins…) are not listed.
 */
const LOGITECH_WIRELESS_ONLY = [
  // mice
  'm170', 'm171', 'm185', 'm187', 'm190', 'm196', 'm220', 'm240', 'm280', 'm310', 'm317', 'm325', 'm330', 'm337',
  'm350', 'm510', 'm535', 'm585', 'm590', 'm650', 'm705', 'm720', 'g705', 'g903',
  // keyboards
  'k230', 'k270', 'k360', 'k380', 'k380s', 'k400', 'k480', 'k580', 'k780', 'g915', 'g913',
  // keyboard-and-mouse combos
  'mk220', 'mk235', 'mk240', 'mk270', 'mk295', 'mk345', 'mk470', 'mk540', 'mk545', 'mk550', 'mk710', 'mk850',
  // headsets
  'g533', 'g535', 'g733', 'g735', 'g935', 'h600', 'h800',
]; // prettier-ignore
const NAMES_LOGITECH_WIRELESS_ONLY = new RegExp(` (?:${LOGITECH_WIRELESS_ONLY.join('|')}) `);

const LAYOUTS: [RegExp, string][] = [
  [/ (?:tkl|tenkeyless|80 ?%) /, 'tkl'],
  [/ (?:60 ?%) /, '60'],
  [/ (?:65 ?%) /, '65'],
  [/ (?:75 ?%) /, '75'],
  [/ (?:96 ?%) /, '96'],
  [/ (?:full ?size|100 ?%) /, 'full'],
];

/** Any layout word, to skip the list for the many names that have none. */
const ANY_LAYOUT = / (?:tkl|tenkeyless|\d\d ?%|full ?size) /;

const PANELS: [RegExp, string][] = [
  [/ (?:qd-?oled|woled|oled) /, 'oled'],
  [/ (?:nano ?ips|fast ?ips|ips) /, 'ips'],
  [/ va /, 'va'],
  [/ tn /, 'tn'],
];

const ROMAN: Record<string, string> = { ii: '2', iii: '3', iv: '4' };

const RED_IS_COLOUR = / (?:mouse|auricular(?:es)?|joystick|gamepad) /;
const RED_SWITCH = / (?:switch(?:es)?|outemu|cherry|mx|gateron|kailh|linear|lineal) red /;

/** A steering wheel or a gamepad, whose console is part of what it is. */
const GAME_CONTROLLER = / (?:volante|joystick|gamepad|joypad|mando|controller|control(?:ador)? de juego) /;

/** A bundle: a case with its power supply, a part with another one, a kit or combo of several. */
const BUNDLE =
  / (?:con fuente|c\/ ?fuente|\+ ?fuente|combo|\+ ?(?:monitor|mouse|teclado|auricular(?:es)?|pad|mousepad|padmouse|cooler|placa|mother|motherboard|fuente|gabinete|ssd|disco|memoria|ram|micro|procesador|juego|mochila|maletin|bolso|funda|palanca|shifter|volante|joystick|gamepad|webcam|camara|parlantes?|soporte|silla)) /;

/** A case's fan count, as stores write it (the count in group 1). */
const CASE_FAN_COUNTS = [
  / (?:\+ ?)?(?:x ?)?(\d) ?x? ?(?:fans?|ventiladores|coolers?)(?: argb| rgb)?(?= )/,
  / (?:fans?|ventiladores|coolers?) ?x ?(\d) /,
  / fx(\d) /,
  / (\d) ?x ?(?:120|140|12|14) ?(?:mm|cm)? /,
];

export function readStatedDetails(
  name: string,
  categoria: Categoria,
  specs?: Especificaciones,
): StatedDetails {
  // What a store lists after the name of other products it sells ('(Similar 480GB)') is not this one's.
  let text = ownText(specText(withoutWordCodes(name)))
    .replace(/[()[\]|,;]/g, ' ')
    // 'Teclado+mouse': a plus glued between words is the plus of a bundle.
    .replace(/([a-z])\+(?=[a-z])/g, '$1 + ')
    // Not edition words: '80 Plus' ratings, Nano IPS panels, 'OC 200Hz' overclocks.
    .replace(/ 80 ?\+? ?plus /g, ' 80plus ')
    .replace(/ nano ?ips /g, ' ips ')
    .replace(/ mini ?-?itx /g, ' itx ')
    // Nor is a case's 'Mini Tower' size a Mini edition.
    .replace(/ mini ?-?tower /g, ' minitower ')
    .replace(/ oc (\d{2,3}) ?hz /g, ' ')
    // Not an edition: 'Ultra Wide' is how some stores write an UltraWide panel, 'Ultra Liviano' a light mouse.
    .replace(/ ultra ?-?wide /g, ' ultrawide ')
    .replace(/ ultra ?-?(?:liviano|livianos|light|lightweight) /g, ' ultraliviano ')
    // Nor is Genius's SlimStar line a Slim edition, nor a socket 1851 board's 'Ultra' (it takes Core Ultras).
    .replace(/ slim ?-?star/g, ' slimstar')
    .replace(/1851 ultra /g, '1851 ')
    // Not edition words either: a count of modules or lanes ('2 x 8GB'), a processor's family or cores
    // ('Intel Core i5', 'Core 2 Duo', 'Quad Core').
    .replace(/ (\d+) ?x ?(?=\d)/g, ' $1x')
    // A webcam's frame rate ('60 FPS'), not Redragon's FPS edition.
    .replace(/ \d+ ?fps /g, ' ')
    // Nor is Logitech's HERO 2 sensor: the lines that have it (PRO X Superlight 2, PRO 2) were never sold
    // without it, where 'HERO 25K' names the HERO editions of older lines (G703, G903, G502).
    .replace(/ hero 2 /g, ' ')
    .replace(
      / (?:intel )?core (?=i[3579]|m[357]|2 duo|ultra|duo|solo)| (?:dual|quad|six|eight|hexa|octa)[ -]?core /g,
      ' ',
    )
    .replace(/\s+/g, ' ');
  const out: StatedDetails = {};
  // A wheel's list of Xbox consoles ('PC/XBOX S/X/One', 'Xbox Series X|S'): no 'X' or 'S' edition; the wheel's code
  // names it, and its console is read below.
  if (text.includes(' volante ') && text.includes('xbox'))
    text = text.replace(/(?<=[ /])(?:one|series|s|x)(?=[ /])/g, ' ');
  const add = (key: string, value: string | undefined) => {
    if (value !== undefined)
      out[key] = out[key] && out[key] !== value ? [out[key], value].sort().join('+') : value;
  };
  const colours = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) {
    const colour = COLOURS[word];
    // 'Silver' on a power supply is its 80 Plus rating.
    // A board comes black or grey unless it is its white edition: only white names one.
    const boardShade = categoria === 'motherboard' && colour !== 'white';
    if (colour && colour !== 'black' && !boardShade && !(categoria === 'psu' && colour === 'silver'))
      colours.add(colour);
  }
  // 'Red' is English for rojo on a mouse or headset (Spanish for network on a card or cable, and a
  // keyboard's 'Switch Red' is its switch).
  if (categoria === 'other' && / red /.test(text) && RED_IS_COLOUR.test(text) && !RED_SWITCH.test(text))
    colours.add('red');
  if (colours.size) out.color = [...colours].sort().join('+');
  // A 'Kit' of one part in a pack ('Kit Fan … Pack x3') is the pack, whose count the key holds.
  const kit = categoria !== 'ram' && / kit /.test(text) && !/ pack /.test(text);
  if (BUNDLE.test(text) || kit) out.paquete = 'combo';
  // A kit with a pad besides ('MK235 + Padmouse') is not the kit alone.
  if (/ \+ ?(?:pad|mousepad|padmouse|mouse ?pad) /.test(text)) out.paquete = 'combo+pad';
  if (categoria === 'cpu' && / (?:tray|oem|bulk|sin caja) /.test(text)) out.empaque = 'tray';
  else if (/ (?:bulk|oem) /.test(text)) out.empaque = 'bulk';
  // 'Core Ultra 5 250K Plus' is the refresh of the 250K.
  if (categoria === 'cpu' && / plus /.test(text)) out.edicion = 'plus';
  // A special edition in its own box ('10th Anniversary Edition') is sold as another product.
  if (/ (?:anniversary|aniversario) | \d+ ?(?:th|vo|mo) (?:edicion|edition) /.test(text))
    out.edicion = out.edicion ? `${out.edicion}+aniversario` : 'aniversario';
  if (categoria === 'cpu' || categoria === 'gpu') return out;

  for (const m of text.matchAll(/ (\d{2,3}) ?mm /g)) add('mm', m[1]);
  // Sizes as the nearest inch: stores write one panel 23.8 or 24, 24.5 or 25.
  for (const m of text.matchAll(/ (\d{2}(?:\.\d)?) ?(?:"|pulgadas|pulg\.?|inch|in) /g))
    add('pulgadas', String(Math.round(Number(m[1]))));
  if (categoria !== 'ram')
    // Not a transfer rate ('6Gb/s', '6Gb s').
    for (const m of text.matchAll(/ (\d+(?:\.\d+)?) ?(tb|gb) (?!s |\/ ?s )/g))
      add('capacidadGB', String(decimalGB(Number(m[1]), m[2]!)));
  // The native refresh rate is the first stated.
  const hz = / (\d{2,3}) ?hz /.exec(text);
  if (hz) add('hz', hz[1]);
  const pcie = / (?:gen ?|g|pcie ?)([345])(?:\.0)? /.exec(text);
  if (pcie && categoria === 'storage') add('pcie', pcie[1]);
  // A board's memory as the spec reader reads it: stated (DDR4, D4) or certain from its chipset (B550 →
  // DDR4, AM5 → DDR5). A board whose chipset takes both and whose name says neither is not merged with
  // one that says which.
  if (categoria === 'motherboard') {
    const memoria = specs?.memoria;
    if (typeof memoria === 'string') out.memoria = memoria.toLowerCase();
    else if (Array.isArray(memoria)) out.memoria = memoria.join('+').toLowerCase();
  }
  if (categoria === 'monitor')
    for (const [pattern, panel] of PANELS) if (pattern.test(text)) add('panel', panel);
  if (/ nvme /.test(text)) add('interfaz', 'nvme');
  else if (/ sata\d? /.test(text) && categoria === 'storage') add('interfaz', 'sata');
  // A drive named by line and capacity alone (no interface, no form) may be either of a line sold as
  // SATA and as NVMe: it is not merged with a name that says which. A heatsink says M.2 NVMe.
  else if (
    categoria === 'storage' &&
    / (?:ssd|solido) /.test(text) &&
    !/ (?:m\.?2|2\.5|msata|pcie?|pci-e|sas|heat ?-?sink|disipador|disipado|disip|disi) /.test(text)
  ) {
    // Unless both are certain: a line made with one interface and one form (BX500: SATA 2.5"; NV3: NVMe
    // M.2 2280) or a part number linked to one entry. Then the name leaves nothing open and the interface
    // is known as if stated. A line sold in two forms (MX500, A400: 2.5" and M.2) stays unsaid.
    const known = knownDriveInterface(specs);
    if (known) add('interfaz', known);
    else out.interfazNoDicha = 'si';
  }
  // A hard disk's cache: one line and capacity comes with 64 and 256 MB, two models.
  const cache = categoria === 'storage' ? / (\d{2,3}) ?mb (?!\/|s )/.exec(text) : null;
  if (cache) out.cacheMB = cache[1]!;
  for (const m of text.matchAll(/ usb ?-?(?:a )?(\d(?:\.\d)?(?: gen ?\d(?:x\d)?)?) /g))
    add('usb', m[1]!.replace(/\s+/g, ''));
  // A USB-C plug makes another peripheral or cable (H390 USB-A / USB-C); on a monitor, case or board it
  // is one of its ports, described or not.
  if (categoria === 'other' && / (?:usb ?-?c|type ?-?c|tipo ?-?c) /.test(text)) add('usbC', 'si');
  // 'BT' on a peripheral is Bluetooth, as the word is ('NX-8080S BT' is the 'NX-8080S Bluetooth').
  const bluetooth = categoria === 'other' && / bt(?:-2\.4ghz)? /.test(text);
  const wirelessHeroMouse = categoria === 'other' && NAMES_WIRELESS_HERO_MOUSE.test(text);
  const wirelessOnly =
    wirelessHeroMouse ||
    (categoria === 'other' && text.includes(' logitech ') && NAMES_LOGITECH_WIRELESS_ONLY.test(text));
  if (WIRELESS.test(text) || bluetooth || wirelessOnly) out.inalambrico = 'si';
  // A headset sold as its USB version (Corsair's HS80 RGB USB) is not its wireless one, nor one that says neither.
  else if (categoria === 'other' && / auricular(?:es)? /.test(text) && / usb /.test(text))
    out.conexion = 'usb';
  // A PS/2 mouse or keyboard is not its USB namesake.
  if (categoria === 'other' && / ps ?\/ ?2 /.test(text)) out.conexion = 'ps2';
  // A mouse's resolution and polling rate, stated or not at will ('12800 DPI', '8K' / '8khz').
  if (categoria === 'other') {
    const dpi = text.includes('dpi') && / (\d{3,5}) ?dpi /.exec(text);
    if (dpi) add('dpi', dpi[1]);
    const polling =
      (text.includes('khz') && / (\d{1,2}) ?khz /.exec(text)) ||
      (text.includes(' mouse ') && / (\d)k /.exec(text));
    if (polling) add('pollingKHz', polling[1]!);
  }
  // The fans a case comes with, however counted ('3 Fans', 'x3 Fan', 'Fan x3', 'fx3', '+ 4 Cooler', '4x120mm'):
  // stated or not at will, and two counts are two products.
  const caseFans = categoria === 'case' ? CASE_FAN_COUNTS.map((p) => p.exec(text)).find(Boolean) : null;
  if (caseFans) add('ventiladores', caseFans[1]);
  // A pad's, fan's or case's length and width ('940x410x4mm', '120x120x25mm', '30 x 70 cm'), in mm to the nearest
  // centimetre: stores disagree on a pad's thickness and a case's fractions. Model keys leave measures out of
  // their words for every kind, so every kind reads them here.
  const measures = / (\d{2,4}(?:\.\d+)?)x(\d{2,4}(?:\.\d+)?)(?:x[\d.]+)? ?(mm|cm) /.exec(text);
  if (measures) {
    const mm = (n: string) => Math.round((Number(n) * (measures[3] === 'cm' ? 10 : 1)) / 10) * 10;
    add('medidas', [mm(measures[1]!), mm(measures[2]!)].sort((a, b) => b - a).join('x'));
  }
  // A peripheral's generation ('Astro A50 Gen 5', 'TUF H1 Gen II') is another product than the line's others.
  const generation = categoria === 'other' ? / (?<!pcie |usb |hdmi )gen ?(\d|ii|iii|iv)\b/.exec(text) : null;
  if (generation) out.generacion = ROMAN[generation[1]!] ?? generation[1]!;
  // So is a version after an edition word ('ATK A9 Plus 2.0', 'Harrow G808 Pro 2.0'); elsewhere 'N.0' is a port's,
  // a radio's, a speaker's channels or a clock ('USB 3.0', 'Bluetooth 5.0', 'Parlantes 2.0', '4.0 Ghz').
  const version =
    categoria === 'other' && !generation
      ? / (?:plus|pro|max|mini|ultra|lite|air|se) ([2-5])\.0 (?!ghz|mm)/.exec(text)
      : null;
  if (version) out.generacion = version[1]!;
  // A wheel's or gamepad's console: one code is sold for Xbox and for PlayStation (Logitech's G923).
  if (categoria === 'other' && GAME_CONTROLLER.test(text)) {
    if (/[ /.]xbox(?=[ /.])/.test(text)) add('plataforma', 'xbox');
    if (/[ /.](?:ps[345]?|playstation)(?=[ /.])/.test(text)) add('plataforma', 'ps');
  }
  // A keyboard with magnetic (Hall effect) switches is another product than its mechanical namesake.
  if (/ teclados? /.test(text) && / (?:magnetico|magnetic|hall effect) /.test(text)) out.switch = 'magnetico';
  // A keyboard's layout language: an English and a Spanish keyboard are two products.
  if (/ teclados? /.test(text)) {
    if (/ (?:ingles|english|us) /.test(text)) out.idioma = 'en';
    else if (/ (?:espanol|spanish|la|latam|esp|es) /.test(text)) out.idioma = 'es';
  }
  if (ANY_LAYOUT.test(text))
    for (const [pattern, layout] of LAYOUTS) if (pattern.test(text)) add('formato', layout);
  const words = ` ${text.replace(/[^a-z0-9%".]+/g, ' ')} `;
  const editions = new Set<string>();
  for (const word of words.split(' ')) {
    const edition = EDITION_OF_WORD.get(word);
    if (edition) editions.add(edition);
  }
  for (const [phrase, edition] of EDITION_PHRASES) if (words.includes(` ${phrase} `)) editions.add(edition);
  // A named edition ('Black Edition', 'Launch Edition') is another product than the line's plain one.
  for (const m of text.matchAll(/ ([a-z]{3,}) (?:edition|edicion) /g))
    if (!/^(?:special|especial|limited|limitada)$/.test(m[1]!)) editions.add(`${m[1]}-edition`);
  // A one-letter edition after a model word ('Cloud Stinger S'), not 's/cooler' or 'S.1700'.
  if (/ [a-z]{3,} s (?!\/)/.test(text)) editions.add('s');
  // Kits sold in an AMD EXPO version and an unstated one are two products; a single module of up to
  // 16 GB is sold one way (the labelled convention).
  const totalGB = Math.max(0, ...[...text.matchAll(/ (\d{1,3}) ?gb /g)].map((m) => Number(m[1])));
  if (categoria === 'ram' && / expo /.test(text) && (/ \d ?x ?\d/.test(text) || totalGB > 16))
    editions.add('expo');
  // ARGB says RGB too, and 'Wifi 7' Wi-Fi: one edition word, not two.
  if (editions.has('argb')) editions.delete('rgb');
  if (bluetooth) editions.delete('bt');
  for (const [maker, series] of SERIES_ENTRIES)
    if (words.includes(` ${maker} `)) for (const word of series) editions.delete(word);
  if (editions.has('wifi7')) editions.delete('wifi');
  if (wirelessHeroMouse) editions.delete('hero');
  // A board's 'AC' or 'AX' edition is its Wi-Fi one ('Prime B550M-A AC'), named so or not.
  if (categoria === 'motherboard' && / a[cx] /.test(words) && !editions.has('wifi7')) editions.add('wifi');
  // A Wi-Fi unit is wireless by what it is: '2.4GHz' or 'Wireless' beside its Wi-Fi adds nothing, nor does
  // 'Wi-Fi' beside what says it is one already ('AC1300', 'Router', 'P2509W').
  const wifiClass = categoria === 'other' && namesWifiUnit(words);
  if (wifiClass) editions.delete('wifi');
  if (wifiClass || editions.has('wifi') || editions.has('wifi7')) delete out.inalambrico;
  if (editions.size) out.edicion = [...editions].sort().join('+');
  return out;
}

/**
 * A capacity in decimal gigabytes, as makers sell it: stores write a terabyte drive '1024GB' (Kingston's
 * 'KC600 1024GB' is its 1 TB unit), whole binary terabytes being the terabyte sizes.
 */
function decimalGB(amount: number, unit: string): number {
  if (unit === 'tb') return Math.round(amount * 1000);
  return amount >= 1024 && amount % 1024 === 0 ? (amount / 1024) * 1000 : Math.round(amount);
}

/** A drive's interface when its certain specs fix both interface and form (see readStatedDetails). */
function knownDriveInterface(specs: Especificaciones | undefined): string | undefined {
  const interfaz = specs?.interfaz;
  if (typeof interfaz !== 'string' || typeof specs?.formato !== 'string') return undefined;
  return interfaz.toLowerCase();
}

/** The stated details (`described` ones, or the others) as one stable string ('' when none), for keys. */
export const detailsSignature = (details: StatedDetails, described: boolean, leaveOut: string[] = []) =>
  Object.keys(details)
    .filter((k) => DESCRIBED.has(k) === described && !leaveOut.includes(k))
    .sort()
    .map((k) => `${k}=${details[k]}`)
    .join(';');
