import type { Especificaciones } from '../types';
import { SOCKET_MEMORY, statedSockets } from './sockets';

/** A desktop CPU model in a name: AMD Ryzen/Athlon or Intel Core/Core Ultra/Celeron/Pentium. */
interface CpuModel {
  vendor: 'amd' | 'intel';
  /** Model number and suffix as written, lower case: '5600x', '9800x3d', '14400f', '285k', 'g5905'. */
  number: string;
  suffix: string;
  family: 'ryzen' | 'athlon' | 'core' | 'ultra' | 'celeron' | 'pentium';
}

const AMD_MODEL = / (ryzen|athlon)(?: pro)?(?: [3579])?(?: pro)? ?-?(\d{3,4})([a-z0-9]*) /;
const INTEL_MODEL =
  / (?:core )?(?:(ultra) [3579] ?-?(\d{3})([a-z]*)|(i[3579]) ?-?(\d{4,5})([a-z]*)|(celeron|pentium)(?: gold| dual core)? ?(g\d{4})([a-z]*)) /;

function cpuModel(text: string): CpuModel | undefined {
  const amd = AMD_MODEL.exec(text);
  if (amd) return { vendor: 'amd', family: amd[1] as 'ryzen', number: amd[2]!, suffix: amd[3]! };
  const intel = INTEL_MODEL.exec(text);
  if (!intel) return undefined;
  if (intel[1]) return { vendor: 'intel', family: 'ultra', number: intel[2]!, suffix: intel[3]! };
  if (intel[4]) return { vendor: 'intel', family: 'core', number: intel[5]!, suffix: intel[6]! };
  return { vendor: 'intel', family: intel[7] as 'celeron', number: intel[8]!, suffix: intel[9]! };
}

/** A desktop CPU model as one key ('ryzen:7700x', 'core:14400f', 'ultra:265k'), for linking by model. */
export function cpuModelKey(text: string): string | undefined {
  const model = cpuModel(text);
  if (!model || isMobile(model)) return undefined;
  return `${model.family}:${model.number}${model.suffix}`;
}

/** Mobile parts (U, H, HS, HX) are soldered: they have no socket and are never sold alone. */
const isMobile = (m: CpuModel) => /^(?:u|h|hs|hx|h[sx]?)$/.test(m.suffix);

/** The socket a desktop model fits, by its series (certain for the series listed; unsure otherwise). */
function modelSocket(m: CpuModel): string | undefined {
  if (isMobile(m)) return undefined;
  if (m.vendor === 'amd') {
    if (m.family === 'athlon')
      return /^(?:3000|200|220|240|300|320)$/.test(m.number) && /^g/.test(m.suffix) ? 'AM4' : undefined;
    if (m.number.length !== 4) return undefined;
    const series = m.number[0]!;
    if ('12345'.includes(series)) return 'AM4';
    if ('789'.includes(series)) return 'AM5';
    return undefined;
  }
  if (m.family === 'ultra') return /^2[0-9]{2}$/.test(m.number) ? 'LGA1851' : undefined;
  if (m.family === 'core') {
    const gen = m.number.length === 5 ? Number(m.number.slice(0, 2)) : Number(m.number[0]);
    if (gen === 10 || gen === 11) return 'LGA1200';
    if (gen >= 12 && gen <= 14) return 'LGA1700';
    return undefined;
  }
  if (/^g(?:59|64)\d\d$/.test(m.number)) return 'LGA1200';
  if (/^g(?:69|7[0-9])\d\d$/.test(m.number)) return 'LGA1700';
  return undefined;
}

/** Whether the model has graphics on the chip (certain for the series handled). */
function modelGraphics(m: CpuModel): boolean | undefined {
  if (isMobile(m)) return undefined;
  if (m.vendor === 'intel') {
    if (m.family === 'celeron' || m.family === 'pentium') return true;
    return !/f/.test(m.suffix);
  }
  if (m.family === 'athlon') return /^g/.test(m.suffix) ? true : undefined;
  if (m.number.length !== 4) return undefined;
  const series = m.number[0]!;
  if ('12345'.includes(series)) return /^g/.test(m.suffix);
  if (series === '7' || series === '9') return !/f/.test(m.suffix);
  if (series === '8') return /^g/.test(m.suffix) ? true : /^f/.test(m.suffix) ? false : undefined;
  return undefined;
}

export function readCpu(text: string): Especificaciones {
  const specs: Especificaciones = {};
  const model = cpuModel(text);
  const stated = statedSockets(text);
  const socket =
    stated.length === 1 ? stated[0] : stated.length === 0 && model ? modelSocket(model) : undefined;
  if (socket) {
    specs.socket = socket;
    const memory = SOCKET_MEMORY[socket];
    if (memory) specs.memoria = memory;
  }
  if (/[ (](?:s\/ ?video|sin video|sin graficos|sin gpu)/.test(text)) specs.graficosIntegrados = false;
  else if (
    /[ (](?:c\/ ?video|con video|con gpu|con graficos|radeon (?:vega|graphics)|video integrad[oa])/.test(text)
  )
    specs.graficosIntegrados = true;
  else if (model) {
    const graphics = modelGraphics(model);
    if (graphics !== undefined) specs.graficosIntegrados = graphics;
  }
  const noCooler = /[ (](?:s\/ ?cooler|sin cooler|no incluye cooler|tray|bulk|oem|sin caja)\b/.test(text);
  const withCooler =
    /[ (](?:c\/ ?cooler|con cooler|\+ ?cooler|wraith|cooler incluido|(?<!no )incluye cooler)\b/.test(text);
  // What the name says of the cooler ('C/cooler … Bulk') beats what a pack word implies.
  const saysNoCooler = /[ (/-](?:s\/ ?cooler|sin cooler|no incluye cooler)\b/.test(text);
  if (noCooler !== withCooler) specs.coolerIncluido = withCooler;
  else if (withCooler && !saysNoCooler) specs.coolerIncluido = true;
  const tdp = / (\d{2,3}) ?w(?:atts)? /.exec(text);
  if (tdp) specs.tdpW = Number(tdp[1]);
  return specs;
}
