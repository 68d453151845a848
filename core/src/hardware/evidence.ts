import { CPU_COOLER_EVIDENCE, CPU_MODEL } from './not-a-part';
import type { Especificaciones, PartCategory } from './types';

/**
 * A kind word alone ('Mother', 'Fuente', 'Disco', 'Gabinete') is not enough to call a listing a part: stores
 * that also sell comics, toys, chargers or home goods name them with the same words ('Mother …' comics, a
 * USB charger 'Fuente', a TV stick 'sin fuente'). A listing is a part only when its name also gives evidence
 * of that part: a spec its reader found that only the part has, or a maker of that part. Without it, nothing
 * is published rather than something wrong.
 */

/**
 * Spec keys that are evidence of the part. Left out: what a kind word alone yields or what other goods also
 * state — a cooler read as air by default, a case 'sin fuente', a size in GB ('Memoria 8GB' may be a phone's).
 */
const EVIDENCE_KEYS: Record<PartCategory, string[]> = {
  cpu: ['socket', 'memoria', 'graficosIntegrados', 'coolerIncluido', 'tdpW'],
  motherboard: ['socket', 'chipset', 'memoria', 'formato', 'slotsMemoria'],
  ram: ['tipo', 'modulos', 'velocidadMHz', 'formato'],
  gpu: ['chip', 'vramGB', 'largoMM', 'tdpW'],
  psu: ['potenciaW', 'certificacion', 'modular'],
  case: ['formatosPlaca', 'largoMaxGpuMM', 'alturaMaxCoolerMM'],
  storage: ['tipo', 'interfaz', 'formato', 'capacidadGB'],
  cooler: ['socketsSoportados', 'alturaMM'],
  monitor: ['pulgadas', 'resolucion', 'hz', 'panel'],
};

/**
 * Makers and lines of each part, written as `specText` leaves them: the makers BuildCores OpenDB lists for
 * the category (core/data/opendb) and those Argentine stores sell under their own brands.
 */
const word = (alternatives: string) => new RegExp(` (?:${alternatives})(?![a-z0-9])`);
const PART_WORDS: Record<PartCategory, RegExp> = {
  cpu: word(
    '\\d+ ?(?:core|cores|nucleos)|\\d{1,2}c|e[357]-\\d{4}(?:v\\d)?|intel|amd|xeon|epyc|threadripper|opteron|athlon|atlon|sempron|phenom|fx-?\\d{4}|a\\d{1,2}-\\d{4}',
  ),
  motherboard: word(
    'asus|rog|tuf|prime|gigabyte|aorus|msi|asrock|biostar|supermicro|ecs|colorful|maxsun|zotac|foxconn|jetway|evga|intel|afox|machinist|pcware|mancer',
  ),
  ram: word(
    'kingston|fury|hyperx|corsair|vengeance|g\\.?skill|gskill|trident|ripjaws|adata|xpg|crucial|patriot|viper|team ?group|t-?force|pny|lexar|netac|hiksemi|markvision|klevv|samsung|hynix|micron|geil|pcram|ram|ddr\\d?|dimm|udimm|rdimm|sodimm|so-dimm|\\d{4} ?mhz|cl\\d{2}|notebook|pc',
  ),
  gpu: word(
    'nvidia|geforce|radeon|quadro|asus|msi|gigabyte|zotac|palit|pny|sapphire|xfx|powercolor|asrock|galax|inno3d|gainward|evga|afox|colorful|maxsun|arc|gddr\\d x?',
  ),
  psu: word(
    'atx|sfx|pfc|modular|thermaltake|seasonic|corsair|coolermaster|evga|be ?quiet!?|fsp|silverstone|antec|enermax|super ?flower|deepcool|cougar|asus|msi|gigabyte|nzxt|xfx|gamemax|aerocool|sentey|lnz|aureox|kolink|raidmax|azza|xpg|adata|lian ?li|phanteks|montech|redragon|gamdias|shot|noga|kelyx|jalatec|magnum|sfx-l',
  ),
  case: word(
    'mid ?-?tower|full ?-?tower|mini ?-?tower|midtower|tower|torre|vidrio|templado|tempered|glass|tg|acrilico|mesh|fans?|argb|rgb|atx|itx|thermaltake|fractal|coolermaster|corsair|nzxt|antec|lian ?li|phanteks|silverstone|deepcool|jonsbo|montech|cougar|kolink|be ?quiet!?|aerocool|msi|gamemax|zalman|sharkoon|asus|gamdias|hyte|darkflash|xpg|adata|sentey|aureox|redragon|raidmax|azza|noga|kelyx|lnz|shot|xigmatek|vsg|evolabs|noxi|raptor|formula v|performance|balam rush|gigabyte|hec|yeyian|ocypus|tryx|coolers|magnum ?tech|solarmax|xyz|aconcawa|genesis|tecnobrand|mlogix|xfx|masterbox|jalatec|rackeable|sff',
  ),
  storage: word(
    'ssd|hdd|nvme|m\\.?2|sata|kingston|wd|western digital|seagate|samsung|toshiba|team ?group|adata|xpg|crucial|corsair|lexar|pny|patriot|silicon power|sandisk|hiksemi|netac|transcend|kioxia|hikvision|gigabyte|msi|markvision|ironwolf|barracuda|skyhawk',
  ),
  cooler: word(
    'thermalright|id-?cooling|deepcool|coolermaster|arctic|thermaltake|corsair|nzxt|noctua|be ?quiet!?|lian ?li|enermax|jonsbo|zalman|scythe|phanteks|xilence|alphacool|antec|gamdias|msi|asus|gigabyte|aerocool|gamemax|sentey|aureox|redragon|montech|cougar|ocypus|tryx|pccooler|pc cooler|hyperx|evolabs|formula v|aorus|waterforce',
  ),
  monitor: word(
    'acer|samsung|lg|asus|dell|msi|aoc|hp|viewsonic|benq|philips|lenovo|gigabyte|aorus|koorui|iiyama|xiaomi|noblex|bgh|hyundai|gfast|enova|sansui|philco|kelyx|redragon|teros|led|lcd|curvo|curved|gamer|gaming|hdmi|freesync|g-?sync|fhd|qhd|uhd|4k',
  ),
};

const USB = / usb(?![a-z])/;

/** Whether the name (already `specText`) and the specs its reader found show it is a `kind`, not only name it. */
export function hasPartEvidence(kind: PartCategory, text: string, specs: Especificaciones): boolean {
  if (EVIDENCE_KEYS[kind].some((key) => key in specs)) return true;
  // Sold with its PSU, or read as liquid by its radiator words: more than the kind word says.
  if (kind === 'case' && specs.fuenteIncluida === true) return true;
  if (kind === 'cooler' && specs.tipo === 'liquido') return true;
  // Makers of PSUs also sell USB chargers named 'Fuente'; a PC PSU's name offers no USB.
  if (kind === 'psu' && USB.test(text)) return false;
  if (PART_WORDS[kind].test(text)) return true;
  if (kind === 'cpu') return CPU_MODEL.test(text);
  if (kind === 'cooler') return CPU_COOLER_EVIDENCE.test(text);
  return false;
}
