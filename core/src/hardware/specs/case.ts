import type { Especificaciones } from '../types';

/** Board formats a case takes by the standard mounting pattern of the largest one it names. */
const TAKES: Record<string, string[]> = {
  'E-ATX': ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'],
  ATX: ['ATX', 'Micro ATX', 'Mini-ITX'],
  'Micro ATX': ['Micro ATX', 'Mini-ITX'],
  'Mini-ITX': ['Mini-ITX'],
};

export function readCase(text: string): Especificaciones {
  const specs: Especificaciones = {};
  // What follows the PSU it comes with ('+ Fuente 750W ATX 3.1') describes the PSU, not the case.
  const own = text.split(/(?: (?:\||c\/|con)|\+) ?(?:fuente|psu)| \+ ?\d{3,4} ?w| psu bundle/)[0]!;
  const formats: string[] = [];
  for (const m of own.matchAll(
    /(?<![a-z0-9-])(e-?atx|m-?atx|matx|micro ?-?atx|micro|mini ?-?itx|itx|atx)(?![a-z0-9.])/g,
  )) {
    const word = m[1]!;
    const format = /^e/.test(word)
      ? 'E-ATX'
      : /^m(?!ini)/.test(word)
        ? 'Micro ATX'
        : /itx/.test(word)
          ? 'Mini-ITX'
          : 'ATX';
    if (!formats.includes(format)) formats.push(format);
  }
  const largest = Object.keys(TAKES).find((f) => formats.includes(f));
  if (largest) specs.formatosPlaca = TAKES[largest]!;

  if (/[ (](?:s\/ ?fuente|sin fuente|sin psu|fuente no incluida|no incluye fuente)/.test(text))
    specs.fuenteIncluida = false;
  // A wattage in a case's name is its PSU's ('con Fuente 500W', 'F-600W', 'RGB 600W LB-200').
  else if (
    /(?: (?:\||c\/|con)|\+) ?(?:fuente|psu)| \+ ?\d{3,4} ?w| psu bundle| fuente \d{3,4} ?w|[ (-]\d{3,4} ?w(?![a-z0-9])/.test(
      text,
    )
  )
    specs.fuenteIncluida = true;
  return specs;
}
