import { describe, expect, it } from 'vitest';
import { defaultKnowledgeBase } from './opendb/knowledge-base';
import { readListingSpecs } from './reader';

// Rule families added from the failures of specs.held-out-3 and specs.held-out-4 (those lines are dev
// now); each tested on names of more than one store (franco66272/Comparador, AikePetunia/AAS-backend and
// the open catalog), so that the rule holds beyond the line that showed it.
const read = (nombre: string) => readListingSpecs({ nombre });
const kb = defaultKnowledgeBase();

describe("a case's own fans are not a bundle", () => {
  it.each([
    ['Gabinete Lnz Y11argb + 4 Cooler (TEMPLADO)', undefined],
    ['Gabinete Merx Pb-100 Gamer + 4 Cooler Argb ( Polar Bear White)', undefined],
    [
      'Gabinete MESH Sentey M25 BLACK, M-ATX / ITX, vidrio templado lateral+ 4 COOLERS A-RGB 120MM + USB 3.0 + hd audio + Filtro anti polvo',
      ['Micro ATX', 'Mini-ITX'],
    ],
  ])('%s', (nombre, formats) => {
    const reading = read(nombre);
    expect(reading.categoria).toBe('case');
    expect(reading.especificaciones.formatosPlaca).toEqual(formats);
  });

  it('still calls a case with keyboard and mouse, or with a CPU cooler, a kit', () => {
    expect(read('Gabinete Kit Sentey + teclado + mouse').categoria).toBe('other');
    expect(read('Gabinete Sentey X20 + Water Cooler Deepcool LE520').categoria).toBe('other');
  });
});

describe('a format glued to a comma is still stated', () => {
  it('reads ATX after a comma, never the smaller formats only', () => {
    const reading = read(
      'Gabinete MESH Sentey M40 WHITE,ATX / M-ATX / ITX, vidrio templado lateral+ 4 COOLERS A-RGB 120MM + USB 3.0',
    );
    expect(reading.especificaciones.formatosPlaca).toEqual(['ATX', 'Micro ATX', 'Mini-ITX']);
  });
});

describe('kind words written differently', () => {
  it("reads 'Coolers … CPU … Liquid' as a liquid CPU cooler, and a pack of 'Coolers' as case fans", () => {
    const reading = read('Coolers Redragon CPU Effect X RGB Liquid 120mm Dual CCW-3000');
    expect(reading.categoria).toBe('cooler');
    expect(reading.especificaciones.tipo).toBe('liquido');
    expect(read('Coolers x3 120mm ARGB').categoria).toBe('other');
  });

  it("reads a GPU whose maker is glued to 'Placa De Video'", () => {
    const reading = read('Placa De Videomsi 210 1Gb Ddr3');
    expect(reading.categoria).toBe('gpu');
    expect(reading.especificaciones.tipo).toBeUndefined();
  });

  it('reads a portable monitor made for notebooks as a monitor', () => {
    const reading = read('ACCESORIOS BYH MONITOR PORTATIL PARA NOTEBOOK GLANCE PLUS OLED 15.6');
    expect(reading.categoria).toBe('monitor');
    expect(reading.especificaciones).toMatchObject({ pulgadas: 15.6, panel: 'OLED' });
    expect(read('Monitor Portable Redragon Onyx RD-MP1601 16" IPS 144hz').categoria).toBe('monitor');
    // A notebook named with its screen stays a notebook.
    expect(read('Notebook Lenovo IdeaPad 1 15.6" AMD Ryzen 3 7320U 4GB RAM 128GB SSD').categoria).toBe(
      'other',
    );
  });

  it('reads memory sold as a kit of modules as one RAM product', () => {
    const reading = read('MEMORIA RAM PUSKILL 2X16GB KIT RGB GREY 6400 MHZ CL40 NG');
    expect(reading.categoria).toBe('ram');
    expect(reading.especificaciones).toMatchObject({ capacidadGB: 32, modulos: 2, velocidadMHz: 6400 });
    expect(read('Kit Memoria Ram 16GB + Procesador Ryzen 5 5600G').categoria).toBe('other');
  });
});

describe('things named with a part word that are not one part', () => {
  it.each([
    'SAMSUNG MEMORIA NINTENDO SWITCH 2 256GB',
    'Tarjeta de Memoria Sandisk MicroSDXC 128GB UHS-I Card C10 U3 100Mb for Nintendo Switch Fortnite Edition',
    'NG Reactor – Creator Edition | Gama Mid - Memoria Ram 16GB / SSD M2 500GB',
    'PC AMD Athlon 3000G 8GB RAM 240GB SSD GAB KIT',
  ])('%s', (nombre) => {
    expect(read(nombre).categoria).toBe('other');
  });
});

describe("a drive line's only form, when the name states none", () => {
  it.each([
    // PNY's NVMe lines are named by code, every one M.2 2280: the CS2230's digits are no form.
    ['Disco Solido SSD 2TB PNY CS2230 M.2 NVMe PCIe Gen 3 x4', 'M.2 2280', 2000],
    ['SSD PNY CS3140 1TB', 'M.2 2280', 1000],
    // WD's SN770M is the SN770 made for handheld consoles, in 2230 only.
    ['Disco Solido Nvme Western Digital Black SN770M 500GB Gen4 - DINOBYTE', 'M.2 2230', 500],
    ['SSD WD Black SN770 1TB NVMe', 'M.2 2280', 1000],
  ])('%s', (nombre, formato, capacidadGB) => {
    expect(read(nombre).especificaciones).toMatchObject({ formato, capacidadGB, interfaz: 'NVMe' });
  });

  it("leaves PNY's SATA drives SATA and their form open", () => {
    expect(read('SSD PNY CS900 480GB SATA').especificaciones).toMatchObject({ interfaz: 'SATA' });
    expect(read('SSD PNY CS900 480GB SATA').especificaciones.formato).toBeUndefined();
  });
});

describe('an M.2 form stated in brackets wins over what the line usually is', () => {
  it.each([
    ['Disco SSD KINGSTON M2 NVME NV3 500GB gen4 (2230)', 500],
    ['Disco Solido Nvme Kingston SNV3SM3 2TB Gen4 (2230) - DINOBYTE', 2000],
  ])('%s', (nombre, capacidadGB) => {
    const reading = readListingSpecs({ nombre }, kb);
    expect(reading.especificaciones).toMatchObject({ formato: 'M.2 2230', capacidadGB, interfaz: 'NVMe' });
  });

  it('no longer takes an NV3 for a 2280 drive when its name states no form, unless its code says so', () => {
    expect(read('SSD Kingston NV3 1TB M.2 NVMe').especificaciones.formato).toBeUndefined();
    expect(read('Disco SSD M2 Kingston 2Tb NV3 SNV3S 6000 MB/S NVME').especificaciones.formato).toBe(
      'M.2 2280',
    );
    expect(
      read('Disco Solido Nvme Kingston SNV3SM3 500GB Gen4 - DINOBYTE').especificaciones.formato,
    ).toBeUndefined();
  });
});

// From the failing lines of specs.held-out-5 (read after its first score; dev now).
describe('more ways stores write a part', () => {
  it.each([
    ['5500XT 4GB GIGABYTE', { chip: 'RX 5500 XT', vramGB: 4 }],
    ['3080 Gaiward Metaltop 10 Gb (usada)', { chip: 'RTX 3080', vramGB: 10 }],
  ])('a chip number written bare, with the memory of a card: %s', (nombre, specs) => {
    const reading = read(nombre);
    expect(reading.categoria).toBe('gpu');
    expect(reading.especificaciones).toEqual(specs);
  });

  it('keeps Ryzen XT processors processors', () => {
    expect(read('Micro AMD Ryzen 7 5800XT AM4').categoria).toBe('cpu');
    expect(read('Procesador AMD Ryzen 9 5900XT 16 nucleos AM4').categoria).toBe('cpu');
  });

  it("reads 'Tarjeta Madre' as a motherboard", () => {
    expect(read('Tarjeta Madre Asus Prime A620m-k Csm Amd Ddr5 Micro Atx').especificaciones).toMatchObject({
      chipset: 'A620',
      memoria: 'DDR5',
      formato: 'Micro ATX',
    });
  });

  it.each([
    ['Fuente 850w Corsair Rm850x Shift Atx Pcie Modular Cyb Gold', 'Cybenetics Gold'],
    ['Fuente Corsair 650w Cx650m Atx 3.1 Cyb Bronze Semi-modular Negro', 'Cybenetics Bronze'],
  ])("reads 'Cyb' as Cybenetics: %s", (nombre, certificacion) => {
    expect(read(nombre).especificaciones.certificacion).toBe(certificacion);
  });

  it("reads a kit written '32GB KIT (16GB x2)' as one RAM product", () => {
    const reading = read('PREDATOR UDIMM VESTA II RGB SILVER 32GB KIT (16GB x2) DDR5 6000MHz');
    expect(reading.categoria).toBe('ram');
    expect(reading.especificaciones).toMatchObject({
      tipo: 'DDR5',
      velocidadMHz: 6000,
      capacidadGB: 32,
      modulos: 2,
    });
  });
});

describe("makers' case-fan lines sold as 'Cooler' are case fans", () => {
  it.each([
    'COOLER AEROCOOL CORE PLUS -ARGB',
    'Cooler Fan DeepCool RF120 FS 120mm Fixed RGB Black',
    'Fan Coolermaster Mobius 120 - DINOBYTE',
  ])('%s', (nombre) => {
    expect(read(nombre).categoria).toBe('other');
  });

  it('keeps CPU coolers named only by maker and line', () => {
    expect(read('Cooler Thermaltake UX200 SE Blanco ARGB - DINOBYTE').categoria).toBe('cooler');
    expect(read('Cooler Corsair A115').categoria).toBe('cooler');
  });
});

// From the failing lines of specs.held-out-6 (read after its first score; dev now).
describe('more parts written in ways the kind words missed', () => {
  it.each([
    ['MEMORIA PATRIOT DDR5 VIPER ELITE 5 32GB DDR5 CL38 7000MTS WHITE AND BLACK HS KIT PE001082', 'ram'],
    ['MEMORIA PATRIOT VIPER XTREME 5 DDR5 32GB 7000MT/S CL32 BLK HS DUAL KIT PE001039', 'ram'],
    ['GIGABYTE 2060 SUPER GAMING OC(OUTLET)', 'gpu'],
    ['Placa Base Gigabyte B850m Aorus Elite Wifi6e Am5 Matx Negra Negro', 'motherboard'],
    ['Procesador Amd Ryzen 5 8500g Radeon (6c/12t)', 'cpu'],
    // Server processors named by their Xeon number and cores, with the server they came from.
    ['Procesador Ibm E5-2650 X3650 8c 2.0ghz/1600mhzw/fan', 'cpu'],
    ['Procesador Lenovo E5-2609v4 Rd450 8c 1,7ghz/20mb', 'cpu'],
    ['Procesador Intel Xeon E5-2699 V3 Oem', 'cpu'],
  ])('%s', (nombre, categoria) => {
    expect(read(nombre).categoria).toBe(categoria);
  });

  it("reads the chip of a card named by maker and bare number: 'GIGABYTE 2060 SUPER'", () => {
    expect(read('GIGABYTE 2060 SUPER GAMING OC(OUTLET)').especificaciones.chip).toBe('RTX 2060 Super');
  });

  it("reads a fan line sold as 'CPU COOLER' as a case fan, and keeps a CPU cooler naming its fans", () => {
    expect(read('CPU COOLER THERMALTAKE CT120 EX ARGB SYNC MATCHA GREEN').categoria).toBe('other');
    expect(read('Cooler Cpu Thermaltake Ct140 Ex Argb Sync Black X3 Fan Pack').categoria).toBe('other');
    expect(read('Cooler CPU Deepcool AK620 Digital con 2 FK120').categoria).toBe('cooler');
  });
});

// From the failing line of specs.held-out-7 (read after its first score; dev now).
describe("a CPU's own cooler closing its name", () => {
  it.each([
    'MES DEL GAMER Micro AMD Ryzen 3 4100 - 4 Núcleos / 8 Threads + Cooler AM4',
    'Procesador Amd Athlon 3000g Procesador 3,5 Ghz + Cooler',
  ])('%s', (nombre) => {
    const reading = read(nombre);
    expect(reading.categoria).toBe('cpu');
    expect(reading.especificaciones).toMatchObject({ coolerIncluido: true });
  });

  it('still calls a CPU sold with a named cooler a bundle', () => {
    expect(read('Micro AMD Ryzen 5 5600 + Cooler Deepcool AK400').categoria).toBe('other');
  });
});
