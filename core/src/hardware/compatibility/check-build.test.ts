import { describe, expect, it } from 'vitest';
import { readListingSpecs } from '../reader';
import type { Especificaciones } from '../types';
import { checkBuild } from './check-build';
import type { BuildPart, BuildSpecs, Estado, Regla } from './types';

/**
 * Real listing names read by the spec reader; values their names do not state (lengths, heights, TDPs, slots)
 * are added from the makers' spec sheets, as the OpenDB knowledge base would fill them.
 */
const part = (nombre: string, sheet: Especificaciones = {}): BuildPart => ({
  nombre,
  especificaciones: { ...readListingSpecs({ nombre }).especificaciones, ...sheet },
});

const ryzen5600 = part('Procesador AMD Ryzen 5 5600 AM4', { tdpW: 65 });
const ryzen7800 = part('Procesador AMD Ryzen 7 7800X3D AM5', { tdpW: 120 });
const ryzen8600g = part('Procesador AMD Ryzen 5 8600G AM5', { tdpW: 65 });
const i5 = part('Procesador Intel Core i5 12400F LGA1700');
const b550 = part('Motherboard MSI B550M PRO-VDH WIFI AM4 DDR4', { slotsMemoria: 4, slotsM2: 2 });
const b650 = part('Motherboard ASUS TUF GAMING B650-PLUS WIFI AM5 DDR5', { slotsMemoria: 4 });
const b650itx = part('Motherboard ASUS ROG STRIX B650E-I GAMING WIFI AM5 DDR5 Mini-ITX', {
  slotsMemoria: 2,
  slotsM2: 1,
});
const fury = part('Memoria Kingston Fury Beast DDR4 16GB (2x8GB) 3200MHz');
const vengeance = part('Memoria Corsair DDR5 32GB (2x16GB) 6400MHz Vengeance CL36');
const sodimm = part('Memoria Sodimm Kingston 32GB DDR5 5600mhz');
const rtx4060 = part('Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB', { largoMM: 199, tdpW: 115 });
const rtx4080 = part('Placa de Video ASUS TUF Gaming RTX 4080 Super 16GB', { largoMM: 348, tdpW: 320 });
const rtx4060NoSheet = part('Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB');
const cx650 = part('Fuente Corsair CX650 650W 80 Plus Bronze');
const rm850 = part('Fuente Corsair RM850e 850W 80 Plus Gold');
const h5 = part('Gabinete NZXT H5 Flow', {
  formatosPlaca: ['ATX', 'Micro ATX', 'Mini-ITX'],
  largoMaxGpuMM: 365,
  alturaMaxCoolerMM: 165,
});
const coreV1 = part('Gabinete Thermaltake Core V1 Mini-ITX', { largoMaxGpuMM: 285, alturaMaxCoolerMM: 140 });
const h5NoSheet = part('Gabinete NZXT H5 Flow');
const nhd15 = part('Cooler Noctua NH-D15', { alturaMM: 165, socketsSoportados: ['AM4', 'AM5', 'LGA1700'] });
const jf500 = part('Cooler Cpu Jiushark Jf500 Argb (1851 / Am5) 265w', { alturaMM: 155 });
const hyper212 = part('Cooler Cpu Cooler Master Hyper 212 Black');
const iceberg = part('CPU Water Cooler 240mm Gamemax Iceberg 240 Rainbow');
const sn850x = part('Disco SSD M2 WD Black 1Tb SN850X 7300MB/S Disipador NVME');
const a400 = part('Disco SSD Kingston A400 480GB SATA');

type Case = [Regla, Estado, BuildSpecs, string];

const cases: Case[] = [
  [
    'socket',
    'ok',
    { cpu: ryzen5600, motherboard: b550 },
    'El procesador y la mother usan el mismo socket: AM4.',
  ],
  [
    'socket',
    'incompatible',
    { cpu: ryzen7800, motherboard: b550 },
    'El procesador es AM5 y la mother es AM4: el socket no coincide.',
  ],
  [
    'socket',
    'sin-datos',
    { cpu: ryzen5600, motherboard: part('Motherboard Asrock Chipset H370 CML-HDV DDR4 M-ATX S1200') },
    'No pudimos verificar: falta el socket de la mother.',
  ],
  ['memoria', 'ok', { ram: fury, motherboard: b550 }, 'La memoria es DDR4, como la que acepta la mother.'],
  [
    'memoria',
    'incompatible',
    { ram: fury, motherboard: b650 },
    'La memoria es DDR4 y la mother acepta DDR5.',
  ],
  ['memoria', 'ok', { ram: fury, cpu: i5 }, 'El procesador acepta DDR4 o DDR5; la memoria es DDR4.'],
  [
    'memoria',
    'incompatible',
    { ram: vengeance, cpu: ryzen5600 },
    'La memoria es DDR5 y el procesador acepta DDR4.',
  ],
  [
    'memoria',
    'sin-datos',
    { ram: part('Memoria Kingston Fury Beast 16GB 3200MHz'), motherboard: b550 },
    'No pudimos verificar: falta el tipo de la memoria.',
  ],
  ['modulos', 'ok', { ram: vengeance, motherboard: b650 }, '2 módulos de memoria en 4 ranuras de la mother.'],
  [
    'modulos',
    'incompatible',
    { ram: vengeance, ramCantidad: 2, motherboard: b650itx },
    '4 módulos de memoria y la mother tiene 2 ranuras.',
  ],
  [
    'modulos',
    'sin-datos',
    { ram: sodimm, motherboard: b650 },
    'No pudimos verificar: falta cuántos módulos trae la memoria.',
  ],
  ['formatoRam', 'ok', { ram: vengeance }, 'La memoria es DIMM, el formato de las mothers de escritorio.'],
  [
    'formatoRam',
    'incompatible',
    { ram: sodimm },
    'La memoria es SO-DIMM (de notebook) y la mother de escritorio usa DIMM.',
  ],
  [
    'formatoRam',
    'sin-datos',
    { ram: part('Memoria Kingston 8GB DDR4 3200MHz') },
    'No pudimos verificar: falta el formato de la memoria (DIMM o SO-DIMM).',
  ],
  [
    'formato',
    'ok',
    { motherboard: b550, case: h5 },
    'La mother es Micro ATX y el gabinete admite ATX, Micro ATX o Mini-ITX.',
  ],
  [
    'formato',
    'incompatible',
    { motherboard: b550, case: coreV1 },
    'La mother es Micro ATX y el gabinete admite Mini-ITX.',
  ],
  [
    'formato',
    'sin-datos',
    { motherboard: b550, case: h5NoSheet },
    'No pudimos verificar: falta los formatos de mother que admite el gabinete.',
  ],
  [
    'largoGpu',
    'ok',
    { gpu: rtx4060, case: coreV1 },
    'La placa de video mide 199 mm y el gabinete admite hasta 285 mm.',
  ],
  [
    'largoGpu',
    'incompatible',
    { gpu: rtx4080, case: coreV1 },
    'La placa de video mide 348 mm y el gabinete admite hasta 285 mm.',
  ],
  [
    'largoGpu',
    'sin-datos',
    { gpu: rtx4060NoSheet, case: h5NoSheet },
    'No pudimos verificar: falta el largo de la placa de video y el largo máximo de placa de video del gabinete.',
  ],
  [
    'alturaCooler',
    'ok',
    { cooler: nhd15, case: h5 },
    'El cooler mide 165 mm de alto y el gabinete admite hasta 165 mm.',
  ],
  [
    'alturaCooler',
    'incompatible',
    { cooler: nhd15, case: coreV1 },
    'El cooler mide 165 mm de alto y el gabinete admite hasta 140 mm.',
  ],
  [
    'alturaCooler',
    'sin-datos',
    { cooler: hyper212, case: h5 },
    'No pudimos verificar: falta la altura del cooler.',
  ],
  [
    'alturaCooler',
    'ok',
    { cooler: iceberg, case: coreV1 },
    'La refrigeración es líquida: la altura de disipador del gabinete no aplica.',
  ],
  ['socketCooler', 'ok', { cooler: jf500, cpu: ryzen7800 }, 'El cooler admite AM5.'],
  [
    'socketCooler',
    'incompatible',
    { cooler: jf500, cpu: ryzen5600 },
    'El cooler admite LGA1851 o AM5 y el socket es AM4.',
  ],
  [
    'socketCooler',
    'sin-datos',
    { cooler: hyper212, cpu: ryzen5600 },
    'No pudimos verificar: falta los sockets que admite el cooler.',
  ],
  [
    'potencia',
    'ok',
    { cpu: ryzen5600, gpu: rtx4060, psu: cx650 },
    'La fuente da 650 W (consumo estimado 260 W × 1,4 = 364 W recomendados).',
  ],
  [
    'potencia',
    'incompatible',
    { cpu: ryzen7800, gpu: rtx4080, psu: cx650 },
    'La fuente da 650 W y hacen falta 728 W (consumo estimado 520 W × 1,4 = 728 W recomendados).',
  ],
  [
    'potencia',
    'sin-datos',
    { cpu: i5, gpu: rtx4060, psu: rm850 },
    'No pudimos verificar: falta el consumo (TDP) del procesador.',
  ],
  [
    'video',
    'ok',
    { cpu: ryzen8600g },
    'El procesador tiene gráficos integrados: la placa de video es opcional.',
  ],
  [
    'video',
    'incompatible',
    { cpu: ryzen5600 },
    'El procesador no tiene gráficos integrados: necesitás una placa de video.',
  ],
  [
    'video',
    'sin-datos',
    { cpu: part('Procesador AMD Ryzen 5 AM4') },
    'No pudimos verificar: falta si el procesador tiene gráficos integrados (o elegí una placa de video).',
  ],
  ['m2', 'ok', { storage: [sn850x, a400], motherboard: b550 }, '1 disco M.2 en 2 ranuras M.2 de la mother.'],
  [
    'm2',
    'incompatible',
    { storage: [sn850x, sn850x], motherboard: b650itx },
    '2 discos M.2 y la mother tiene 1 ranuras M.2.',
  ],
  [
    'm2',
    'sin-datos',
    { storage: [sn850x], motherboard: b650 },
    'No pudimos verificar: falta cuántas ranuras M.2 tiene la mother.',
  ],
];

describe('compatibility: every rule ok, incompatible and sin-datos, each with a sentence naming the values', () => {
  it.each(cases)('%s %s', (regla, estado, build, mensaje) => {
    const found = checkBuild(build).verificaciones.filter((v) => v.regla === regla);
    expect(found).toContainEqual({ regla, estado, mensaje });
  });

  it('covers every rule in all three states', () => {
    const reglas = new Set(cases.map(([r]) => r));
    for (const r of reglas)
      for (const e of ['ok', 'incompatible', 'sin-datos'] as const)
        expect(
          cases.some(([rr, ee]) => rr === r && ee === e),
          `${r} ${e}`,
        ).toBe(true);
    expect(reglas.size).toBe(11);
  });
});

describe('compatibility: the build verdict and the power estimate', () => {
  it('is true only when every check has its data and passes, with the estimate shown', () => {
    const result = checkBuild({
      cpu: ryzen5600,
      motherboard: b550,
      ram: fury,
      gpu: rtx4060,
      storage: [sn850x],
      psu: cx650,
      case: h5,
      cooler: nhd15,
    });
    expect(result.verificaciones.filter((v) => v.estado !== 'ok')).toEqual([]);
    expect(result).toMatchObject({ compatible: true, consumoEstimadoW: 260, potenciaRecomendadaW: 364 });
  });

  it('is false with one incompatible check and null when one only lacks data', () => {
    expect(checkBuild({ cpu: ryzen7800, motherboard: b550 }).compatible).toBe(false);
    const unsure = checkBuild({ cpu: ryzen5600, motherboard: b550, gpu: rtx4060, cooler: hyper212 });
    expect(unsure.compatible).toBeNull();
  });

  it('never says compatible for a check whose values are missing', () => {
    const r = checkBuild({ gpu: rtx4060NoSheet, case: h5NoSheet, psu: cx650, cpu: i5 });
    expect(r.compatible).toBeNull();
    expect(r.consumoEstimadoW).toBeNull();
  });
});
