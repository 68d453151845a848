import { describe, expect, it } from 'vitest';
import { compactSpecList, readDescriptionSpecs } from './description';

const list = (items: [string, string][]) =>
  `<p>Intro.</p><ul>${items.map(([l, v]) => `<li><strong>${l}:</strong> ${v}</li>`).join('')}</ul>`;

describe("a description's spec list fills the values the checks need", () => {
  it.each([
    ['cpu', [['TDP', '65 W']], { tdpW: 65 }],
    [
      'motherboard',
      [
        ['Memoria', 'DDR4, 4 slots'],
        ['Formato', 'ATX'],
        ['Almacenamiento', '3x M.2 NVMe, 4x SATA'],
      ],
      { slotsMemoria: 4, slotsM2: 3, formato: 'ATX' },
    ],
    [
      'ram',
      [
        ['Tipo', 'DDR5 DIMM (PC de escritorio)'],
        ['Capacidad', '32GB (2x16GB)'],
      ],
      { formato: 'DIMM', modulos: 2 },
    ],
    ['ram', [['Tipo', 'DDR4 SODIMM (notebook)']], { formato: 'SO-DIMM' }],
    [
      'gpu',
      [
        ['Largo', '242 mm'],
        ['Consumo', '115 W'],
      ],
      { largoMM: 242, tdpW: 115 },
    ],
    [
      'case',
      [
        ['Compatibilidad', 'Micro ATX, Mini ITX'],
        ['Largo máximo de placa de video', '360 mm'],
        ['Altura máxima de cooler', '157 mm'],
      ],
      { formatosPlaca: ['Micro ATX', 'Mini-ITX'], largoMaxGpuMM: 360, alturaMaxCoolerMM: 157 },
    ],
    [
      'cooler',
      [
        ['Tipo', 'Cooler de aire para CPU'],
        ['Compatibilidad', 'Intel LGA1700 / LGA1851, AMD AM4 / AM5'],
        ['Altura', '165 mm'],
      ],
      { tipo: 'aire', socketsSoportados: ['LGA1700', 'LGA1851', 'AM4', 'AM5'], alturaMM: 165 },
    ],
  ] as const)('%s %j', (categoria, items, expected) => {
    expect(readDescriptionSpecs(categoria, list(items as unknown as [string, string][]))).toEqual(expected);
  });

  it('reads the same list when a store reader kept only its text', () => {
    const text =
      'Gabinete Thermaltake con buen flujo de aire. Formato: Micro ATX Compatibilidad: Micro ATX, Mini ITX ' +
      'Ventiladores incluidos: 1 x 120 mm Largo máximo de placa de video: 350 mm Altura máxima de cooler: 155 mm';
    expect(readDescriptionSpecs('case', text)).toEqual({
      formatosPlaca: ['Micro ATX', 'Mini-ITX'],
      largoMaxGpuMM: 350,
      alturaMaxCoolerMM: 155,
    });
    expect(readDescriptionSpecs('cpu', 'Socket: AM4 Caché: 32 MB TDP: 65 W Gráficos integrados: No')).toEqual(
      {
        tdpW: 65,
      },
    );
  });

  it('reads nothing from prose without a list', () => {
    expect(readDescriptionSpecs('gpu', '<p>Placa de video para jugar en alta calidad.</p>')).toEqual({});
  });

  it('reads only values it is sure of: no guess from a value it does not fully understand', () => {
    // A kit whose sum does not hold, a format list with a word that is no board format, a TDP range.
    expect(readDescriptionSpecs('ram', list([['Capacidad', '32GB (2x8GB)']]))).toEqual({});
    expect(
      readDescriptionSpecs('case', list([['Compatibilidad', 'ATX, Micro ATX, mothers chicas']])),
    ).toEqual({});
    expect(readDescriptionSpecs('cpu', list([['TDP', 'hasta 125 W']]))).toEqual({});
    // 'DIMM y SO-DIMM' says both: no format.
    expect(readDescriptionSpecs('ram', list([['Tipo', 'DDR4 DIMM y SO-DIMM']]))).toEqual({});
  });

  it('needs the label and its colon: a label word inside prose is not a value', () => {
    expect(readDescriptionSpecs('cpu', '<p>Un TDP de 65 W y gráficos integrados.</p>')).toEqual({});
    expect(readDescriptionSpecs('motherboard', list([['Memoria RAM soportada', 'DDR4, 4 slots']]))).toEqual(
      {},
    );
  });

  it('reads the same from the compact spec list a recompute keeps of a description', () => {
    const html = `<p>Gabinete amplio.</p>${list([
      ['Compatibilidad', 'ATX, Micro ATX, Mini ITX'],
      ['Largo máximo de placa de video', '400 mm'],
    ])}<p>Hasta 6 cuotas sin interés.</p>`;
    expect(compactSpecList(html).length).toBeLessThan(html.length / 2);
    expect(readDescriptionSpecs('case', compactSpecList(html))).toEqual(readDescriptionSpecs('case', html));
    expect(readDescriptionSpecs('case', html)).toEqual({
      formatosPlaca: ['ATX', 'Micro ATX', 'Mini-ITX'],
      largoMaxGpuMM: 400,
    });
  });

  it('reads a description as it is stored: text, one line per item', () => {
    const stored =
      'Gabinete amplio.\n• Compatibilidad: Micro ATX, Mini ITX\n• Altura máxima de cooler: 157 mm';
    expect(readDescriptionSpecs('case', stored)).toEqual({
      formatosPlaca: ['Micro ATX', 'Mini-ITX'],
      alturaMaxCoolerMM: 157,
    });
  });

  it('reads sentences of a text-only list, the stop not part of the value', () => {
    expect(
      readDescriptionSpecs(
        'motherboard',
        'Memoria: DDR4, 2 slots. Formato: Micro ATX. Almacenamiento: 1x M.2 NVMe',
      ),
    ).toEqual({ slotsMemoria: 2, formato: 'Micro ATX', slotsM2: 1 });
  });
});
