import { describe, expect, it } from 'vitest';
import { readListingSpecs } from '../reader';
import { buildKnowledgeBase } from './link';
import type { PartEntry } from './map-entry';

// Entries as OpenDB holds them (facts: names, part numbers, specs of buildcores-open-db).
const psu = (id: string, nombre: string, pn: string[], modular: string): PartEntry => ({
  id,
  categoria: 'psu',
  marca: 'Corsair',
  nombre,
  pn,
  especificaciones: { modular },
});
const p300 = (id: string, nombre: string, pn: string[]): PartEntry => ({
  id,
  categoria: 'storage',
  marca: 'Patriot',
  nombre,
  pn,
  especificaciones: { tipo: 'SSD', interfaz: 'NVMe', formato: 'M.2 2280', capacidadGB: 1000 },
});
const gpu = (id: string, nombre: string): PartEntry => ({
  id,
  categoria: 'gpu',
  marca: 'Inno3D',
  nombre,
  pn: ['N50502-08D6-174071N'],
  especificaciones: { chip: 'RTX 5050', vramGB: 8, largoMM: 225 },
});

const kb = buildKnowledgeBase([
  psu('hx1000i', 'Corsair HX1000i (2023) Black ATX 1000W Fully Modular 80+ Platinum Certified', ['CP-9020259-NA', 'CP-9020259-EU'], 'full'),
  // OpenDB's own record says non-modular for a fully modular unit: a name saying 'Modular' must not take it.
  psu('rm1200x-shift', 'Corsair RM1200x SHIFT Side Interface 1200W Fully Modular 80+ Gold', ['CP-9020254-NA'], 'no'),
  // The same drive listed twice.
  p300('p300-a', 'Patriot P300 1TB SSD M.2-2280 PCIe 3.0 X4 NVMe', ['P300P1TBM28']),
  p300('p300-b', 'Patriot P300 1TB SSD M.2-2280 PCIe 3.0 x4 NVMe', ['P300P1TBM28US', 'P300P1TBM28']),
  // Two editions under one part number.
  gpu('twin-x2', 'Inno3D Twin X2 GeForce RTX 5050 8GB GDDR6 Black'),
  gpu('twin-x2-oc', 'Inno3D Twin X2 OC GeForce RTX 5050 8GB GDDR6 Black'),
]); // prettier-ignore

const read = (nombre: string, sku?: string) => readListingSpecs({ nombre, sku }, kb);

describe('OpenDB link: codes as stores write them', () => {
  it('links a Corsair code with another sales region, or cut short, and reads "80 Plus" as no edition', () => {
    for (const sku of ['CP-9020259-AR', 'CP-9020259-A']) {
      const r = read('Fuente Corsair 1000w Hx1000i 80 Plus Platinum Atx 3.1', sku);
      expect(r.opendb).toBe('hx1000i');
      expect(r.especificaciones.modular).toBe('full');
    }
  });

  it('finds the maker code inside a store code with a prefix or an outlet suffix', () => {
    expect(
      read('Disco Solido Ssd 1tb Patriot P300 M.2 Nvme Pci-e', '9SE00088-P300P1TBM28').especificaciones,
    ).toMatchObject({
      formato: 'M.2 2280',
    });
    expect(read('OUTLET Disco SSD Patriot P300 1TB M.2 NVMe', 'P300P1TBM28-OUTLET1').opendb).toBe('p300-a');
  });

  it('links one of two identical records, never one of two editions', () => {
    expect(read('Disco Solido SSD Patriot P300 1TB M.2 NVMe', 'P300P1TBM28').opendb).toBe('p300-a');
    const card = read(
      'Placa de Video INNO3D Nvidia Geforce RTX 5050 8GB Twin X2 GDDR6',
      'N50502-08D6-174071N',
    );
    expect(card.opendb).toBeNull();
    expect(card.especificaciones).not.toHaveProperty('largoMM');
  });

  it('does not take a non-modular record for a PSU the name sells as Modular', () => {
    const r = read('Fuente 1200W Corsair RM1200X Shift 80 PLUS Gold Modular PCIe 5.0', 'CP-9020254-AR');
    expect(r.opendb).toBeNull();
    expect(r.especificaciones.modular).not.toBe('no');
  });

  it('never drops a revision from a store code', () => {
    const kbV = buildKnowledgeBase([
      { id: 'rx7600-v1', categoria: 'gpu', marca: 'PowerColor', nombre: 'PowerColor Fighter Radeon RX 7600 8GB', pn: ['RX7600-8G-F'], especificaciones: { chip: 'RX 7600', largoMM: 200 } },
    ]); // prettier-ignore
    const r = readListingSpecs(
      { nombre: 'Placa de Video Power Color AMD Radeon RX 7600 Fighter 8GB GDDR6', sku: 'RX7600-8G-F-V2' },
      kbV,
    );
    expect(r.opendb).toBeNull();
  });
});

describe('OpenDB link: PSU codes stores shorten', () => {
  const gb = (id: string, nombre: string, pn: string[]): PartEntry => ({
    id,
    categoria: 'psu',
    marca: 'Gigabyte',
    nombre,
    pn,
    especificaciones: { potenciaW: 550, certificacion: '80 Plus Silver', modular: 'no' },
  });
  const kbPsu = buildKnowledgeBase([
    gb('p550ss', 'Gigabyte P550SS Black 550W Non-Modular 80+ Silver Certified ATX', [
      'GP-P550SS',
      'GP-P550B',
    ]),
    gb('p550ss-ice', 'Gigabyte P550SS White 550W Non-Modular 80+ Silver Certified', ['GP-P550SS ICE']),
    psu(
      'cx650',
      'Corsair CX (2023) Black 650W Non-Modular 80+ Bronze Certified ATX',
      ['CP-9020278-NA'],
      'no',
    ),
  ]);
  const readPsu = (nombre: string, sku?: string) => readListingSpecs({ nombre, sku }, kbPsu).opendb;

  it("links a code without the maker's line prefix, and the white 'ICE' edition by its part number", () => {
    expect(readPsu('Fuente Gigabyte P550SS 550W 80+Silver')).toBe('p550ss');
    expect(readPsu('Fuente Gigabyte 550w 80+ Silver P550ss Atx 3.0')).toBe('p550ss');
    expect(readPsu('FUENTE 550W GIGABYTE WHITE GP-P550SS ICE 80 PLUS SILVER')).toBe('p550ss-ice');
  });

  it("reads a code of line and wattage ('CX650') in an entry named 'CX … 650W'", () => {
    expect(readPsu('Fuente Corsair Cx650 650w Atx 80 Plus Bronze', 'CP-9020278-AR')).toBe('cx650');
    expect(readPsu('Fuente Corsair Cx750 750w Atx 80 Plus Bronze', 'CP-9020278-AR')).toBeNull();
  });
});

describe('OpenDB link: editions a name word would blur', () => {
  const board = (id: string, nombre: string, pn: string[]): PartEntry => ({
    id,
    categoria: 'motherboard',
    marca: 'ASRock',
    nombre,
    pn,
    especificaciones: { socket: 'AM5', chipset: 'A620', slotsMemoria: 2 },
  });
  const kbEd = buildKnowledgeBase([
    psu('hx1200i', 'Corsair HX1200i 1200W 80+ Platinum Certified Fully Modular', ['CP-9020070-NA', 'HX1200i'], 'full'),
    psu('rm1000x', 'Corsair RM1000x 1000W 80+ Gold Certified Fully Modular', ['CP-9020094-NA', 'rm1000x'], 'full'),
    psu('rm1000x-shift', 'Corsair RM1000x SHIFT Side Interface 1000W Fully Modular 80+ Gold Certified', ['CP-9020253-NA'], 'full'),
    board('hdv-m2-plus', 'ASRock A620 M-HDV/M.2+ AM5 DDR5 Micro ATX', ['A620M-HDV', 'A620M-HDV/M.2+']),
    board('hdv-m2', 'ASRock A620 HDV/M.2 AM5 DDR5 Micro ATX', ['A620M-HDV', 'A620M-HDV/M.2']),
  ]); // prettier-ignore
  const link = (nombre: string, sku?: string) => readListingSpecs({ nombre, sku }, kbEd).opendb;

  it('never links a Shift (side-connector) PSU to the plain model, and prefers the SKU over a name word', () => {
    expect(link('Fuente Corsair Hx1200i Shift 1200w 80+ Platinum Conexión Lateral')).toBeNull();
    expect(link('Fuente 1000W Corsair RM1000X Shift 80 PLUS Gold Modular Black', 'CP-9020253-AR')).toBe(
      'rm1000x-shift',
    );
    expect(link('Fuente Corsair RM1000x 1000W 80 Plus Gold')).toBe('rm1000x');
  });

  it('does not take one of two boards that share a code but differ in the model name', () => {
    expect(link('Mother Asrock A620M-HDV/M.2 AM5 DDR5 BULK - OUTLET')).toBeNull();
  });
});
