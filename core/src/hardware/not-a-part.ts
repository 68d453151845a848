import type { Categoria } from './types';

/**
 * Listings that carry a part's words but sell something else: a computer (notebook, all-in-one, desktop,
 * server, handheld) described by the parts it is built from, a case fan named 'Cooler', an accessory for a
 * part ('… para monitor', 'Disipador … para discos M.2'), a NAS or an SSD adapter. Each rule reads the name
 * (already `specText`) with the part type its kind words gave, and says when it is not that part.
 */

/** A CPU model named anywhere ('Ryzen 5 7520U', 'Intel Core I5 120u', 'I7-13620h', 'R5-8645', 'Xeon'). */
export const CPU_MODEL =
  / (?:ryzen|athlon|core ultra|core i[3579]|core [3579]|i[3579][ -]\d{4,5}|r[3579][ -]\d{4}|celeron|pentium|xeon)(?![a-z])/;
/** A part made for a CPU line ('Memoria … optimizada para AMD Ryzen', 'compatible con Intel Core'). */
const MADE_FOR_A_CPU =
  / (?:para|p\/|compatible(?: con)?|for|soporta) (?:amd |intel )?(?:ryzen|athlon|core|xeon)/;
/** A notebook CPU: the U/H/HS/HX suffix of a mobile model ('7535U', '13420h', '6900Hx'), next to a CPU model. */
const MOBILE_CPU = /[ -]\d{3,5}(?:u|h|hs|hx)(?![a-z0-9])/;
/** An operating system: what comes installed on a computer, never on a part. */
const OPERATING_SYSTEM =
  /[^a-z](?:w1[01](?:h|p|pro|home|s)?|win ?1[01]|windows ?1[01]|freedos|free ?dos|chrome ?os|android|ubuntu)(?![a-z])/;
/** A size in GB or TB ('16gb', '1TB', '512G'), not a module layout ('2x8gb'). */
const SIZE = /(?<![x\d.])(?:\d{1,3} ?(?:gb?|tb?)|\d{4} ?(?:gb|tb?))(?![a-z0-9])/g;
/** Cores and threads ('(6c/12t)', '8C/16T'): not sizes. A 4-digit 'G' is an APU's model ('8500G'), not 8500 GB. */
const CORES_THREADS = /(?<![a-z0-9])\d{1,3} ?c ?\/ ?\d{1,3} ?t(?![a-z0-9])/g;
/** A computer's memory and disk: two sizes, or a size and a disk word ('16gb 512gb', '16GB/1TB', '8Gb, 512 Ssd'). */
const memoryAndDisk = (text: string) => {
  const sizes = text.replace(CORES_THREADS, ' ').match(SIZE)?.length ?? 0;
  return sizes >= 2 || (sizes === 1 && / (?:ssd|hdd)/.test(text));
};
/** A computer's memory and disk, each named with its size ('Memoria Ram 16GB / SSD M2 500GB'). */
const MEMORY_AND_DISK_NAMED =
  / (?:memoria|ram) (?:ram )?\d+ ?gb .*(?:ssd|hdd|disco)(?: m\.?2| nvme)* \d+ ?(?:gb|tb)| (?:ssd|hdd|disco)(?: m\.?2| nvme)* \d+ ?(?:gb|tb) .*(?:memoria|ram) (?:ram )?\d+ ?gb/;
/** A build sheet: parts of several kinds listed between bars ('Ryzen 5 5600T | A520M | DDR4 16GB | RTX 3070 | …'). */
const BUILD_SHEET_PART = /^ ?(?:ryzen|intel|core|[abhxz]\d{3}m?|ddr[345]|rtx|gtx|rx|m\.2|\d{3,4} ?w)/;

/** Computers, devices and accessories named by an opening word ('NB HP 14…', 'Server Dell…', 'Luz … monitor'). */
const OPENING_DEVICE =
  /^ (?:nb|not|des|aio|server|servidor|luz|lampara|tira|barra|accesorios?|bafle|simulador|volante|consola) /;
/** Computers and devices named anywhere (unless the name says the part is for one, below). */
const DEVICE =
  / (?:proliant|poweredge|thinkcentre|thinkstation|optiplex|consola|handheld|flashstor|netshelter) /;
/** What makes a device word the device a part is for ('SSD … para consola', 'Memoria … para ProLiant'). */
const FOR_A_DEVICE = /(?:para|p\/|con)$/;
/** Phones and racing gear take no PC part: a 'Cooler para celular' is a phone cooler. */
const NO_PC_PART_DEVICE = / (?:smartphone|celular|dual sim|volante|simulador|cockpit) /;
/** An all-in-one PC ('Aio Hp Proone', 'Lenovo Aio Think Neo'); 'AIO' before cooler words is a liquid cooler. */
const AIO_PC =
  /(?:^| (?!con|para|soporte|p\/)[a-z0-9]+) aio (?!liquid|water|cooler|refrigeracion|argb|rgb|de |\d{3})/;

/** What a part kind word preceded by these is not: 'Gab … sin fuente', 'Luz … c/soporte monitor'. */
const NOT_THE_PART_BEFORE = / (?:sin|s\/|c\/soporte|para|p\/)$/;

/** An accessory for a drive, memory or monitor, named with the part it serves. */
const ACCESSORY_OF_A_PART = [
  / (?:disipador|heatsink)(?: de calor)? (?:para |p\/ ?)(?:discos?|ssd|m\.?2|nvme|memorias?|ram) /,
  / monitor (?:stand|arm|mount) /,
  / \d ?bahias? /,
];

/** Power adapters and DC supplies that stores also call 'Fuente' ('Fuente 12V - 150W para OLT', 'CA 100-240 V'). */
const POWER_ADAPTER =
  / (?:fuente|psu) (?:de alimentacion )?\d+(?:\.\d+)? ?v(?:dc|cc)? | 100 ?- ?240 ?v|puertos usb/;

/** What a CPU cooler's name has and a case fan's lacks: sockets, CPU words, tower/heatpipe words, known lines. */
export const CPU_COOLER_EVIDENCE =
  / (?:cpu|procesador|micro|am[2345]|lga|1700|1200|1151|1851|intel|amd|socket|tower|torre|heatpipes?|\dhp|dual fan|air cool\w*|watercool\w*|water|liquid\w*|refrigeracion|aio|hyper|masterair|masterliquid|ak\d+|ag\d+|assassin|peerless|phantom|spirit|freezer|gammaxx|kraken|nh-\w+|tdp|\d+ ?w|disipador|stealth|wraith)(?![a-z])/;
const CPU_WORDS = / (?:cpu|procesador|micro)(?= )/g;
/** A case fan's marks: a fan size, a bare 120/140 model size, a pack of several. */
const CASE_FAN_MARKS = / (?:80|92|120|140|200) ?mm | (?:120|140) | x ?[2-9] | pack /;
/**
 * Makers' case-fan lines, which stores also sell as 'Cooler' ('COOLER AEROCOOL CORE PLUS -ARGB'): Aerocool,
 * Cooler Master, Thermaltake, Deepcool, Arctic, Noctua, be quiet!, Corsair, Lian Li, NZXT, Phanteks, Montech,
 * Thermalright, Cougar, XPG, Fractal and Xigmatek fans, from the makers' catalogues.
 */
const CASE_FAN_LINES =
  / (?:core plus|frost 1[24]|rev (?:a?rgb|white)|saturn 1[24]|astro 1[24]|duo 1[24]|eclipse 1[24]|cosmo 1[24]|sickleflow|masterfan|mobius|riing|toughfan|swafan|pure (?:1[24]|20)|ct1[24]0|[rcft]f1[24]0|fc1[24]0|fk1[24]0|xfan|[pf]1[24]|bionix|nf-[a-z]\d+|silent wings|pure wings|light wings|shadow wings|af1[24]0|ll1[24]0|ql1[24]0|ml1[24]0|sp1[24]0|ar1[24]0|rx1[24]0|uni ?fan|sl1[24]0|al1[24]0|f1[24]0|aer (?:rgb|p|f)|ax1[24]0|tl-[bc]1[24]|vento|apolar|aspect 1[24]|prisma|starlink)(?![a-z0-9])/;

/** External drives named by their line ('Hdd 1T Ts Canvio Adv'), and SD cards called 'Memoria' ('MEMORIA SD 128GB … CANVAS GO'). */
const EXTERNAL_DRIVE_OR_CARD =
  / (?:canvio|my passport|my book|wd elements|expansion (?:portable|desktop)|one touch|backup plus|samsung t[579](?: shield)?|memoria sd|tarjeta sd|sd card|sd(?:hc|xc)|canvas (?:go|select|react)) /;

/** A screen size (10–34"), which only a device with a screen states: 'Hp 15-fc0025wm 1t Ssd De 15,6 Pulgadas'. */
const SCREEN_SIZE = / (?:1\d|2\d|3[0-4])(?:\.\d)? ?(?:"|pulgadas|pulg|inch)/;
/** Parts that never have a screen (cases and coolers may carry an LCD; a board may give its size in inches). */
const SCREENLESS = new Set<Categoria>(['cpu', 'ram', 'gpu', 'psu', 'storage']);
/** A word that names a drive itself; without it and without a capacity, 'NVMe M.2' names an enclosure. */
const DRIVE_WORD = / (?:disco|ssd|hdd|hd|unidad)(?![a-z])/;

/** Drives and memory named with an adapter or bracket and no capacity are the accessory, not the part. */
const DRIVE_ACCESSORY = / (?:adaptador|adapter|extension|extensor|bracket|caddy|soporte|riser) /;
const A_CAPACITY = /\d+(?:\.\d+)? ?(?:gb?|tb?)(?![a-z])/;

/**
 * Goods outside computing that Spanish names with a part's word, sold by stores that also sell home, health
 * or hardware-store goods: a baby or blood-pressure 'monitor', a brake or cutting 'disco', a food 'procesadora',
 * a water or access-control 'fuente', a kitchen or electrical 'gabinete', a plasterboard 'placa', a camping
 * 'cooler'. Written from the words' other meanings, not from listings.
 */
const OUTSIDE_COMPUTING = new RegExp(
  [
    ' baby monitor ',
    ' monitor(?:es)? (?:de |para )?(?:bebes?|baby|presion|fetal|signos|cardiaco|multiparametrico|glucosa|oximetro) ',
    ' discos? (?:de )?(?:freno|corte|desbaste|flap|pulir|lija|embrague|diamantado|sierra) ',
    ' procesador(?:a)? (?:de )?(?:alimentos|cocina|verduras) ',
    ' fuente (?:de |para )?(?:agua|chocolate|control de acceso|cerraduras?|portero|porteros|cctv|camaras? de seguridad) ',
    ' gabinete (?:de |para )?(?:cocina|bano|electrico|estanco|medidor|intemperie|tablero) ',
    ' placas? (?:de )?(?:yeso|durlock|roca de yeso|mdf|melamina|policarbonato|pvc) ',
    ' cooler (?:de )?(?:camping|playa|rigido|termico|heladera) ',
    ' (?:conservadora|heladera portatil|tensiometro) ',
  ].join('|'),
);

/** Game consoles take no memory module: 'Memoria … Nintendo Switch 2 256GB' is its memory card. */
const CONSOLE = / (?:nintendo|switch|playstation|ps[345]|xbox|steam deck)(?![a-z])/;

/** Whether a part kind word found at `at` is negated by the word before it. */
export function negatedKindWord(text: string, at: number): boolean {
  return NOT_THE_PART_BEFORE.test(text.slice(Math.max(0, at - 12), at));
}

/** A computer named by the parts it is built on: CPU with GPU, CPU with memory and disk, a mobile CPU, an OS. */
function isComputer(text: string, kind: Categoria): boolean {
  const cpu = CPU_MODEL.test(text);
  if (OPERATING_SYSTEM.test(text) || (cpu && MOBILE_CPU.test(text))) return true;
  if (OPENING_DEVICE.test(text)) return true;
  const device = DEVICE.exec(text);
  if (device && !FOR_A_DEVICE.test(text.slice(Math.max(0, device.index - 5), device.index))) return true;
  if (NO_PC_PART_DEVICE.test(text)) return true;
  if (kind !== 'cooler' && AIO_PC.test(text)) return true;
  if (cpu && / (?:rtx|gtx|rx) ?\d{3,4}/.test(text)) return true;
  if (cpu && memoryAndDisk(text)) return true;
  if (MEMORY_AND_DISK_NAMED.test(text)) return true;
  // A board or cooler names the CPUs it takes, as may a part made 'para Ryzen'; any other part naming a
  // CPU model is a system.
  if (cpu && kind !== 'cpu' && kind !== 'motherboard' && kind !== 'cooler' && !MADE_FOR_A_CPU.test(text))
    return true;
  const sheet = text.split(' | ');
  return sheet.length >= 4 && sheet.filter((s) => BUILD_SHEET_PART.test(` ${s}`)).length >= 3;
}

/** Whether a listing read as `kind` by its words is something else: a computer, device or accessory. */
export function isNotThePart(text: string, kind: Categoria): boolean {
  if (OUTSIDE_COMPUTING.test(text)) return true;
  if (isComputer(text, kind)) return true;
  if (ACCESSORY_OF_A_PART.some((p) => p.test(text))) return true;
  if (SCREENLESS.has(kind) && SCREEN_SIZE.test(text)) return true;
  if (kind === 'psu' && POWER_ADAPTER.test(text)) return true;
  if (
    kind === 'cooler' &&
    (CASE_FAN_MARKS.test(text) || CASE_FAN_LINES.test(text)) &&
    // A fan line's name says 'CPU Cooler' at some stores ('CPU COOLER THERMALTAKE CT120 EX'): the word alone
    // does not make the fan a CPU cooler.
    !CPU_COOLER_EVIDENCE.test(CASE_FAN_LINES.test(text) ? text.replace(CPU_WORDS, ' ') : text)
  )
    return true;
  if (kind === 'ram' && CONSOLE.test(text)) return true;
  if (kind !== 'storage' && kind !== 'ram') return false;
  if (EXTERNAL_DRIVE_OR_CARD.test(text)) return true;
  if (
    !A_CAPACITY.test(text) &&
    (DRIVE_ACCESSORY.test(text) || (kind === 'storage' && !DRIVE_WORD.test(text)))
  )
    return true;
  return false;
}
