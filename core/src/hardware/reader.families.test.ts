import { describe, expect, it } from 'vitest';
import { readListingSpecs } from './reader';

// Rule families added from the failures of the second labelled set (specs.dev-2.jsonl); names from
// several stores each, so that a rule holds across stores rather than for one listing's words.
const read = (nombre: string, sku?: string) => readListingSpecs({ nombre, sku });
const kindOf = (nombre: string) => read(nombre).categoria;

describe('part type: more things that are not one part', () => {
  it.each([
    // A workstation is a complete PC, whatever GPU it names.
    'Workstation Lenovo ThinkStation P2 Tower Gen 2 Ultra 9 16GB 1TB RTX A1000',
    'Workstation HP Z2 G9 Tower Core i7 13700 32GB 1TB RTX A2000',
    // A fan sold for the case is a case fan, not a CPU cooler.
    'COOLER PARA GABINETE COOLER MASTER MF120 LITE ARGB',
    'Fan Cooler Einarex EX12C Black para gabinete',
    'Ventilador para gabinete Noctua NF-A12x25 120mm',
    // A dust filter for a case is an accessory.
    'Filtro Antipolvo Xigmatek Magnetico Para Gabinete 12x120mm',
  ])('%s', (nombre) => {
    expect(read(nombre)).toEqual({ categoria: 'other', especificaciones: {}, fuentes: {}, opendb: null });
  });
});

describe('part type: parts that words of other things used to hide', () => {
  it.each([
    // 'All in One' on a liquid cooler is the AIO cooler, not an all-in-one PC.
    ['WATER COOLER THERMALTAKE LA360-S ARGB SYNC ALL IN ONE BLACK', 'cooler'],
    ['Refrigeracion Liquida Arctic Liquid Freezer III 240 All in One', 'cooler'],
    // A portable monitor is a monitor (a portable disk is still an external disk).
    ['MONITOR PORTATIL TEROS TE-1501S 15.6″ PLANO IPS FHD 60HZ USB', 'monitor'],
    ['Monitor Portable Redragon Onyx RD-MP1601 16" IPS 144hz', 'monitor'],
    ['Monitor Portatil ASUS ZenScreen MB169CK 15.6" FHD IPS 60Hz USB-C HDMI', 'monitor'],
    // A notebook's internal disk is a storage part, as notebook memory is a RAM part.
    ['OUTLET DISCO HDD SEAGATE S 500 GB S-ATA FIRECUDA NOTEBOOK', 'storage'],
    ['Disco Rigido Notebook Toshiba 500GB 8Mb 5400Rpm - DINOBYTE', 'storage'],
    // 'Mb' opening a name is a motherboard (elsewhere MB is megabytes).
    ['Mb Gigabyte S1700 B760M K V2 Ddr4 Box M-Atx', 'motherboard'],
    ['MB ASUS PRIME A520M-K AM4', 'motherboard'],
    // A combo that names a case and its PSU only is the case, sold with its PSU.
    ['Combo Kit Gabinete RAPTOR NOVA PRIME X 3 FAN RGB C/ FUENTE RAPTOR 750W 80 PLUS BRONZE', 'case'],
  ])('%s', (nombre, categoria) => {
    expect(kindOf(nombre)).toBe(categoria);
  });

  it('still reads external and portable disks, and case kits with keyboard and mouse, as other', () => {
    expect(kindOf('Disco Externo Portable 1TB Toshiba Canvio Basics USB 3.0')).toBe('other');
    expect(kindOf('Gabinete Kit Performance L903 6810 500w Teclado Y Mouse Atx Negro')).toBe('other');
    expect(kindOf('Notebook Lenovo IdeaPad 3 15.6" Ryzen 5 8GB SSD 512GB')).toBe('other');
  });
});

describe('RAM: layouts without a unit, desktop words and maker codes', () => {
  it.each([
    // A layout with no unit counts when it adds up to the stated capacity.
    [
      'MEMORIA RAM 32GB (2X16) DDR4 3200 CORSAIR VENG PRO RGB',
      undefined,
      { capacidadGB: 32, modulos: 2, formato: 'DIMM' },
    ],
    [
      'MEMORIA GSKILL TRIDENT Z ROYAL DDR4 16 GB 3600 RGB GOLD 2X8 1.35',
      undefined,
      { capacidadGB: 16, modulos: 2, formato: 'DIMM' },
    ],
    // 'Memoria PC' is desktop memory.
    ['Memoria PC DDR5 8GB 5600Mhz CL46 1.1V 16Gbit', undefined, { capacidadGB: 8, formato: 'DIMM' }],
    // Kingston Client Premier (KCP…U desktop, …S SO-DIMM) and Fury Beast single modules ('-16').
    [
      'Memoria PC Prop. DDR5 8GB 5600Mhz CL46 1.1V 16Gbit',
      'KCP556US6-8',
      { capacidadGB: 8, modulos: 1, formato: 'DIMM' },
    ],
    [
      'Memoria Ram Sodimm Kingston 8GB 5200 Mhz DDR5',
      'KCP552SS6-8',
      { capacidadGB: 8, modulos: 1, formato: 'SO-DIMM' },
    ],
    [
      'Memoria 16gb 5600mhz Ddr5 Fury Beast White Expo Cl36 Kingston',
      'KF556C36BWE-16',
      { capacidadGB: 16, modulos: 1, formato: 'DIMM' },
    ],
    // Corsair codes count modules (M1, M2), whatever the form.
    [
      'Memoria 16gb 3200mhz Ddr4 Sodimm Vengeance Corsair',
      'CMSX16GX4M1A3200C22',
      { capacidadGB: 16, modulos: 1, formato: 'SO-DIMM' },
    ],
    [
      'Memoria RAM Corsair Vengeance Black 8GB RGB 5200Mhz DDR5 CL40',
      'CMH8GX5M1B5200C40',
      { capacidadGB: 8, modulos: 1, formato: 'DIMM' },
    ],
    // ADATA/XPG: U desktop, S single module; Hiksemi HSC4…U desktop.
    [
      'MEMORIA XPG 16GB 18I DDR4 3200 RGB',
      'newB-AX4U320016G16A-SBKD35G',
      { capacidadGB: 16, modulos: 1, formato: 'DIMM' },
    ],
    [
      'Memoria DDR4 8192MB 8GB 3200MHZ Adata Blister (AD4U32008G22-SGN)',
      undefined,
      { capacidadGB: 8, modulos: 1, formato: 'DIMM' },
    ],
    [
      'Memoria DDR4 16384MB 16GB 3200MHZ HIKSEMI HIKER BLISTER (HSC416U32Z1 16G)',
      undefined,
      { capacidadGB: 16, formato: 'DIMM' },
    ],
  ] as [string, string | undefined, Record<string, unknown>][])('%s', (nombre, sku, expected) => {
    expect(read(nombre, sku).especificaciones).toMatchObject(expected);
  });

  it('leaves the modules open when a unitless layout does not add up, or an ADATA dual code disagrees', () => {
    expect(read('Memoria DDR4 16GB 3200 RGB 3X8').especificaciones).not.toHaveProperty('modulos');
    expect(read('Memoria XPG 16GB DDR4 3200', 'AX4U320016G16A-DB10').especificaciones).not.toHaveProperty(
      'modulos',
    );
  });
});

describe('storage: interface from speed, notebook disks, one-form lines', () => {
  it.each([
    // No NVMe drive reads at SATA's ~550 MB/s.
    ['Disco Solido SSD Hiksemi 960GB Wave 550MB/s', { tipo: 'SSD', interfaz: 'SATA', capacidadGB: 960 }],
    ['Disco Solido SSD Team 512GB GX2 530MB/s', { tipo: 'SSD', interfaz: 'SATA', capacidadGB: 512 }],
    ['Disco Sólido SSD MSI 960GB Spatium S270 500MB/s', { tipo: 'SSD', interfaz: 'SATA', capacidadGB: 960 }],
    // A notebook hard disk is 2.5".
    [
      'Disco Rigido Notebook Western Digital Blue 1TB 8Mb 5400Rpm - DINOBYTE',
      { tipo: 'HDD', formato: '2.5"', capacidadGB: 1000 },
    ],
    [
      'OUTLET DISCO HDD SEAGATE S 500 GB S-ATA FIRECUDA NOTEBOOK',
      { tipo: 'HDD', formato: '2.5"', capacidadGB: 500 },
    ],
    // XPG Mars 970/980 are M.2 2280 only.
    [
      'DISCO SSD 2TB G5 XPG MARS 980 STORM WATER COOL',
      { tipo: 'SSD', interfaz: 'NVMe', formato: 'M.2 2280', capacidadGB: 2000 },
    ],
  ] as [string, Record<string, unknown>][])('%s', (nombre, expected) => {
    expect(read(nombre).especificaciones).toMatchObject(expected);
  });

  it('does not call a fast drive SATA', () => {
    expect(read('Disco Solido SSD Hiksemi 1TB Future 7450MB/s').especificaciones.interfaz).not.toBe('SATA');
  });
});

describe('CPU, board, case and monitor: more ways stores state a spec', () => {
  it.each([
    // A bare Intel socket number in brackets.
    [
      'PROCESADOR INTEL (1151) PENTIUM DUAL CORE G4400 (SIN COOLER)',
      { socket: 'LGA1151', graficosIntegrados: true, coolerIncluido: false },
    ],
    [
      'MOTHER BIOSTAR H510MHP 4.0 10TH (1200) DDR4 (IH47BMHS)',
      { socket: 'LGA1200', chipset: 'H510', memoria: 'DDR4', formato: 'Micro ATX' },
    ],
    [
      'MOTHER BIOSTAR AM4 B450MHP BOX M-ATX DDR4 (AB45NM4S)',
      { socket: 'AM4', chipset: 'B450', formato: 'Micro ATX' },
    ],
    // What the name says of the cooler beats the pack word; 'No incluye cooler' is no cooler.
    [
      'Procesador Amd Ryzen 3 3200g C/video Integrado C/cooler Am4 Bulk',
      { graficosIntegrados: true, coolerIncluido: true },
    ],
    ['Procesador AMD Ryzen 7 5700GE 4.6GHz Turbo AM4 + Wraith Stealth Cooler OEM', { coolerIncluido: true }],
    ['Procesador AMD Ryzen 7 9700X 5.5GHz Turbo AM5 - No Incluye Cooler', { coolerIncluido: false }],
    [
      'Procesador Intel Core i5 14400F 4.7GHz Turbo Socket 1700 Raptor Lake Tray -No Incluye Cooler',
      { coolerIncluido: false },
    ],
    // A case with its PSU written '+Fuente'.
    ['Gabinete Corsair 3000D Airflow RGB+Fuente CX650W Bronze - DINOBYTE', { fuenteIncluida: true }],
    // '+Q 19"': another size the store has.
    [
      'MONITOR 20" LG 20U401A TN HD+ 1600X900 75HZ 5MS HDMI VGA +Q 19"',
      { pulgadas: 20, resolucion: '1600x900', hz: 75 },
    ],
    // Dual-mode panels: the native mode is the higher resolution at its own refresh.
    [
      'Monitor Gamer ASUS ROG Swift OLED PG32UCDP-J 32" 4K UHD 240Hz y Full HD 480Hz AMD FreeSync Premium Pro',
      { resolucion: '3840x2160', hz: 240 },
    ],
    [
      'Monitor LG UltraGear 32GS95UE 32" OLED 4K 240Hz / FHD 480Hz Dual Mode',
      { resolucion: '3840x2160', hz: 240 },
    ],
  ] as [string, Record<string, unknown>][])('%s', (nombre, expected) => {
    expect(read(nombre).especificaciones).toMatchObject(expected);
  });

  it('leaves the refresh open when two rates are not a dual mode', () => {
    expect(read('Monitor 25 Arkham Gamer Fhd 210hz - 200hz Ips').especificaciones).not.toHaveProperty('hz');
    expect(read('Monitor 27 QHD 180Hz FHD 144Hz').especificaciones).not.toHaveProperty('hz');
  });
});

describe('PSU: lines made with one cabling', () => {
  it.each([
    ['Fuente Corsair Modular RMe 750W Cybenetics Platinum PG5 Bla - DINOBYTE', 'full'],
    ['Fuente Corsair Modular Shift RMx 850W 80Plus Gold - DINOBYTE', 'full'],
    ['Fuente 1200W Corsair HX1200 80 PLUS Platinum Modular - No Incluye Cable Power', 'full'],
    ['Fuente Corsair CX750M Cybenetics Bronce PG5 Modular', 'semi'],
    ['Fuente Corsair Cx650 650w Atx 80 Plus Bronze', 'no'],
    ['Fuente 550W MSI MAG A550BN 80 PLUS Bronze', 'no'],
    ['Fuente 750W MSI MAG A750BN 80 PLUS Bronce PciE 5.1', 'no'],
    ['FUENTE 650W THERMALTAKE SMART BM2 MODULAR 80+ BRONZE', 'semi'],
    ['Fuente Thermaltake Smart BM2 750W 80Plus Bronze - DINOBYTE', 'semi'],
    ['Fuente Thermaltake Smart BX1 D2D 650W 80Plus Bronze - DINOBYTE', 'no'],
    ['Fuente 500W Thermaltake Smart RGB 80 PLUS White', 'no'],
  ])('%s', (nombre, modular) => {
    expect(read(nombre).especificaciones.modular).toBe(modular);
  });

  it('says nothing when the name contradicts the line or names no known line', () => {
    expect(read('Fuente Corsair CX650 650W Modular').especificaciones).not.toHaveProperty('modular');
    expect(read('Fuente Gigabyte P550SS 550W 80+Silver').especificaciones).not.toHaveProperty('modular');
    expect(read('Fuente Thermaltake Smart Pro RGB 750W 80 Plus Bronze').especificaciones).not.toHaveProperty(
      'modular',
    );
  });
});
