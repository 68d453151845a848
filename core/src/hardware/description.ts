import type { Especificaciones, PartCategory, SpecValue } from './types';

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n' };
const fold = (text: string) => text.toLowerCase().replace(/[áéíóúüñ]/g, (c) => ACCENTS[c]!);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = new Map<string, RegExp>();
/** A label starts its line or follows a space: 'Memoria RAM soportada: …' is not 'Memoria: …'. */
function labelPattern(label: string): RegExp {
  let re = PATTERNS.get(label);
  if (!re) PATTERNS.set(label, (re = new RegExp(`(?:^|[|:.]\\s*|\\s)${escape(label)}\\s*:\\s*`)));
  return re;
}

/**
 * Where a value written as plain text ends: at the next 'Label:' (a capitalised word or words and a colon,
 * as 'TDP: 65 W Gráficos integrados: No' runs on when a store reader kept only the list's text).
 */
const NEXT_LABEL = /\s(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]*)(?:\s[a-záéíóúñ.0-9]+){0,6}\s*:/;

const TAGS = /<\/(li|p|div|tr|td|th|dd|dt|h\d)>|<br\s*\/?>/gi;
const LINE_ENDS = /<\/(?:li|p|div|tr|td|th|dd|dt|h\d)>|<br\s*\/?>|[\n|]/i;

/**
 * Only the pieces of a description that can hold a 'Clave: valor' pair, joined as the spec list reads them:
 * what a catalog-wide recompute keeps of each description instead of its whole HTML.
 */
export function compactSpecList(html: string | null | undefined): string {
  if (!html || !html.includes(':')) return '';
  // Stored descriptions are already text (one line per item); only HTML needs its tags turned into lines.
  const tags = html.includes('<');
  const pieces: string[] = [];
  for (const line of html.split(tags ? LINE_ENDS : /[\n|]/)) {
    if (!line.includes(':')) continue;
    const piece = (tags ? line.replace(/<[^>]*>/g, ' ') : line).replace(/\s+/g, ' ').trim();
    if (/:\s*\S/.test(piece)) pieces.push(piece.slice(0, 1000));
  }
  return pieces.join(' | ');
}

/**
 * The spec list many stores publish in a description ('<li><strong>TDP:</strong> 65 W</li>'), also when a
 * reader kept only its text: the value written after a label, up to the next tag or the next label (at most
 * 100 characters). Only 'Clave: valor' pairs: a label mentioned in prose without its colon gives nothing.
 */
export function specList(html: string): (...labels: string[]) => string | undefined {
  const text = html
    .replace(TAGS, ' | ')
    .replace(/<[^>]*>/g, ' ')
    // Stored descriptions are text: one line per item, '• ' before each (core/src/catalog/strip-html).
    .replace(/\n/g, ' | ')
    .replace(/•/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
  const folded = fold(text);
  return (...labels) => {
    for (const label of labels) {
      const m = labelPattern(label).exec(folded);
      if (!m) continue;
      const start = m.index + m[0].length;
      const value = text.slice(start, start + 100).split('|')[0]!;
      // 'Micro ATX.' as a sentence ends it: the stop is not part of the value.
      return value
        .split(NEXT_LABEL)[0]!
        .trim()
        .replace(/[.;,]+$/, '');
    }
    return undefined;
  };
}

/** A number the value starts with, before its unit ('65 W' → 65); nothing when the value says otherwise. */
const leading = (text: string | undefined, re: RegExp) => {
  const m = text ? re.exec(text) : null;
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const BOARD_FORMATS: [RegExp, string][] = [
  [/^e-?atx$/i, 'E-ATX'],
  [/^(?:micro[\s-]?atx|m-?atx)$/i, 'Micro ATX'],
  [/^mini[\s-]?itx$/i, 'Mini-ITX'],
  [/^atx$/i, 'ATX'],
];

/** 'ATX, Micro ATX, Mini ITX' → the contract's spellings; nothing when one piece is not a board format. */
function boardFormats(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const pieces = text
    .split(/,|\/| y /)
    .map((p) => p.trim())
    .filter(Boolean);
  const found = pieces.map((piece) => BOARD_FORMATS.find(([re]) => re.test(piece))?.[1]);
  if (!found.length || found.some((f) => f === undefined)) return undefined;
  return [...new Set(found as string[])];
}

/** 'Intel LGA1700 / LGA1851, AMD AM4 / AM5' → the sockets it names. */
function sockets(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const found = [...text.matchAll(/\b(AM[345]\+?|LGA\s?\d{3,4})(?![\w+])/gi)].map((m) =>
    m[1]!.toUpperCase().replace(/\s/g, ''),
  );
  return found.length ? [...new Set(found)] : undefined;
}

/** A RAM 'Capacidad' value's modules: '32GB (2x16GB)' → 2 when the sum holds, '16GB' alone → 1. */
function modules(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const kit = /^(\d+)\s*GB\s*\(\s*(\d+)\s*x\s*(\d+)\s*GB\s*\)/i.exec(text);
  if (kit) return Number(kit[2]) * Number(kit[3]) === Number(kit[1]) ? Number(kit[2]) : undefined;
  return /^\d+\s*GB$/i.test(text) ? 1 : undefined;
}

/** The keys a description's spec list can give, by part type: a listing with all of them needs no description. */
export const DESCRIBED_KEYS: Partial<Record<PartCategory, string[]>> = {
  cpu: ['tdpW'],
  motherboard: ['slotsMemoria', 'slotsM2', 'formato'],
  ram: ['formato', 'modulos'],
  gpu: ['largoMM', 'tdpW'],
  psu: ['potenciaW'],
  case: ['formatosPlaca', 'largoMaxGpuMM', 'alturaMaxCoolerMM'],
  cooler: ['tipo', 'socketsSoportados', 'alturaMM'],
};

/** Whether a reading leaves open a key its description's spec list could give. */
export function wantsDescription(reading: {
  categoria: string;
  especificaciones: Especificaciones;
}): boolean {
  const keys = DESCRIBED_KEYS[reading.categoria as PartCategory];
  return !!keys && keys.some((key) => !(key in reading.especificaciones));
}

/** The values a category's compatibility checks use, as its description's spec list states them. */
export function readDescriptionSpecs(categoria: PartCategory, html: string): Especificaciones {
  if (!html.includes(':')) return {};
  const get = specList(html);
  const specs: Record<string, SpecValue | undefined> = {};
  switch (categoria) {
    case 'cpu':
      specs.tdpW = leading(get('tdp'), /^(\d+)\s*w\b/i);
      break;
    case 'motherboard':
      specs.slotsMemoria = leading(
        get('memoria', 'ranuras de memoria'),
        /^(?:DDR[45],?\s*)?(\d+)\s*(?:slots?|ranuras?)\b/i,
      );
      specs.slotsM2 = leading(get('almacenamiento', 'ranuras m.2'), /^(\d+)\s*x\s*M\.2\b/i);
      specs.formato = boardFormats(get('formato'))?.[0];
      break;
    case 'ram': {
      const tipo = get('tipo');
      if (tipo) {
        const sodimm = /\bso-?dimm\b/i.test(tipo);
        const dimm = /(?:^|[^-\w])dimm\b/i.test(tipo.replace(/so-?dimm/gi, ''));
        if (sodimm !== dimm) specs.formato = sodimm ? 'SO-DIMM' : 'DIMM';
      }
      specs.modulos = modules(get('capacidad'));
      break;
    }
    case 'gpu':
      specs.largoMM = leading(get('largo', 'longitud'), /^(\d+)\s*mm\b/i);
      specs.tdpW = leading(get('consumo', 'tdp'), /^(\d+)\s*w\b/i);
      break;
    case 'psu':
      specs.potenciaW = leading(get('potencia'), /^(\d+)\s*w\b/i);
      break;
    case 'case':
      specs.formatosPlaca = boardFormats(get('compatibilidad', 'formatos de mother'));
      specs.largoMaxGpuMM = leading(get('largo maximo de placa de video'), /^(\d+)\s*mm\b/i);
      specs.alturaMaxCoolerMM = leading(get('altura maxima de cooler'), /^(\d+)\s*mm\b/i);
      break;
    case 'cooler': {
      const tipo = get('tipo');
      const liquid = !!tipo && /\bliquid|\bwater/i.test(tipo);
      const air = !!tipo && /\baire\b/i.test(tipo);
      if (liquid !== air) specs.tipo = liquid ? 'liquido' : 'aire';
      specs.socketsSoportados = sockets(get('compatibilidad', 'sockets'));
      specs.alturaMM = leading(get('altura'), /^(\d+)\s*mm\b/i);
      break;
    }
    default:
      break;
  }
  return Object.fromEntries(Object.entries(specs).filter(([, v]) => v !== undefined)) as Especificaciones;
}
