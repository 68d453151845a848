import { describe, expect, it } from 'vitest';
import { compareProducts, sameProduct, type ProductIdentity } from './same-product';

/*
 * Renames as stores make them. The same product: a typo fixed, slogans or the store's name added or
 * dropped, casing. Another product: a URL or SKU reused for something else, a GTIN or part number that
 * changed, a variant that changed (Ti, X3D, capacity, colour, used).
 */

const store = 'Chip Austral';
const named = (name: string, extra: Partial<ProductIdentity> = {}): ProductIdentity => ({
  name,
  storeName: store,
  ...extra,
});

describe('sameProduct: the same product renamed', () => {
  it.each([
    ['a typo fixed', 'Procesador AMD Ryzn 7 7800X3D AM5', 'Procesador AMD Ryzen 7 7800X3D AM5'],
    [
      'a typo in a line word',
      'Memoria Corsair Vengance LPX 16GB DDR4 3200',
      'Memoria Corsair Vengeance LPX 16GB DDR4 3200',
    ],
    ['a typo in the brand', 'Disco SSD Kingstom NV3 1TB M.2 NVMe', 'Disco SSD Kingston NV3 1TB M.2 NVMe'],
    [
      'a typo in a kind word',
      'Procesadr AMD Ryzen 5 7600X AM5 No incluye Cooler',
      'Procesador AMD Ryzen 5 7600X AM5 No incluye Cooler',
    ],
    [
      'a typo in a partner line',
      'Placa de Video MSI GeForce RTX 4060 Ventis 2X 8GB',
      'Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB',
    ],
    [
      'slogans added',
      'Memoria Kingston Fury Beast 16GB DDR4 3200',
      'OFERTA Memoria Kingston Fury Beast 16GB DDR4 3200 Envío gratis',
    ],
    [
      'slogans added to a name too vague for a model key',
      'Memoria Kingston Fury Beast 16GB DDR4',
      'OFERTA Memoria Kingston Fury Beast 16GB DDR4 Envío gratis',
    ],
    [
      'offer terms added',
      'Mouse Logitech G305 Lightspeed',
      'Mouse Logitech G305 Lightspeed 12 cuotas sin interés - 10% off',
    ],
    [
      'the store name appended',
      'Fuente Corsair CV650 650W 80 Plus Bronze',
      'Fuente Corsair CV650 650W 80 Plus Bronze - CHIP AUSTRAL',
    ],
    [
      'casing',
      'MEMORIA KINGSTON FURY BEAST 16GB DDR4 3200MHZ',
      'Memoria Kingston Fury Beast 16GB DDR4 3200MHz',
    ],
    [
      'units spelled another way',
      'Memoria Kingston Fury Beast 16 GB DDR4-3200',
      'Memoria Kingston Fury Beast 16GB DDR4 3200MHz',
    ],
    [
      'words moved and a store code added',
      'Auriculares HyperX Cloud II Red',
      'HyperX Cloud II Red Auriculares (7818)',
    ],
    ['the colour black said or not', 'Gabinete Lian Li Lancool 207', 'Gabinete Lian Li Lancool 207 Negro'],
  ])('%s', (_kind, before, after) => {
    const decision = compareProducts(named(before), named(after));
    expect(decision, decision.reason).toMatchObject({ same: true });
    expect(sameProduct(named(after), named(before))).toBe(true);
  });

  it('the brand field in other casing, and a GTIN or part number added', () => {
    const name = 'Memoria Kingston Fury Beast 16GB DDR4 3200';
    expect(sameProduct(named(name, { brand: 'KINGSTON' }), named(name, { brand: 'Kingston' }))).toBe(true);
    expect(sameProduct(named(name), named(name, { ean: '0740617310450', mpn: 'KF432C16BB/16' }))).toBe(true);
    // An invalid GTIN (check digit) corrected is not a change of product.
    expect(sameProduct(named(name, { ean: '0740617310451' }), named(name, { ean: '0740617310450' }))).toBe(
      true,
    );
  });
});

describe('sameProduct: another product under the same listing', () => {
  it.each([
    [
      'a monitor page reused for a cable',
      'Monitor Samsung Odyssey G3 24" LS24AG300 144Hz',
      'Cable HDMI 2.0 3 metros',
    ],
    [
      'a processor SKU reused for a mouse pad',
      'Procesador AMD Ryzen 7 7800X3D AM5',
      'Mouse Pad Redragon Flick M',
    ],
    ['another processor', 'Procesador AMD Ryzen 7 7800X3D AM5', 'Procesador AMD Ryzen 7 7700X AM5'],
    ['a suffix added', 'Procesador AMD Ryzen 5 5600 AM4', 'Procesador AMD Ryzen 5 5600X AM4'],
    ['Ti added', 'Placa de Video MSI RTX 4060 Ventus 2X 8GB', 'Placa de Video MSI RTX 4060 Ti Ventus 2X 8GB'],
    [
      'another capacity',
      'Memoria Kingston Fury Beast 16GB DDR4 3200',
      'Memoria Kingston Fury Beast 32GB DDR4 3200',
    ],
    [
      'another speed',
      'Memoria Kingston Fury Beast 16GB DDR4 3200',
      'Memoria Kingston Fury Beast 16GB DDR4 3600',
    ],
    [
      'another CAS latency',
      'Memoria Kingston Fury Beast 32GB DDR5 5600 CL36',
      'Memoria Kingston Fury Beast 32GB DDR5 5600 CL40',
    ],
    ['another model of a line', 'Mouse Logitech G502 Hero', 'Mouse Logitech G502 X'],
    ['another model without codes', 'Auriculares HyperX Cloud II', 'Auriculares HyperX Cloud Stinger'],
    ['another kind, same maker', 'Mouse Logitech G203 Lightsync', 'Teclado Logitech K120'],
    ['another brand', 'Disco SSD Kingston NV3 1TB', 'Disco SSD Crucial P3 1TB'],
    ['another colour', 'Mouse Logitech G305 Lightspeed Negro', 'Mouse Logitech G305 Lightspeed Blanco'],
    ['a used unit', 'Placa de Video ASUS Dual RTX 3060 12GB', 'Placa de Video ASUS Dual RTX 3060 12GB Usada'],
    ['an outlet unit', 'Monitor LG 27GR75Q 27"', 'OUTLET Monitor LG 27GR75Q 27"'],
    ['a line word added', 'Memoria Kingston Fury 16GB DDR4', 'Memoria Kingston Fury Beast 16GB DDR4'],
    [
      'a detail the name did not state added',
      'Memoria Kingston Fury Beast 16GB DDR4',
      'Memoria Kingston Fury Beast 16GB DDR4 3200',
    ],
  ])('%s', (_kind, before, after) => {
    const decision = compareProducts(named(before), named(after));
    expect(decision, decision.reason).toMatchObject({ same: false });
    expect(sameProduct(named(after), named(before))).toBe(false);
  });

  it('another GTIN or part number, whatever the name says', () => {
    const name = 'Memoria Kingston Fury Beast 16GB DDR4 3200';
    expect(
      compareProducts(named(name, { ean: '0740617310450' }), named(name, { ean: '7791234567898' })),
    ).toEqual({ same: false, reason: 'otro GTIN' });
    expect(
      compareProducts(named(name, { mpn: 'KF432C16BB/16' }), named(name, { mpn: 'KF432C16BBA/16' })),
    ).toEqual({ same: false, reason: 'otro número de parte' });
  });
});
