import type { Especificaciones } from '../types';
import { allMatches, single } from '../text';

/** Speeds memory is sold at (MT/s, which stores call MHz): a bare number in a RAM name is one of these. */
const SPEEDS = new Set([
  800, 1066, 1333, 1600, 1866, 2133, 2400, 2666, 2933, 3000, 3200, 3466, 3600, 3733, 3800, 4000, 4133, 4266,
  4400, 4600, 4800, 5200, 5600, 6000, 6200, 6400, 6600, 6800, 7000, 7200, 7600, 8000, 8200, 8400, 8800,
]);

/** Lines sold only as desktop modules. */
const DESKTOP_LINES =
  / (?:fury beast|fury renegade|beast|renegade|vengeance|dominator|t-?force|delta|vulcan|trident|viper|xpg lancer|lancer|spectrix|gammix d\d{2}|hyperx predator|t-create|xlr8|armor|akuma) /;
/** Kingston (KVR…N/U desktop, …S SO-DIMM; KF…S Impact) and Crucial (…U5 / …S5) codes say the form. */
const DESKTOP_CODE = /[ /](?:kvr\d{2}[nu]\d|kf\d{3}c|ct\d+g\d+c\d+u|hsc\d{3}u)| udimm |-udimm|hs-dimm-u/;
const SODIMM_CODE = /[ /](?:kvr\d{2}s\d|kf\d{3}s|ct\d+g\d+c\d+s|hsc\d{3}s)/;
/** One module: a Kingston or Crucial code without a kit prefix (K2, CT2K). */
const SINGLE_MODULE_CODE =
  / (?:kvr\d{2}[nus]\d{2}[a-z0-9]*[/-]\d+[a-z]*|kf\d{3}c\d{2}[a-z]+\/\d+|ct\d+g\d+c\d+[us]\d?)(?![a-z0-9])/;

export function readRam(text: string, codes: string): Especificaciones {
  const specs: Especificaciones = {};
  const types = allMatches(text, / ?(ddr[345])(?![0-9])/, (m) => m[1]!.toUpperCase());
  const type = single(types);
  if (type) specs.tipo = type as string;

  const kit = /[ (]([1-8]) ?x ?(\d{1,3}) ?(?:gb|g)\b/.exec(text);
  const capacities = allMatches(text, /(?<![0-9x.])(\d{1,3}) ?(?:gb|g)(?![a-z0-9])/, (m) => Number(m[1]));
  if (kit) {
    const total = Number(kit[1]) * Number(kit[2]);
    const others = capacities.filter((c) => c !== total && c !== Number(kit[2]));
    if (others.length === 0) {
      specs.capacidadGB = total;
      specs.modulos = Number(kit[1]);
    }
  } else {
    const capacity = single(capacities);
    if (capacity) specs.capacidadGB = capacity as number;
  }

  const speeds = allMatches(
    text,
    /(?<![0-9])(?:ddr[345] ?-? ?)?(\d{3,4}) ?(?:mhz|mt\/?s|mt)?(?![0-9a-z])/,
    (m) => (SPEEDS.has(Number(m[1])) ? Number(m[1]) : undefined),
  );
  const speed = single(speeds);
  if (speed) specs.velocidadMHz = speed as number;

  const sodimm =
    / (?:so-?dimm|sodimm|notebook|laptop|portatil)|fury impact| impact /.test(text) ||
    SODIMM_CODE.test(codes);
  const desktop =
    / (?:udimm|dimm|desktop|pc de escritorio)(?![a-z])/.test(text.replace(/so-?dimm/g, '')) ||
    DESKTOP_LINES.test(text) ||
    DESKTOP_CODE.test(codes);
  // A notebook form said in words beats a line known for desktop modules (Viper also makes SO-DIMMs).
  const saysSodimm = / (?:so-?dimm|sodimm|notebook|laptop)/.test(text);
  const saysDimm = / (?:udimm|desktop)(?![a-z])/.test(text);
  if (saysSodimm !== saysDimm) specs.formato = saysSodimm ? 'SO-DIMM' : 'DIMM';
  else if (sodimm !== desktop) specs.formato = sodimm ? 'SO-DIMM' : 'DIMM';
  if (!specs.modulos && SINGLE_MODULE_CODE.test(codes)) specs.modulos = 1;
  return specs;
}
