import { describe, expect, it } from 'vitest';
import { specText } from '../text';
import { readPsu } from './psu';

/** Real names of the open catalog (fixtures/data/real-listings/catalog.jsonl.gz), store in the comment. */
const format = (nombre: string) => readPsu(specText(nombre)).formato;

describe('a small-form PSU', () => {
  it.each([
    ['Fuente Cooler Master 850w Sfx Gold 80+ Itx', 'SFX'], // armytech_com_ar
    ['Fuente Coolermaster Modular V 750W Sfx 80Plus Gold - DINOBYTE', 'SFX'], // dinobyte_ar
    // The Corsair SF line is made in SFX only, however the store writes its code (maximus; dinobyte_ar).
    ['Fuente 850W Corsair SF850 80 PLUS Platinum Modular PCIe 5.1', 'SFX'],
    ['Fuente Corsair Modular SF 1000W 80Plus Platinum PG5 - DINOBYTE', 'SFX'],
  ])('%s → %s', (nombre, expected) => {
    expect(format(nombre)).toBe(expected);
  });

  it('says no size for an ATX PSU (maximus)', () => {
    expect(
      format(
        'Fuente 750W Corsair RM750e 80 PLUS Gold Full Modular - Incluye Cable PCIe 5.0 12VHPWR Para GPU',
      ),
    ).toBeUndefined();
    expect(format('Fuente 650W Sentey MBP650-GX 80 PLUS Bronze -  ATX 3.1')).toBeUndefined();
  });
});
