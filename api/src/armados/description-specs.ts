import type { Especificaciones, PartCategory } from '@hardprecios/core/hardware/types';

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n' };
const fold = (text: string) => text.toLowerCase().replace(/[áéíóúüñ]/g, (c) => ACCENTS[c]!);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spec list many stores publish in a description ('<li><strong>TDP:</strong> 65 W</li>'), also when a
 * reader kept only its text ('TDP: 65 W Gráficos integrados: No'): the value after a label, up to the next
 * tag (at most 100 characters); each reader below takes only the start it understands.
 */
export function specList(html: string): (...labels: string[]) => string | undefined {
  const text = html
    .replace(/<\/(li|p|div|tr)>|<br\s*\/?>/gi, ' | ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  const folded = fold(text);
  return (...labels) => {
    for (const label of labels) {
      const m = new RegExp(`(?:^|[^a-z0-9])${escape(label)}\\s*:\\s*`).exec(folded);
      if (m)
        return text
          .slice(m.index + m[0].length, m.index + m[0].length + 100)
          .split('|')[0]!
          .trim();
    }
    return undefined;
  };
}

const int = (text: string | undefined, re: RegExp) => {
  const m = text ? re.exec(text) : null;
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

const BOARD_FORMATS: [RegExp, string][] = [
  [/\be-?atx\b/i, 'E-ATX'],
  [/\bmicro[\s-]?atx\b|\bm-?atx\b/i, 'Micro ATX'],
  [/\bmini[\s-]?itx\b/i, 'Mini-ITX'],
  [/^\s*atx\b/i, 'ATX'],
];

/** 'ATX, Micro ATX, Mini ITX' → the contract's spellings. */
function boardFormats(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const found = text.split(/[,/]| y /).flatMap((piece) => {
    const hit = BOARD_FORMATS.find(([re]) => re.test(piece));
    return hit ? [hit[1]] : [];
  });
  return found.length ? [...new Set(found)] : undefined;
}

function sockets(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const found = [...text.matchAll(/\b(AM[45]|LGA\s?\d{3,4})\b/gi)].map((m) =>
    m[1]!.toUpperCase().replace(/\s/g, ''),
  );
  return found.length ? [...new Set(found)] : undefined;
}

/** Values a category's checks use, as its spec list states them. */
export function readSpecList(categoria: PartCategory, html: string): Especificaciones {
  const get = specList(html);
  const specs: Record<string, Especificaciones[string] | undefined> = {};
  switch (categoria) {
    case 'cpu':
      specs.tdpW = int(get('tdp', 'consumo'), /(\d+)\s*w/i);
      break;
    case 'motherboard':
      specs.slotsMemoria = int(get('memoria', 'ranuras de memoria'), /(\d+)\s*(?:slots?|ranuras?)/i);
      specs.slotsM2 = int(get('almacenamiento', 'ranuras m.2'), /(\d+)\s*x?\s*M\.2/i);
      specs.formato = boardFormats(get('formato'))?.[0];
      break;
    case 'ram': {
      const tipo = get('tipo');
      if (tipo)
        specs.formato = /so-?dimm/i.test(tipo) ? 'SO-DIMM' : /\bdimm\b/i.test(tipo) ? 'DIMM' : undefined;
      specs.modulos =
        int(get('capacidad'), /\((\d+)\s*x\s*\d+\s*gb\)/i) ?? (get('capacidad') ? 1 : undefined);
      break;
    }
    case 'gpu':
      specs.largoMM = int(get('largo', 'longitud'), /(\d+)\s*mm/i);
      specs.tdpW = int(get('consumo', 'tdp'), /(\d+)\s*w/i);
      break;
    case 'psu':
      specs.potenciaW = int(get('potencia'), /(\d+)\s*w/i);
      break;
    case 'case':
      specs.formatosPlaca = boardFormats(get('compatibilidad', 'formatos de mother'));
      specs.largoMaxGpuMM = int(get('largo maximo de placa de video'), /(\d+)\s*mm/i);
      specs.alturaMaxCoolerMM = int(get('altura maxima de cooler'), /(\d+)\s*mm/i);
      break;
    case 'cooler': {
      const tipo = get('tipo');
      if (tipo) specs.tipo = /liquid/i.test(tipo) ? 'liquido' : /aire/i.test(tipo) ? 'aire' : undefined;
      specs.socketsSoportados = sockets(get('compatibilidad', 'sockets'));
      specs.alturaMM = int(get('altura'), /(\d+)\s*mm/i);
      break;
    }
    default:
      break;
  }
  return Object.fromEntries(Object.entries(specs).filter(([, v]) => v !== undefined)) as Especificaciones;
}
