import type { Especificaciones } from '../types';
import { allMatches, ownText, single } from '../text';

/**
 * Drive lines made with one interface (and, where noted, one form) only. PNY names its NVMe lines by code
 * (CS1030 … CS3150): all M.2 2280, the CS2230 too, whose code ends in another form's digits.
 */
const NVME_LINES =
  / (?:cs(?:1030|1031|2130|2140|2230|2241|3030|3040|3140|3150)|sn\d{3}[xm]?|sn\d{4}|nv[123]|kc3000|fury renegade|980|990|mars|t500|t700|t705|e100|p3|p5|p310|spatium m\d{3}|gammix|legend|nm\d{3}|mp\d{3}|fanxiang s\d{3}|s70|s50|kc2500|a2000|970 evo|pm9a1)(?![a-z0-9])/;
/** Lines (and Kingston codes: SNV3S is the NV3 in 2280, SNV3SM3 in 2230) made in M.2 2280 only. */
const M2_2280_LINES =
  / (?:cs(?:1030|1031|2130|2140|2230|2241|3030|3040|3140|3150)|sn350|sn580|sn770|sn850x?|sn5000|sn7100|nv2|snv3s(?!m)|kc3000|mars 9[78]0|t500|t700|spatium m\d{3}|gammix s\d{2}|nm\d{3}|legend \d{3}|990 pro|980 pro)(?![a-z0-9])/;
/** Lines made in M.2 2230 only (WD's SN770M is the SN770 for handheld consoles). */
const M2_2230_LINES = / (?:sn770m)(?![a-z0-9])/;
const SATA_LINES =
  / (?:a400|bx500|mx500|kc600|su\d{3}|ssd plus|870 evo|870 qvo|860 evo|ns100|sa500|dc600m|m100|q500|nq100|spatium s270|burst elite|p210|c100|gx2|cx2)(?![a-z0-9])/;
const SATA_25_LINES = / (?:bx500|kc600|dc600m|870 evo|870 qvo)(?![a-z0-9])|sa400s37/;
/** 3.5" hard disk lines (NAS, surveillance, datacenter). */
const HDD_35_LINES =
  / (?:ironwolf(?! 1[12]5)(?! ssd)|red pro|purple|skyhawk|exos|wd\d{2,3}purz|wd\d{2,3}efzx)(?![a-z0-9])/;

export function readStorage(text: string, codes: string): Especificaciones {
  const specs: Especificaciones = {};
  // '+q 500GB' (or '(+q NV3 SN850x)') lists other drives the store also has: not this one.
  const own = ownText(text)
    // '1024GB (1TB)': the bracket restates the capacity.
    .replace(/(\d ?(?:gb|tb|g|t)) ?\(\d+(?:\.\d+)? ?(?:gb|tb)\)/g, '$1');
  const ssd = / (?:ssd|solido|nvme|m\.?2|m2)(?![a-z0-9])/.test(own);
  const hdd =
    / (?:hdd|rigido|disco duro|\d{4} ?rpm|ironwolf|skyhawk|barracuda|exos)(?![a-z0-9])/.test(own) ||
    HDD_35_LINES.test(own);
  if (ssd !== hdd) specs.tipo = ssd ? 'SSD' : 'HDD';

  const sas = / sas(?![a-z0-9])/.test(own);
  const nvme =
    / (?:nvme|pcie|pci-e|pci express|gen ?[345]|g[345])(?![a-z0-9])/.test(own) || NVME_LINES.test(own);
  // SATA tops out near 600 MB/s and no NVMe drive is sold that slow: a read speed that low is a SATA drive's.
  const speeds = allMatches(own, /(?<![0-9.])(\d{3,5}) ?(?:\/ ?\d{3,5} ?)?mb\/s/, (m) => Number(m[1]));
  const sataSpeed = speeds.length > 0 && speeds.every((v) => (v as number) >= 100 && (v as number) <= 600);
  const sata =
    / (?:sata(?:3|iii| iii)?)(?![a-z0-9])/.test(own) ||
    SATA_LINES.test(own) ||
    specs.tipo === 'HDD' ||
    (specs.tipo === 'SSD' && sataSpeed);
  if (!sas && nvme !== sata) specs.interfaz = nvme ? 'NVMe' : 'SATA';

  const forms: string[] = [];
  for (const m of own.matchAll(
    /[ (](?:m\.?2 ?)?(22(?:30|42|60|80|110))(?![0-9])|(?<![0-9.])(2\.5|3\.5)(?: ?"| ?pulgadas| (?!gb|tb|g |t ))/g,
  )) {
    const form = m[1] ? `M.2 ${m[1]}` : `${m[2]}"`;
    if (!forms.includes(form)) forms.push(form);
  }
  if (forms.length === 0) {
    if (/ mini(?![a-z])/.test(own) && / mp600/.test(own)) forms.push('M.2 2230');
    else if (specs.tipo === 'HDD' && HDD_35_LINES.test(own)) forms.push('3.5"');
    // A notebook hard disk is a 2.5" drive.
    else if (specs.tipo === 'HDD' && / (?:notebook|laptop)(?![a-z])/.test(own)) forms.push('2.5"');
    else if (specs.interfaz === 'NVMe' && M2_2280_LINES.test(own)) forms.push('M.2 2280');
    else if (specs.interfaz === 'NVMe' && M2_2230_LINES.test(own)) forms.push('M.2 2230');
    else if (specs.interfaz === 'SATA' && SATA_25_LINES.test(`${own} ${codes}`)) forms.push('2.5"');
  }
  const form = single(forms);
  if (form) specs.formato = form;

  const capacities = allMatches(own, /(?<![0-9x.])(\d+(?:\.\d+)?) ?(tb|gb|t|g)(?![a-z0-9])/, (m) => {
    const gb = Number(m[1]) * (m[2]!.startsWith('t') ? 1000 : 1);
    return gb >= 16 ? gb : undefined;
  });
  const capacity = single(capacities);
  if (capacity) specs.capacidadGB = capacity as number;
  return specs;
}
