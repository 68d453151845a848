import type { BuildPart, BuildSpecs, Verificacion } from './types';
import { check, flag, joinO, list, missing, num, text } from './values';

/** Margin over the estimated draw a PSU should have (issue "Armá tu PC"). */
export const PSU_MARGIN = 1.4;
/** What the board, RAM, drives and fans draw beside the CPU and GPU. */
export const BASE_DRAW_W = 80;

/** Keys absent from a part, spelled as the sentence says them. */
function absent(pairs: [BuildPart, string, string][]): string[] {
  return pairs.filter(([part, key]) => part.especificaciones[key] === undefined).map(([, , label]) => label);
}

export function socketRule(cpu: BuildPart, board: BuildPart): Verificacion {
  const a = text(cpu, 'socket');
  const b = text(board, 'socket');
  if (!a || !b)
    return missing(
      'socket',
      absent([
        [cpu, 'socket', 'el socket del procesador'],
        [board, 'socket', 'el socket de la mother'],
      ]),
    );
  return a === b
    ? check('socket', 'ok', `El procesador y la mother usan el mismo socket: ${a}.`)
    : check('socket', 'incompatible', `El procesador es ${a} y la mother es ${b}: el socket no coincide.`);
}

/** RAM generation against the board's, and among the CPU's (two checks with the same rule name). */
export function memoryRules(build: BuildSpecs): Verificacion[] {
  const { ram, motherboard: board, cpu } = build;
  if (!ram) return [];
  const out: Verificacion[] = [];
  const tipo = text(ram, 'tipo');
  if (board) {
    const b = text(board, 'memoria');
    if (!tipo || !b)
      out.push(
        missing(
          'memoria',
          absent([
            [ram, 'tipo', 'el tipo de la memoria'],
            [board, 'memoria', 'la memoria que acepta la mother'],
          ]),
        ),
      );
    else if (tipo === b)
      out.push(check('memoria', 'ok', `La memoria es ${tipo}, como la que acepta la mother.`));
    else out.push(check('memoria', 'incompatible', `La memoria es ${tipo} y la mother acepta ${b}.`));
  }
  if (cpu) {
    const c = list(cpu, 'memoria');
    if (!tipo || !c)
      out.push(
        missing(
          'memoria',
          absent([
            [ram, 'tipo', 'el tipo de la memoria'],
            [cpu, 'memoria', 'la memoria que acepta el procesador'],
          ]),
        ),
      );
    else if (c.includes(tipo))
      out.push(check('memoria', 'ok', `El procesador acepta ${joinO(c)}; la memoria es ${tipo}.`));
    else
      out.push(check('memoria', 'incompatible', `La memoria es ${tipo} y el procesador acepta ${joinO(c)}.`));
  }
  return out;
}

export function modulesRule(ram: BuildPart, cantidad: number, board: BuildPart): Verificacion {
  const modulos = num(ram, 'modulos');
  const slots = num(board, 'slotsMemoria');
  if (modulos === undefined || slots === undefined)
    return missing(
      'modulos',
      absent([
        [ram, 'modulos', 'cuántos módulos trae la memoria'],
        [board, 'slotsMemoria', 'cuántas ranuras de memoria tiene la mother'],
      ]),
    );
  const total = modulos * cantidad;
  const word = total === 1 ? 'módulo' : 'módulos';
  return total <= slots
    ? check('modulos', 'ok', `${total} ${word} de memoria en ${slots} ranuras de la mother.`)
    : check('modulos', 'incompatible', `${total} ${word} de memoria y la mother tiene ${slots} ranuras.`);
}

/** Desktop boards take DIMM; SO-DIMM is the notebook format. */
export function ramFormatRule(ram: BuildPart): Verificacion {
  const formato = text(ram, 'formato');
  if (!formato) return missing('formatoRam', ['el formato de la memoria (DIMM o SO-DIMM)']);
  return formato === 'DIMM'
    ? check('formatoRam', 'ok', 'La memoria es DIMM, el formato de las mothers de escritorio.')
    : check(
        'formatoRam',
        'incompatible',
        `La memoria es ${formato} (de notebook) y la mother de escritorio usa DIMM.`,
      );
}

export function boardFormatRule(board: BuildPart, box: BuildPart): Verificacion {
  const formato = text(board, 'formato');
  const admite = list(box, 'formatosPlaca');
  if (!formato || !admite)
    return missing(
      'formato',
      absent([
        [board, 'formato', 'el formato de la mother'],
        [box, 'formatosPlaca', 'los formatos de mother que admite el gabinete'],
      ]),
    );
  return admite.includes(formato)
    ? check('formato', 'ok', `La mother es ${formato} y el gabinete admite ${joinO(admite)}.`)
    : check('formato', 'incompatible', `La mother es ${formato} y el gabinete admite ${joinO(admite)}.`);
}

export function gpuLengthRule(gpu: BuildPart, box: BuildPart): Verificacion {
  const largo = num(gpu, 'largoMM');
  const max = num(box, 'largoMaxGpuMM');
  if (largo === undefined || max === undefined)
    return missing(
      'largoGpu',
      absent([
        [gpu, 'largoMM', 'el largo de la placa de video'],
        [box, 'largoMaxGpuMM', 'el largo máximo de placa de video del gabinete'],
      ]),
    );
  return largo <= max
    ? check('largoGpu', 'ok', `La placa de video mide ${largo} mm y el gabinete admite hasta ${max} mm.`)
    : check(
        'largoGpu',
        'incompatible',
        `La placa de video mide ${largo} mm y el gabinete admite hasta ${max} mm.`,
      );
}

export function coolerHeightRule(cooler: BuildPart, box: BuildPart): Verificacion {
  // A liquid cooler's block sits low on the CPU; its height is not the case's limit.
  if (text(cooler, 'tipo') === 'liquido')
    return check(
      'alturaCooler',
      'ok',
      'La refrigeración es líquida: la altura de disipador del gabinete no aplica.',
    );
  const altura = num(cooler, 'alturaMM');
  const max = num(box, 'alturaMaxCoolerMM');
  if (altura === undefined || max === undefined)
    return missing(
      'alturaCooler',
      absent([
        [cooler, 'alturaMM', 'la altura del cooler'],
        [box, 'alturaMaxCoolerMM', 'la altura máxima de cooler del gabinete'],
      ]),
    );
  return altura <= max
    ? check('alturaCooler', 'ok', `El cooler mide ${altura} mm de alto y el gabinete admite hasta ${max} mm.`)
    : check(
        'alturaCooler',
        'incompatible',
        `El cooler mide ${altura} mm de alto y el gabinete admite hasta ${max} mm.`,
      );
}

/** The cooler against the CPU's socket (or the board's when no CPU is chosen). */
export function coolerSocketRule(cooler: BuildPart, host: BuildPart, hostLabel: string): Verificacion {
  const sockets = list(cooler, 'socketsSoportados');
  const socket = text(host, 'socket');
  if (!sockets || !socket)
    return missing(
      'socketCooler',
      absent([
        [cooler, 'socketsSoportados', 'los sockets que admite el cooler'],
        [host, 'socket', `el socket ${hostLabel}`],
      ]),
    );
  return sockets.includes(socket)
    ? check('socketCooler', 'ok', `El cooler admite ${socket}.`)
    : check('socketCooler', 'incompatible', `El cooler admite ${joinO(sockets)} y el socket es ${socket}.`);
}

/** CPU TDP + GPU TDP + 80 W; null when a chosen part's TDP is unknown. Without a GPU, its share is 0. */
export function estimatedDraw(build: BuildSpecs): { consumo: number | null; faltan: string[] } {
  const faltan: string[] = [];
  const cpu = build.cpu ? num(build.cpu, 'tdpW') : 0;
  const gpu = build.gpu ? num(build.gpu, 'tdpW') : 0;
  if (cpu === undefined) faltan.push('el consumo (TDP) del procesador');
  if (gpu === undefined) faltan.push('el consumo (TDP) de la placa de video');
  if (!build.cpu) faltan.push('el procesador');
  if (cpu === undefined || gpu === undefined || !build.cpu) return { consumo: null, faltan };
  return { consumo: cpu + gpu + BASE_DRAW_W, faltan };
}

export const recommendedPower = (consumo: number) => Math.ceil(consumo * PSU_MARGIN);

export function powerRule(build: BuildSpecs, psu: BuildPart): Verificacion {
  const { consumo, faltan } = estimatedDraw(build);
  const potencia = num(psu, 'potenciaW');
  if (potencia === undefined) faltan.push('la potencia de la fuente');
  if (consumo === null || potencia === undefined) return missing('potencia', faltan);
  const rec = recommendedPower(consumo);
  const cuenta = `consumo estimado ${consumo} W × ${PSU_MARGIN.toLocaleString('es-AR')} = ${rec} W recomendados`;
  return potencia >= rec
    ? check('potencia', 'ok', `La fuente da ${potencia} W (${cuenta}).`)
    : check('potencia', 'incompatible', `La fuente da ${potencia} W y hacen falta ${rec} W (${cuenta}).`);
}

/** A CPU without integrated graphics needs a graphics card. */
export function videoRule(cpu: BuildPart, gpu: BuildPart | undefined): Verificacion {
  if (gpu) return check('video', 'ok', 'La placa de video da la salida de imagen.');
  const integrados = flag(cpu, 'graficosIntegrados');
  if (integrados === undefined)
    return missing('video', ['si el procesador tiene gráficos integrados (o elegí una placa de video)']);
  return integrados
    ? check('video', 'ok', 'El procesador tiene gráficos integrados: la placa de video es opcional.')
    : check(
        'video',
        'incompatible',
        'El procesador no tiene gráficos integrados: necesitás una placa de video.',
      );
}

const isM2 = (drive: BuildPart) =>
  (text(drive, 'formato') ?? '').startsWith('M.2') || text(drive, 'interfaz') === 'NVMe';

/** M.2 drives go on the board; when the board states its M.2 slots, they must be enough. */
export function m2Rule(storage: BuildPart[], board: BuildPart | undefined): Verificacion | undefined {
  const drives = storage.filter(isM2).length;
  if (!drives) return undefined;
  const word = drives === 1 ? 'disco M.2' : 'discos M.2';
  if (!board)
    return missing('m2', [
      `la mother donde va${drives === 1 ? '' : 'n'} ${drives === 1 ? 'el' : 'los'} ${word}`,
    ]);
  const slots = num(board, 'slotsM2');
  if (slots === undefined) return missing('m2', ['cuántas ranuras M.2 tiene la mother']);
  return drives <= slots
    ? check('m2', 'ok', `${drives} ${word} en ${slots} ranuras M.2 de la mother.`)
    : check('m2', 'incompatible', `${drives} ${word} y la mother tiene ${slots} ranuras M.2.`);
}
