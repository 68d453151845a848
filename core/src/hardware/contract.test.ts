import { describe, expect, it } from 'vitest';
import { readSpecsLine } from './contract';
import { readListingSpecs } from './reader';

describe('read-specs contract', () => {
  it("answers only the contract's keys: a PSU's SFX size is read for the product, not printed", () => {
    const nombre = 'Fuente Corsair SF750 750W 80 Plus Platinum Full Modular SFX';
    expect(readListingSpecs({ nombre }).especificaciones.formato).toBe('SFX');
    const line = readSpecsLine(JSON.stringify({ nombre }), 1);
    expect(line).toEqual({
      categoria: 'psu',
      especificaciones: { potenciaW: 750, certificacion: '80 Plus Platinum', modular: 'full' },
      fuentes: { potenciaW: 'nombre', certificacion: 'nombre', modular: 'nombre' },
      opendb: null,
    });
  });
});
