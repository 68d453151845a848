import { describe, expect, it } from 'vitest';
import type { BuildAnswer } from '../api/builder';
import { buildListText } from './copy-list';
import { parseBuild, partesOf, serializeBuild, withPart, withoutPart } from './build';

describe('a build in the URL', () => {
  it('round-trips every slot, drives as a list and the RAM kits', () => {
    const query = 'cpu=1&mother=2&ram=3&video=4&disco=5%2C6&fuente=7&gabinete=8&refrigeracion=9&ramx=2';
    const build = parseBuild(new URLSearchParams(query));
    expect(partesOf(build)).toEqual({
      cpu: 1,
      motherboard: 2,
      ram: 3,
      ramCantidad: 2,
      gpu: 4,
      storage: [5, 6],
      psu: 7,
      case: 8,
      cooler: 9,
    });
    expect(serializeBuild(build)).toBe(query);
  });

  it('drops broken values instead of failing', () => {
    expect(partesOf(parseBuild(new URLSearchParams('cpu=abc&mother=-2&disco=1,x,3&ramx=2')))).toEqual({
      storage: [1, 3],
    });
  });

  it('adds a drive beside the others and replaces any other part', () => {
    let build = parseBuild(new URLSearchParams('cpu=1&disco=5'));
    build = withPart(withPart(build, 'storage', 6), 'cpu', 2);
    expect(serializeBuild(build)).toBe('cpu=2&disco=5%2C6');
    expect(serializeBuild(withoutPart(build, 'storage', 5))).toBe('cpu=2&disco=6');
  });
});

describe("'Copiar lista'", () => {
  it('lists each part with its price, store and link, the peso total and dollars apart', () => {
    const answer = {
      partes: [
        {
          parte: 'cpu',
          nombre: 'Ryzen 5 5600',
          precio: 140000,
          moneda: 'ARS',
          tienda: 'Tienda Sur',
          disponible: true,
          cantidad: 1,
          url: 'https://sur.com.ar/r5',
        },
        {
          parte: 'gpu',
          nombre: 'RTX 4060',
          precio: 300,
          moneda: 'USD',
          tienda: 'Tienda Dólar',
          disponible: true,
          cantidad: 1,
          url: 'https://dolar.com.ar/4060',
        },
      ],
      total: { precio: 140000, moneda: 'ARS' },
      totalDolares: { precio: 300, moneda: 'USD' },
      unaTienda: null,
    } as unknown as BuildAnswer;
    expect(buildListText(answer, 'https://hardprecios.com.ar/armar-pc?cpu=1')).toBe(
      [
        'Procesador: Ryzen 5 5600 — $ 140.000 en Tienda Sur https://sur.com.ar/r5',
        'Placa de video: RTX 4060 — U$S 300 en Tienda Dólar https://dolar.com.ar/4060',
        'Total: $ 140.000',
        'Aparte, en dólares: U$S 300',
        'https://hardprecios.com.ar/armar-pc?cpu=1',
      ].join('\n'),
    );
  });
});
