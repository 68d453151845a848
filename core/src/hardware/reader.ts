import { readCategory } from './category';
import { readCase } from './specs/case';
import { readCooler } from './specs/cooler';
import { readCpu } from './specs/cpu';
import { readGpu } from './specs/gpu';
import { readMonitor } from './specs/monitor';
import { readMotherboard } from './specs/motherboard';
import { readPsu } from './specs/psu';
import { readRam } from './specs/ram';
import { readStorage } from './specs/storage';
import { readDescriptionSpecs } from './description';
import { hasPartEvidence } from './evidence';
import { lineSpecs } from './opendb/line-knowledge';
import { linkEntry, type KnowledgeBase } from './opendb/link';
import { specText } from './text';
import type { Especificaciones, Fuente, ListingInput, PartCategory, SpecReading } from './types';

const READERS: Record<PartCategory, (text: string, codes: string) => Especificaciones> = {
  cpu: readCpu,
  motherboard: readMotherboard,
  ram: readRam,
  gpu: readGpu,
  psu: readPsu,
  case: readCase,
  storage: readStorage,
  cooler: readCooler,
  monitor: readMonitor,
};

/** A listing's own codes (store SKU, maker part number), read beside its name for part-number rules. */
function codeText(listing: ListingInput, text: string): string {
  const codes = [listing.sku, listing.mpn].filter(Boolean).map((c) => specText(c!));
  return `${text}${codes.join('')}`;
}

/**
 * What a listing is and the specs its name states (see types.ts for the contract). A value is given only
 * when a rule is sure of it. With a knowledge base, a listing that links to one entry for certain gets the
 * entry's id and the values its name leaves open; a value the name states always stays.
 */
export function readListingSpecs(listing: ListingInput, kb?: KnowledgeBase): SpecReading {
  const text = specText(listing.nombre);
  const categoria = readCategory(text);
  if (categoria === 'other') return { categoria, especificaciones: {}, fuentes: {}, opendb: null };
  const especificaciones = READERS[categoria](text, codeText(listing, text));
  const fuentes: Record<string, Fuente> = {};
  for (const key of Object.keys(especificaciones)) fuentes[key] = 'nombre';
  const entry = kb ? linkEntry(kb, listing, categoria, especificaciones) : undefined;
  // A linked entry is evidence enough; otherwise the name must show the part beyond its kind word.
  if (!entry && !hasPartEvidence(categoria, text, especificaciones))
    return { categoria: 'other', especificaciones: {}, fuentes: {}, opendb: null };
  if (!entry) {
    // What the maker's line makes certain (every entry of it states the value alike; one is named as the
    // source); what the name states stays.
    const { entryId, ...line } = kb ? lineSpecs(kb, listing, categoria, especificaciones) : {};
    for (const [key, value] of Object.entries(line)) {
      if (key in especificaciones || !value) continue;
      especificaciones[key] = value;
      fuentes[key] = `opendb:${entryId}`;
    }
    return { categoria, especificaciones, fuentes, opendb: null };
  }
  for (const [key, value] of Object.entries(entry.especificaciones))
    if (!(key in especificaciones)) {
      especificaciones[key] = value;
      fuentes[key] = `opendb:${entry.id}`;
    }
  return { categoria, especificaciones, fuentes, opendb: entry.id };
}

/**
 * A reading with the values still open taken from a description's spec list (read by `describe`, given to
 * let a caller cache it), credited to 'descripcion'. What the name or the entry says is never replaced (a
 * model line's value is); the reading given is not changed.
 */
export function withDescription(
  reading: SpecReading,
  description: string | null | undefined,
  describe: (categoria: PartCategory, text: string) => Especificaciones = readDescriptionSpecs,
): SpecReading {
  if (reading.categoria === 'other' || !description) return reading;
  // A model line's value (every entry of the line alike: credited to the database with no entry linked)
  // yields to the listing's own spec list.
  const fromLine = (key: string) => reading.opendb === null && !!reading.fuentes[key]?.startsWith('opendb:');
  const found = Object.entries(describe(reading.categoria, description)).filter(
    ([key]) => !(key in reading.especificaciones) || fromLine(key),
  );
  if (found.length === 0) return reading;
  const especificaciones = { ...reading.especificaciones };
  const fuentes = { ...reading.fuentes };
  for (const [key, value] of found) {
    especificaciones[key] = value;
    fuentes[key] = 'descripcion';
  }
  return { ...reading, especificaciones, fuentes };
}
