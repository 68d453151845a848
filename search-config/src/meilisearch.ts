import { STOP_WORDS } from './stop-words';
import { synonymMap } from './synonyms';

/** The Meilisearch index holding one document per listing in search (see core/src/search/meilisearch/). */
export const MEILI_INDEX = 'productos';

/**
 * Index settings. `sort` ranks first so a price sort is a strict order (as an Algolia replica), and
 * does nothing when no sort is asked. Typos: one from 4 letters ("ryzn"), two from 8; never in
 * numbers ("4060" must not find "4070"). Totals stay exact up to a catalog of two million.
 */
export function meiliSettings(extraSynonyms: Record<string, string[]> = {}) {
  return {
    // `especificaciones`: the model's spec words ('hwsocketlga1700', core/src/hardware/query/spec-terms.ts),
    // which hardware words of a query also match (their synonyms, given by core/src/hardware/query).
    searchableAttributes: ['nombre', 'marca', 'categorias', 'especificaciones'],
    // Prices never compare across currencies: peso ranges and price stats read `precioPesos` (absent on
    // dollar listings), the threshold is about pesos (`moneda`), and price sorts go by (moneda, precio).
    filterableAttributes: [
      'id',
      'categoriaIds',
      'tiendaId',
      'provinciaId',
      'precio',
      'precioPesos',
      'moneda',
      'modeloId',
      // The model's part type (search_documents.part_type).
      'tipo',
    ],
    sortableAttributes: ['moneda', 'precio', 'id'],
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    stopWords: [...STOP_WORDS],
    synonyms: mergeSynonyms(synonymMap(), extraSynonyms),
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 },
      disableOnNumbers: true,
    },
    pagination: { maxTotalHits: 2_000_000 },
    // Spec counts read the count of every matching model (the API sums them per spec value).
    faceting: { maxValuesPerFacet: 20_000 },
  };
}

/** The settings with the word groups of synonyms.ts only (the engine adds the hardware words). */
export const MEILI_SETTINGS = meiliSettings();

/** Both maps' synonyms, each word's lists joined (one-way: a key finds its values). */
function mergeSynonyms(a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = { ...a };
  for (const [word, values] of Object.entries(b)) out[word] = [...new Set([...(out[word] ?? []), ...values])];
  return out;
}
