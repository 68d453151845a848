import { describe, expect, it } from 'vitest';
import { readListingSpecs, withDescription } from '../reader';
import { defaultKnowledgeBase } from './knowledge-base';
import { lineCodesOf } from './line-knowledge';

/** Real names of the open catalog (fixtures/data/real-listings/catalog.jsonl.gz), store in the comment. */
const read = (nombre: string) => readListingSpecs({ nombre }, defaultKnowledgeBase());

describe("a maker's model line in the parts database", () => {
  it('reads the line code: the first model code, a bare number only with the word before it', () => {
    expect(lineCodesOf('Gabinete Corsair 4000D Frame RS Black')).toEqual(['4000d']);
    expect(lineCodesOf('CPU Cooler Cooler Master Hyper 212 Black Edition')).toEqual(['hyper212']);
    expect(lineCodesOf('Gabinete XPG Valor Mesh White 4x120mm Fan Vidrio Templado')).toEqual([]);
    expect(lineCodesOf('Gabinete Raptor Nova Prime TG x2 Mid-Tower RGB Fan x3 Black')).toEqual([]);
  });

  it('gives a case the board formats every entry of its line takes alike', () => {
    // maximus; dinobyte_ar
    expect(read('Gabinete Corsair 4000D Frame RS Black').especificaciones.formatosPlaca).toContain('ATX');
    expect(read('Gabinete Corsair 4000D Airflow Blanco - DINOBYTE').especificaciones.formatosPlaca).toContain(
      'ATX',
    );
    // A line named without a code: an entry must carry every line word (compragamer; dinobyte_ar).
    expect(
      read('Gabinete XPG Valor Air Plus Black 4x120mm ARGB Fans Vidrio Templado').especificaciones
        .formatosPlaca,
    ).toContain('ATX');
    expect(read('Gabinete Asus Rog Strix Helios fx4 - DINOBYTE').especificaciones.formatosPlaca).toContain(
      'E-ATX',
    );
    // Another edition than the database's line is no certainty (maximus: the Invader X Mini is Micro ATX).
    expect(
      read('Gabinete ADATA XPG Invader X Mini ARGB Black').especificaciones.formatosPlaca,
    ).toBeUndefined();
    // A Micro ATX line stays Micro ATX (dinobyte_ar), even where a store calls it 'Mid Tower' (armytech_com_ar).
    for (const name of ['Gabinete Asus A21 Negro - DINOBYTE', 'Gabinete Asus A21 White Mid Tower']) {
      const reading = read(name);
      expect(reading.especificaciones.formatosPlaca, name).toEqual(['Micro ATX', 'Mini-ITX']);
      expect(reading.fuentes.formatosPlaca).toMatch(/^opendb:[0-9a-f-]{36}$/);
    }
  });

  it('gives a cooler the sockets every entry of its line lists alike, skipping other editions', () => {
    // maximus; integradosargentinos_com; dinobyte_ar: the entries naming the listing's line words ('Apex')
    for (const name of [
      'CPU Cooler Cooler Master Hyper 612 APEX Black',
      'Air Cooler Cooler Master Hyper 612 Apex White Dual Fan 120mm',
      'Cooler Coolermaster Hyper 212 Halo - DINOBYTE',
      'Cooler CPU Be Quiet! PURE ROCK 3 Black', // compragamer: the 3, not the Pure Rock 2
      'Cpu Cooler ID-Cooling IS-55 Black', // hardcorecomputacion_com_ar: '55.2 CFM' is no 55
      'Cpu Cooler Thermaltake UX200 SE ARGB', // maximus: the SE, not the UX200
    ])
      expect(read(name).especificaciones.socketsSoportados, name).toContain('AM4');
    // Entries of the line listing different sockets give none: a cooler's list reads as complete (maximus).
    expect(
      read('CPU Cooler Cooler Master Hyper 212 Black Edition').especificaciones.socketsSoportados,
    ).toBeUndefined();
    // A line the database does not hold gives nothing (hardcorecomputacion_com_ar).
    expect(
      read('Cpu Cooler Einarex Ventus 100 Black RGB').especificaciones.socketsSoportados,
    ).toBeUndefined();
  });
});

describe('tower words of case names', () => {
  it('a mid tower case with no format named gets none: makers sell Micro ATX cases as mid towers', () => {
    // armytech_com_ar; maximus
    for (const name of [
      'Gabinete Raptor Nova Prime Tg Mid-tower Rgb Fan X3 Black',
      'Gabinete Raptor Thunder Strike TG x2 Mid-Tower RGB Fan x1 White',
    ])
      expect(read(name).especificaciones.formatosPlaca, name).toBeUndefined();
    // The format named is read (integradosargentinos_com).
    expect(
      read('Gabinete Aconcawa Colossus mid tower M-ATX/ITX | Fuente 800w(GB-KIT005)').especificaciones
        .formatosPlaca,
    ).toEqual(['Micro ATX', 'Mini-ITX']);
  });
});

describe("a model line's value against the listing's own spec list", () => {
  it('yields to the spec list of the description (dinobyte_ar name; the list as stores write it)', () => {
    const reading = read('Gabinete Asus Rog Strix Helios fx4 - DINOBYTE');
    expect(reading.fuentes.formatosPlaca).toMatch(/^opendb:[0-9a-f-]{36}$/);
    const described = withDescription(
      reading,
      '<ul><li><strong>Compatibilidad:</strong> ATX, Micro ATX, Mini ITX</li></ul>',
    );
    expect(described.especificaciones.formatosPlaca).toEqual(['ATX', 'Micro ATX', 'Mini-ITX']);
    expect(described.fuentes.formatosPlaca).toBe('descripcion');
  });
});
