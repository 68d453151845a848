import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * A query that finds nothing with every word, asked with `relaxIfEmpty` (as the results page asks): answered
 * without the fewest words it can do without, the most specific kept, never a model number, and the words left
 * out said. search-engine.contract.test.ts runs it on every engine.
 */
const NAMES = {
  capture: 'Capturadora Elgato HD60X',
  camlink: 'Capturadora Elgato Cam Link 4K',
  gpu: 'Placa de Video MSI GeForce RTX 4060 8GB',
  gpu2: 'Placa de Video ASUS Dual RTX 4060 Ti 8GB',
  board: 'Placa Madre ASUS Prime B650M-A',
  psu: 'Fuente Corsair RM750e 750W 80 Plus Gold',
  monitor: 'Monitor Samsung Odyssey G5 27" QHD 165Hz',
  monitor2: 'Monitor LG 24MS500 24" IPS 100Hz',
} as const;
type Key = keyof typeof NAMES;

export function describeRelaxedSearchContract(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, a query that finds nothing with every word: ${label}`, () => {
    let engine: SearchEngine;
    let keyOf: NamedCatalog<Key>['keyOf'];

    beforeAll(async () => {
      ({ engine, keyOf } = await namedCatalog(NAMES, open));
    });

    const relaxed = async (query: string, relaxIfEmpty = true) => {
      const result = await engine.search({ query, offset: 0, limit: 20, relaxIfEmpty });
      return {
        found: result.hits.map((h) => keyOf.get(h.productId)!).sort(),
        total: result.total,
        removed: result.removedWords,
      };
    };

    it('leaves out the fewest words, keeping the most specific, and says which', async () => {
      // 'elgato' finds 2 listings, 'placa' more: the query keeps 'elgato'.
      expect(await relaxed('placa elgato')).toEqual({
        found: ['camlink', 'capture'],
        total: 2,
        removed: ['placa'],
      });
      // The words kept are searched as written, small words included: 'fuente de poder' is a power supply.
      expect(await relaxed('fuente de poder silenciosa')).toEqual({
        found: ['psu'],
        total: 1,
        removed: ['silenciosa'],
      });
      expect(await relaxed('monitor panoramico ')).toEqual({
        found: ['monitor', 'monitor2'],
        total: 2,
        removed: ['panoramico'],
      });
    });

    it('never leaves out a model number, nor relaxes a query that finds something or was not asked to', async () => {
      const none = await relaxed('capturadora rtx 4090');
      expect(none).toEqual({ found: [], total: 0, removed: undefined });
      expect((await relaxed('placa de video 4060')).removed).toBeUndefined();
      expect(await relaxed('placa elgato', false)).toEqual({ found: [], total: 0, removed: undefined });
    });
  });
}
