import {
  boardFormatRule,
  coolerHeightRule,
  coolerSocketRule,
  estimatedDraw,
  gpuLengthRule,
  m2Rule,
  memoryRules,
  modulesRule,
  powerRule,
  ramFormatRule,
  recommendedPower,
  socketRule,
  videoRule,
} from './rules';
import type { BuildCheck, BuildSpecs, Verificacion } from './types';

/** Every check the chosen parts allow, in the order a builder reads them. */
export function checkBuild(build: BuildSpecs): BuildCheck {
  const { cpu, motherboard: board, ram, gpu, psu, case: box, cooler } = build;
  const v: (Verificacion | undefined)[] = [];
  if (cpu && board) v.push(socketRule(cpu, board));
  v.push(...memoryRules(build));
  if (ram && board) v.push(modulesRule(ram, build.ramCantidad ?? 1, board));
  if (ram) v.push(ramFormatRule(ram));
  if (board && box) v.push(boardFormatRule(board, box));
  if (gpu && box) v.push(gpuLengthRule(gpu, box));
  if (cooler && box) v.push(coolerHeightRule(cooler, box));
  if (cooler && cpu) v.push(coolerSocketRule(cooler, cpu, 'del procesador'));
  else if (cooler && board) v.push(coolerSocketRule(cooler, board, 'de la mother'));
  if (psu) v.push(powerRule(build, psu));
  if (cpu) v.push(videoRule(cpu, gpu));
  if (build.storage?.length) v.push(m2Rule(build.storage, board));
  const verificaciones = v.filter((x): x is Verificacion => !!x);
  const consumo = cpu ? estimatedDraw(build).consumo : null;
  return {
    compatible: verificaciones.some((x) => x.estado === 'incompatible')
      ? false
      : verificaciones.some((x) => x.estado === 'sin-datos')
        ? null
        : true,
    verificaciones,
    consumoEstimadoW: consumo,
    potenciaRecomendadaW: consumo === null ? null : recommendedPower(consumo),
  };
}
