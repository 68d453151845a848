import { existsSync } from 'node:fs';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { DERIVATIVE_PATH } from '@hardprecios/core/hardware/opendb/derivative';
import { defaultKnowledgeBase } from '@hardprecios/core/hardware/opendb/knowledge-base';
import type { KnowledgeBase } from '@hardprecios/core/hardware/opendb/link';
import type { SpecReading } from '@hardprecios/core/hardware/types';
import { readSpecList } from './description-specs';

export interface ListingFacts {
  name: string;
  brand: string | null;
  sku: string | null;
  mpn: string | null;
  description: string;
}

let kb: KnowledgeBase | undefined | null;
/** The OpenDB derivative when this install has built it (npm run parts:import); else names alone. */
function knowledgeBase(): KnowledgeBase | undefined {
  if (kb === undefined) kb = existsSync(DERIVATIVE_PATH) ? defaultKnowledgeBase() : null;
  return kb ?? undefined;
}

/**
 * The one place the builder learns a part's specs. Today: read from the listing's name and codes (plus the
 * OpenDB entry they link to), then the values still open from the spec list of its description; specs
 * stored on models can replace this without touching the checks.
 */
export function partSpecs(listing: ListingFacts): SpecReading {
  const reading = readListingSpecs(
    {
      nombre: listing.name,
      marca: listing.brand ?? undefined,
      sku: listing.sku ?? undefined,
      mpn: listing.mpn ?? undefined,
    },
    knowledgeBase(),
  );
  if (reading.categoria === 'other' || !listing.description) return reading;
  for (const [key, value] of Object.entries(readSpecList(reading.categoria, listing.description)))
    if (!(key in reading.especificaciones)) reading.especificaciones[key] = value;
  return reading;
}
