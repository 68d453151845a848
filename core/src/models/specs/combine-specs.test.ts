import { describe, expect, it } from 'vitest';
import type { SpecReading } from '../../hardware/types';
import { combineSpecs } from './combine-specs';

const reading = (r: Partial<SpecReading> & Pick<SpecReading, 'especificaciones'>): SpecReading => ({
  categoria: 'ram',
  fuentes: Object.fromEntries(Object.keys(r.especificaciones).map((k) => [k, 'nombre'])),
  opendb: null,
  ...r,
});

describe('a model’s specs from its listings', () => {
  it('keeps a value every listing agrees on and drops one two stores disagree on', () => {
    const specs = combineSpecs([
      reading({ especificaciones: { tipo: 'DDR4', capacidadGB: 16, velocidadMHz: 3200 } }),
      reading({ especificaciones: { tipo: 'DDR4', capacidadGB: 16, velocidadMHz: 3600 } }),
      reading({ especificaciones: { tipo: 'DDR4', formato: 'DIMM' } }),
    ]);
    expect(specs).toEqual({
      categoria: 'ram',
      especificaciones: { tipo: 'DDR4', capacidadGB: 16, formato: 'DIMM' },
      fuentes: { tipo: 'nombre', capacidadGB: 'nombre', formato: 'nombre' },
      opendb: null,
    });
  });

  it('credits a value to a name that states it before the entry that agrees', () => {
    const specs = combineSpecs([
      reading({
        categoria: 'cpu',
        especificaciones: { socket: 'AM4', tdpW: 65 },
        fuentes: { socket: 'nombre', tdpW: 'opendb:x' },
        opendb: 'x',
      }),
      reading({ categoria: 'cpu', especificaciones: { socket: 'AM4', tdpW: 65 } }),
    ]);
    expect(specs?.fuentes).toEqual({ socket: 'nombre', tdpW: 'nombre' });
    expect(specs?.opendb).toBe('x');
  });

  it('gives no specs when listings read as different part types, and ignores ones read as other', () => {
    expect(
      combineSpecs([
        reading({ especificaciones: { tipo: 'DDR4' } }),
        reading({ categoria: 'gpu', especificaciones: { chip: 'RTX 4060' } }),
      ]),
    ).toBeNull();
    expect(combineSpecs([reading({ categoria: 'other', especificaciones: {} })])).toBeNull();
    expect(
      combineSpecs([
        reading({ especificaciones: { tipo: 'DDR5' } }),
        reading({ categoria: 'other', especificaciones: {} }),
      ])?.especificaciones,
    ).toEqual({ tipo: 'DDR5' });
  });

  it('lets an operator’s correction win, or hide a value', () => {
    const specs = combineSpecs([reading({ especificaciones: { tipo: 'DDR4', capacidadGB: 16 } })], {
      capacidadGB: 32,
      tipo: null,
    });
    expect(specs?.especificaciones).toEqual({ capacidadGB: 32 });
    expect(specs?.fuentes).toEqual({ capacidadGB: 'operador' });
    // A correction of another part type's key does not apply.
    expect(
      combineSpecs([reading({ especificaciones: { tipo: 'DDR4' } })], { socket: 'AM4' })?.especificaciones,
    ).toEqual({
      tipo: 'DDR4',
    });
  });

  it('takes a description’s value the names leave open, credited to the description, and drops it when another listing says otherwise', () => {
    const withList = reading({
      categoria: 'cpu',
      especificaciones: { socket: 'AM4', tdpW: 65 },
      fuentes: { socket: 'nombre', tdpW: 'descripcion' },
    });
    const nameOnly = reading({ categoria: 'cpu', especificaciones: { socket: 'AM4' } });
    expect(combineSpecs([withList, nameOnly])?.fuentes).toEqual({ socket: 'nombre', tdpW: 'descripcion' });
    const other = reading({
      categoria: 'cpu',
      especificaciones: { socket: 'AM4', tdpW: 105 },
      fuentes: { socket: 'nombre', tdpW: 'descripcion' },
    });
    expect(combineSpecs([withList, other])?.especificaciones).toEqual({ socket: 'AM4' });
  });

  it('keeps the fuller socket list of a cooler when a name names only some of them', () => {
    const specs = combineSpecs([
      reading({ categoria: 'cooler', especificaciones: { socketsSoportados: ['AM5', 'LGA1700'] } }),
      reading({
        categoria: 'cooler',
        especificaciones: { socketsSoportados: ['LGA1700', 'AM4', 'AM5'] },
        fuentes: { socketsSoportados: 'descripcion' },
      }),
    ]);
    expect(specs?.especificaciones.socketsSoportados).toEqual(['LGA1700', 'AM4', 'AM5']);
    expect(specs?.fuentes.socketsSoportados).toBe('descripcion');
    // Two lists neither of which holds the other disagree: no value.
    expect(
      combineSpecs([
        reading({ categoria: 'cooler', especificaciones: { socketsSoportados: ['AM5'] } }),
        reading({ categoria: 'cooler', especificaciones: { socketsSoportados: ['LGA1700'] } }),
      ])?.especificaciones,
    ).toEqual({});
  });
});
