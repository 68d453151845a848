import type { Especificaciones } from '../types';
import { allMatches, single } from '../text';

/** Speeds memory is sold at (MT/s, which stores call MHz): a bare number in a RAM name is one of these. */
const SPEEDS = new Set([
  800, 1066, 1333, 1600, 1866, 2133, 2400, 2666, 2933, 3000, 3200, 3466, 3600, 3733, 3800, 4000, 4133, 4266,
  4400, 4600, 4800, 5200, 5600, 6000, 6200, 6400, 6600, 6800, 7000, 7200, 7600, 8000, 8200, 8400, 8800,
]);

/** Lines sold only as desktop modules. */
const DESKTOP_LINES =
  / (?:fury beast|fury renegade|beast|renegade|vengeance|veng|dominator|t-?force|delta|vulcan|trident|viper|xpg lancer|lancer|spectrix|gammix d\d{2}|hyperx predator|t-create|xlr8|armor|akuma) /;
/**
 * Maker codes say the form: Kingston (KVR…N/U and KCP…U desktop, …S SO-DIMM; KF…S Impact), Crucial (…U5 /
 * …S5), Hiksemi (HSC4…U / S) and ADATA/XPG (AD4U, AX5U desktop; AD4S SO-DIMM).
 */
const DESKTOP_CODE =
  /[ /(-](?:kvr\d{2}[nu]\d|kcp\d{3}u|kf\d{3}c|ct\d+g\d+c\d+u|hsc\d{3}u|a[dx][345]u\d{4})| udimm |-udimm|hs-dimm-u/;
const SODIMM_CODE = /[ /(-](?:kvr\d{2}s\d|kcp\d{3}s|kf\d{3}s|ct\d+g\d+c\d+s|hsc\d{3}s|a[dx][345]s\d{4})/;
/** One module: a Kingston or Crucial code without a kit prefix (K2, CT2K). */
const SINGLE_MODULE_CODE =
  / (?:kvr\d{2}[nus]\d{2}[a-z0-9]*[/-]\d+[a-z]*|kf\d{3}c\d{2}[a-z]+[/-]\d+|kcp\d{3}[us][a-z0-9]*[/-]\d+|ct\d+g\d+c\d+[us]\d?)(?![a-z0-9])/;
/** Corsair codes count the modules ('CMK32GX5M2B6000C36': M2, two); 'X4'/'X5' is the generation. */
const CORSAIR_MODULES = /(?<![a-z0-9])cm[a-z]{1,4}\d{1,3}gx[345]m(\d)[a-z]/;
/** ADATA/XPG codes: per-module size, then S (single module) or D (dual kit): 'AX4U320016G16A-SB10'. */
const ADATA_MODULES = /(?<![a-z0-9])a[dx][345][us]\d{4}(\d{1,2})g\d{2}[a-z]?-([sd])/;

/** Modules × size: '2x16GB', '(16GB x2)' (size first), or a unitless '2X16' that adds up to the stated capacity. */
function readLayout(text: string, capacities: (string | number)[]) {
  const withUnit = /[ (]([1-8]) ?x ?(\d{1,3}) ?(?:gb|g)\b/.exec(text);
  if (withUnit) return { count: Number(withUnit[1]), size: Number(withUnit[2]) };
  const sizeFirst = /[ (](\d{1,3}) ?(?:gb|g) ?x ?([1-8])(?![0-9a-z])/.exec(text);
  if (sizeFirst) return { count: Number(sizeFirst[2]), size: Number(sizeFirst[1]) };
  const unitless = /[ (]([1-8]) ?x ?(\d{1,2})(?=[ )])/.exec(text);
  if (unitless && capacities.length === 1 && Number(unitless[1]) * Number(unitless[2]) === capacities[0])
    return { count: Number(unitless[1]), size: Number(unitless[2]) };
  return undefined;
}

export function readRam(text: string, codes: string): Especificaciones {
  const specs: Especificaciones = {};
  const types = allMatches(text, / ?(ddr[345])(?![0-9])/, (m) => m[1]!.toUpperCase());
  const type = single(types);
  if (type) specs.tipo = type as string;

  const capacities = allMatches(text, /(?<![0-9x.])(\d{1,3}) ?(?:gb|g)(?![a-z0-9])/, (m) => Number(m[1]));
  const kit = readLayout(text, capacities);
  if (kit) {
    const total = kit.count * kit.size;
    const others = capacities.filter((c) => c !== total && c !== kit.size);
    if (others.length === 0) {
      specs.capacidadGB = total;
      specs.modulos = kit.count;
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
  // 'Memoria PC' is desktop memory ('PC4-25600' module ratings are not the word 'pc').
  const desktop =
    / (?:udimm|dimm|desktop|pc de escritorio)(?![a-z])/.test(text.replace(/so-?dimm/g, '')) ||
    / (?:memoria|ram) (?:para )?pc | para pc /.test(text) ||
    DESKTOP_LINES.test(text) ||
    DESKTOP_CODE.test(codes);
  // A notebook form said in words beats a line known for desktop modules (Viper also makes SO-DIMMs).
  const saysSodimm = / (?:so-?dimm|sodimm|notebook|laptop)/.test(text);
  const saysDimm = / (?:udimm|desktop)(?![a-z])/.test(text);
  if (saysSodimm !== saysDimm) specs.formato = saysSodimm ? 'SO-DIMM' : 'DIMM';
  else if (sodimm !== desktop) specs.formato = sodimm ? 'SO-DIMM' : 'DIMM';
  if (!specs.modulos && SINGLE_MODULE_CODE.test(codes)) specs.modulos = 1;
  const corsair = CORSAIR_MODULES.exec(codes);
  if (!specs.modulos && corsair) specs.modulos = Number(corsair[1]);
  const adata = ADATA_MODULES.exec(codes);
  if (!specs.modulos && adata && specs.capacidadGB) {
    const modules = adata[2] === 's' ? 1 : 2;
    if (modules * Number(adata[1]) === specs.capacidadGB) specs.modulos = modules;
  }
  return specs;
}
