import { describe, expect, it } from 'vitest';
import { readListingSpecs } from './reader';

const read = (nombre: string, sku?: string) => readListingSpecs({ nombre, sku });

describe('spec reader: what is not one part is other, with no specs', () => {
  it.each([
    'Notebook Lenovo LOQ 15IAX9E 15.6" Intel Core i5 12450HX 8GB DDR5 SSD 512GB RTX 3050',
    'PC Gamer AMD Ryzen 5 5500 RX 7600 8GB B550 16GB 480GB SSD',
    'Mini Pc Asus Ryzen 7 5800h Pn52 (barebone)',
    'ARMADO ITEM 6302 GTX 1050 Ti ATHLON 950 8GB',
    'Kit Mother ASUS PRIME B760M-A D4 + Procesador Intel Core i7 12700F',
    'Combo ASUS DUAL RTX 5060 8GB OC + Fuente XYZ 750W 80 Plus Gold',
    'Procesador AMD Ryzen 9 7900X 5.6GHz Turbo + Corsair NAUTILUS 240 RS LCD Water Cooler',
    'PSU 850W 80+ GOLD + RTX 5070',
    'Gabinete Noxi Kit + Fuente 500w + Teclado Y Mouse',
    'Memoria Micro Sd 32gb Hiksemi',
    'Pen Drive ADATA UV240 32GB USB 2.0',
    'Disco Externo 2TB WD My Passport USB 3.2',
    'Carry Disk Hiksemi M.2 Nvme Mdc1 (Usb-C 3.2)',
    'Cooler Fan DeepCool RF120 FS 120mm Fixed RGB KIT x3',
    'Cooler Cpu Thermaltake Ct120 Ex Argb Sync Black X3 Fan Pack',
    'Disipador para M.2 ID-Cooling Zero M15',
    'Cable Hdmi 10 Metros 1080p 4k Monitor',
    'Adaptador Lga 1700 Hyper 212 Cpu Cooler Master',
    'Pasta Termica Cooler Master Cryofuze 5 3gr',
    'Soporte para Monitor Gaming Redragon',
    'Teclado Corsair K70',
    "SMART TV HYUNDAI 43'' FULL HD HYLED-43FHD8A Android TV",
    'Logitech C920 HD Pro Webcam',
    'Wacom Cintiq DTK2260K0A 22 Full HD',
    'Fuente 12V 5A switching netquality',
  ])('%s', (nombre) => {
    expect(read(nombre)).toEqual({ categoria: 'other', especificaciones: {}, fuentes: {}, opendb: null });
  });
});

describe('spec reader: the part type and what the name states', () => {
  it.each([
    [
      'Corsair CX650 650W 80 Plus Bronze',
      'psu',
      { potenciaW: 650, certificacion: '80 Plus Bronze', modular: 'no' },
    ],
    [
      'Kingston Fury Beast 16GB DDR4 3200MHz',
      'ram',
      { tipo: 'DDR4', capacidadGB: 16, velocidadMHz: 3200, formato: 'DIMM' },
    ],
    [
      'Mother ASUS ROG STRIX B550-I GAMING',
      'motherboard',
      { socket: 'AM4', chipset: 'B550', memoria: 'DDR4', formato: 'Mini-ITX' },
    ],
    [
      'Mother ASUS PRIME B760M-A D4 LGA1700',
      'motherboard',
      { socket: 'LGA1700', chipset: 'B760', memoria: 'DDR4', formato: 'Micro ATX' },
    ],
    [
      'Motherboard Asus Prime B650em-a Am5 Ddr5',
      'motherboard',
      { socket: 'AM5', chipset: 'B650E', memoria: 'DDR5', formato: 'Micro ATX' },
    ],
    [
      'Motherboard Gigabyte X870e Aorus Elite Am5 Lga 1718 Ddr5',
      'motherboard',
      { socket: 'AM5', chipset: 'X870E', memoria: 'DDR5', formato: 'ATX' },
    ],
    [
      'Micro Intel I5-14400F 4.7Ghz 20Mb S.1700 - Tray Sin Cooler',
      'cpu',
      { socket: 'LGA1700', memoria: ['DDR4', 'DDR5'], graficosIntegrados: false, coolerIncluido: false },
    ],
    [
      'Procesador AMD Ryzen 7 8700G 5.1GHz Turbo AM5 + Wraith Stealth Cooler',
      'cpu',
      { socket: 'AM5', memoria: ['DDR5'], graficosIntegrados: true, coolerIncluido: true },
    ],
    [
      'Memoria Corsair DDR5 32GB (2x16GB) 6400MHz Vengeance CL36',
      'ram',
      { tipo: 'DDR5', capacidadGB: 32, modulos: 2, velocidadMHz: 6400, formato: 'DIMM' },
    ],
    [
      'Memoria Sodimm Kingston 32GB DDR5 5600mhz',
      'ram',
      { tipo: 'DDR5', capacidadGB: 32, velocidadMHz: 5600, formato: 'SO-DIMM' },
    ],
    ['Placa de Video XFX Radeon RX 9070 GRE 12GB GDDR6 Swift', 'gpu', { chip: 'RX 9070 GRE', vramGB: 12 }],
    [
      'Placa de Video MSI GeForce RTX 5060 Ti 16GB GDDR7 Gaming Trio OC',
      'gpu',
      { chip: 'RTX 5060 Ti', vramGB: 16 },
    ],
    ['Fuente Segotep ATX-500 273W Box', 'psu', { potenciaW: 273 }],
    [
      'Fuente Corsair Modular RMe 850W Cybenetics Gold PG5',
      'psu',
      { potenciaW: 850, certificacion: 'Cybenetics Gold', modular: 'full' },
    ],
    ['Fuente Thermaltake Smart 500W 80Plus White', 'psu', { potenciaW: 500, certificacion: '80 Plus' }],
    ['Combo Gabinete ATOM Black 3x Fans ARGB + Fuente 750W 80 Plus Bronze', 'case', { fuenteIncluida: true }],
    [
      'Gabinete GAMEMAX Starlight 2 AB x6 Fans ARGB E-ATX',
      'case',
      { formatosPlaca: ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'] },
    ],
    [
      'HD SSD 512GB MEMOX M.2 NVME GEN3 +Q 500GB',
      'storage',
      { tipo: 'SSD', interfaz: 'NVMe', capacidadGB: 512 },
    ],
    [
      'Disco Solido SSD 1024GB (1TB) Hiksemi Wave M.2 NVMe PCIe 3.0 x4',
      'storage',
      { tipo: 'SSD', interfaz: 'NVMe', capacidadGB: 1024 },
    ],
    [
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S Disipador NVME',
      'storage',
      { tipo: 'SSD', interfaz: 'NVMe', formato: 'M.2 2280', capacidadGB: 1000 },
    ],
    [
      'Disco Rigido Seagate Ironwolf Pro Nas 12TB 7200Rpm',
      'storage',
      { tipo: 'HDD', interfaz: 'SATA', formato: '3.5"', capacidadGB: 12000 },
    ],
    [
      'Disco SSD M2 Crucial 1TB T700 Disipador PCIe Gen5 NVME',
      'storage',
      { tipo: 'SSD', interfaz: 'NVMe', formato: 'M.2 2280', capacidadGB: 1000 },
    ],
    [
      'Cooler Cpu Jiushark Jf500 Argb (1851 / Am5) 265w',
      'cooler',
      { tipo: 'aire', socketsSoportados: ['LGA1851', 'AM5'] },
    ],
    ['CPU Water Cooler 240mm Gamemax Iceberg 240 Rainbow', 'cooler', { tipo: 'liquido' }],
    [
      'Monitor Gamer Acer Nitro ED340CUR 34" WQHD 1440p VA 200Hz',
      'monitor',
      { pulgadas: 34, resolucion: '3440x1440', hz: 200, panel: 'VA' },
    ],
    [
      'MONITOR GAMER 32" GIGABYTE GS32Q IPS QHD 165HZ / 170HZ OC',
      'monitor',
      { pulgadas: 32, resolucion: '2560x1440', hz: 165, panel: 'IPS' },
    ],
  ])('%s', (nombre, categoria, especificaciones) => {
    const reading = read(nombre);
    expect(reading.categoria).toBe(categoria);
    expect(reading.especificaciones).toEqual(especificaciones);
    expect(Object.values(reading.fuentes).every((f) => f === 'nombre')).toBe(true);
  });
});

describe('spec reader: unsure means no value', () => {
  it('leaves out a refresh rate the name gives twice, a capacity it gives twice, a socket that contradicts the chipset', () => {
    expect(read('Monitor 25 Arkham Gamer Fhd 210hz - 200hz Ips').especificaciones).not.toHaveProperty('hz');
    expect(read('Disco Solido SSD Aimerican 512GB SATA III 480gb').especificaciones).not.toHaveProperty(
      'capacidadGB',
    );
    const board = read('Mother Asrock Chipset H370 CML-HDV DDR4 M-ATX S1200').especificaciones;
    expect(board).not.toHaveProperty('socket');
    expect(board).not.toHaveProperty('chipset');
  });

  it('does not read a cooler rating or a fan count as a socket, height or power', () => {
    expect(read('Cooler Cpu Thermaltake Astria 400 Air 6 Pipe 1200 rpm').especificaciones).toEqual({
      tipo: 'aire',
    });
  });
});
