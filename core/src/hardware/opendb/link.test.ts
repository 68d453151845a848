import { describe, expect, it } from 'vitest';
import { readListingSpecs } from '../reader';
import { buildKnowledgeBase } from './link';
import type { PartEntry } from './map-entry';

const entry = (over: Partial<PartEntry> & Pick<PartEntry, 'id' | 'nombre' | 'pn'>): PartEntry => ({
  categoria: 'motherboard',
  marca: 'ASUS',
  especificaciones: {},
  ...over,
});

const kb = buildKnowledgeBase([
  entry({
    id: 'a520m-k',
    nombre: 'ASUS PRIME A520M-K AM4 DDR4 Micro ATX',
    pn: ['PRIME A520M-K', '90MB1500-M0EAY0'],
    especificaciones: {
      socket: 'AM4',
      chipset: 'A520',
      memoria: 'DDR4',
      formato: 'Micro ATX',
      slotsMemoria: 2,
    },
  }),
  // An entry that also lists a sibling model's code among its part numbers.
  entry({
    id: 'h610m-a-wifi-d4',
    nombre: 'Asus H610 PRIME M-A WIFI D4 DDR4 Micro ATX',
    pn: ['PRIME-H610M-A-WIFI-D4', 'H610M-K'],
    especificaciones: {
      socket: 'LGA1700',
      chipset: 'H610',
      memoria: 'DDR4',
      formato: 'Micro ATX',
      slotsMemoria: 2,
    },
  }),
  entry({
    id: 'r5-3400g',
    categoria: 'cpu',
    marca: 'AMD',
    nombre: 'AMD Ryzen 5 3400G',
    pn: ['YD3400C5FHBOX'],
  }),
  entry({
    id: 'r5-3400g-tray',
    categoria: 'cpu',
    marca: 'AMD',
    nombre: 'AMD Ryzen 5 3400G OEM/Tray',
    pn: ['YD3400C5M4MFH'],
    especificaciones: { socket: 'AM4', tdpW: 65 },
  }),
  entry({
    id: 'case-black',
    categoria: 'case',
    marca: 'Corsair',
    nombre: 'Corsair 5000D AIRFLOW ATX Mid Tower Black',
    pn: ['5000D AIRFLOW', 'CC-9011210-WW'],
    especificaciones: { formatosPlaca: ['ATX', 'Micro ATX', 'Mini-ITX'] },
  }),
]);

describe('OpenDB link', () => {
  it('links by the store code and fills only the keys the name leaves open, naming the entry as their source', () => {
    const reading = readListingSpecs(
      { nombre: 'Motherboard Asus A520M-K Prime AM4', sku: '90MB1500-M0EAY0' },
      kb,
    );
    expect(reading.opendb).toBe('a520m-k');
    expect(reading.especificaciones.slotsMemoria).toBe(2);
    expect(reading.fuentes).toMatchObject({ chipset: 'nombre', slotsMemoria: 'opendb:a520m-k' });
  });

  it('does not link when a stated spec contradicts the entry, nor to another maker', () => {
    expect(
      readListingSpecs({ nombre: 'Mother Asus Prime A520M-K DDR5', sku: '90MB1500-M0EAY0' }, kb).opendb,
    ).toBeNull();
    expect(
      readListingSpecs({ nombre: 'Mother Gigabyte A520M K AM4', sku: '90MB1500-M0EAY0' }, kb).opendb,
    ).toBeNull();
  });

  it('does not link through a sibling code an entry lists, nor across colours', () => {
    const sibling = readListingSpecs({ nombre: 'Mother ASUS PRIME H610M-K D4 DDR4 LGA1700' }, kb);
    expect(sibling.opendb).toBeNull();
    expect(sibling.especificaciones).not.toHaveProperty('slotsMemoria');
    expect(
      readListingSpecs({ nombre: 'Gabinete Gamer Corsair 5000D Airflow White Vidrio' }, kb).opendb,
    ).toBeNull();
    expect(readListingSpecs({ nombre: 'Gabinete Corsair 5000D Airflow Black' }, kb).opendb).toBe(
      'case-black',
    );
  });

  it('links a CPU without a part number by its exact model, tray listings to the tray entry only', () => {
    expect(readListingSpecs({ nombre: 'Procesador AMD Ryzen 5 3400G AM4' }, kb).opendb).toBe('r5-3400g');
    const tray = readListingSpecs({ nombre: 'Micro AMD Ryzen 5 3400G Tray Sin Cooler' }, kb);
    expect(tray.opendb).toBe('r5-3400g-tray');
    expect(tray.fuentes.tdpW).toBe('opendb:r5-3400g-tray');
    expect(readListingSpecs({ nombre: 'Procesador AMD Ryzen 5 3400GE AM4' }, kb).opendb).toBeNull();
    // 'Sin caja' is a tray item too (armytech_com_ar): the boxed entry is not it.
    const unboxed = 'Procesador Amd Ryzen 5 3400g Am4 C/video (sin Cooler Y Sin Caja)';
    expect(readListingSpecs({ nombre: unboxed }, kb).opendb).toBe('r5-3400g-tray');
  });
});
