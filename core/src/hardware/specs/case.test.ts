import { describe, expect, it } from 'vitest';
import { specText } from '../text';
import { readCategory } from '../category';
import { readCase } from './case';

/** Real names of the open catalog (fixtures/data/real-listings/catalog.jsonl.gz), store in the comment. */
const included = (nombre: string) => readCase(specText(nombre)).fuenteIncluida;

describe('a case sold with its power supply', () => {
  it.each([
    ['GABINETE ACONCAWA NEBULA X F-600W 5 COOLER FAN ARGB MICRO ATX (ACW-MY01)'], // integradosargentinos_com
    ['Gabinete Aconcawa Ultimate Gaming Series RGB 600W LB-200'], // integradosargentinos_com
    ['Gabinete MagnumTech K835 c/Fuente'], // hardcorecomputacion_com_ar
    ['Gabinete Magnum Tech MT-K835 con Fuente 500W'], // compragamer
  ])('%s: PSU included (a wattage in a case name is its PSU)', (nombre) => {
    expect(included(nombre)).toBe(true);
  });

  it.each([
    ['Gabinete Aconcawa Ultimate Gaming Series RGB sin fuente LB-120-SF'], // integradosargentinos_com
    ['Gabinete Cooler Master Elite 502 Mid Tower 3 Fans ARGB Tempered Glass Black s/Fuente'], // integradosargentinos_com
  ])('%s: no PSU', (nombre) => {
    expect(included(nombre)).toBe(false);
  });

  it('says nothing of a case name without PSU words or wattage (maximus)', () => {
    expect(included('Gabinete Corsair 4000D Frame RS Black')).toBeUndefined();
  });
});

describe('a case counting its fans', () => {
  it('is a case, not a case fan (integradosargentinos_com; the kit with keyboard and mouse is no single part)', () => {
    expect(
      readCategory(specText('Gabinete Aconcawa Voltix F-600W 1 cooler fan ARGB Micro ATX (ACW-2712R)')),
    ).toBe('case');
    expect(
      readCategory(
        specText('GABINETE ACONCAWA VOLTIX F-600W 1 COOLER FAN ARGB MICRO ATX KIT TEC+MOU (S/PARLANTES)'),
      ),
    ).toBe('other');
    // A fan sold alone stays a fan (compragamer).
    expect(readCategory(specText('Cooler Fan DeepCool FL12R White 120mm ARGB'))).toBe('other');
  });
});
