/**
 * The request mix: what the web client sends while shoppers search, built from the demo's query list
 * (common and rare words, typos, accents) with the filters, sorts and pages they use.
 */
import { DEMO_QUERIES } from '@hardprecios/fixtures/demo/index';
import { Random } from '@hardprecios/fixtures/demo/random';

export interface MixOptions {
  provinces: string[];
  categories: string[];
  count: number;
  seed?: number;
  /**
   * The query of the i-th body. By default a weighted draw from the demo's queries (they repeat, so a
   * run soon answers from caches); the long-tail mode gives each body a query of its own.
   */
  queryOf?: (i: number, rng: Random) => string;
  /** Every search in the grouped view (one hit per product, the web's default since 2026-11-26). */
  grouped?: boolean;
}

const FACETS = ['categoria', 'tienda', 'provincia', 'precio'];

function weightedQuery(rng: Random): string {
  return DEMO_QUERIES[rng.weightedIndex(DEMO_QUERIES.map((q) => q.weight))]!.query;
}

/** Bodies for POST /api/search, as InstantSearch batches them (a refinement adds its disjunctive query). */
export function instantSearchBodies({
  provinces,
  categories,
  count,
  seed = 1,
  queryOf,
  grouped = false,
}: MixOptions): object[] {
  const rng = new Random(seed);
  const queryAt = queryOf ?? ((_i: number, r: Random) => weightedQuery(r));
  const view = grouped ? { distinct: true } : {};
  const main = (query: string, extra: object = {}) => ({
    indexName: 'productos',
    params: { query, hitsPerPage: rng.pick([12, 24]), page: 0, facets: FACETS, ...view, ...extra },
  });
  const bodies: object[] = [];
  for (let i = 0; i < count; i++) {
    const query = queryAt(i, rng);
    const kind = rng.weightedIndex([35, 15, 15, 15, 10, 10]);
    if (kind === 0) bodies.push({ requests: [main(query)] });
    else if (kind === 1) {
      const province = rng.pick(provinces);
      bodies.push({
        requests: [
          main(query, { facetFilters: [[`provincia:${province}`]] }),
          {
            indexName: 'productos',
            params: { query, hitsPerPage: 0, page: 0, facets: ['provincia'], analytics: false, ...view },
          },
        ],
      });
    } else if (kind === 2) {
      const low = rng.pick([50_000, 100_000, 200_000, 400_000]);
      const filters = [`precio>=${low}`, `precio<=${low * rng.pick([2, 4, 10])}`];
      bodies.push({
        requests: [
          main(query, { numericFilters: filters }),
          {
            indexName: 'productos',
            params: { query, hitsPerPage: 0, page: 0, facets: ['precio'], analytics: false, ...view },
          },
        ],
      });
    } else if (kind === 3) {
      const indexName = rng.pick(['productos_precio_asc', 'productos_precio_desc']);
      bodies.push({ requests: [{ ...main(query, { page: rng.pick([0, 0, 1, 2, 3]) }), indexName }] });
    } else if (kind === 4) {
      bodies.push({ requests: [main(query, { page: 10 + rng.int(0, 30), hitsPerPage: 24 })] });
    } else {
      // Browsing a category: with no text in the demo mix; within the category in the long tail.
      const category = rng.pick(categories);
      const text = queryOf === undefined ? '' : query;
      bodies.push({ requests: [main(text, { facetFilters: [[`categoria:${category}`]] })] });
    }
  }
  return bodies;
}

/** Bodies for POST /api/products/search-products. */
export function searchProductsBodies({
  count,
  seed = 2,
  queryOf = (_i, rng) => weightedQuery(rng),
}: MixOptions): object[] {
  const rng = new Random(seed);
  const bodies: object[] = [];
  for (let i = 0; i < count; i++) {
    const sorted = rng.chance(0.5);
    const bounded = rng.chance(0.2);
    const low = rng.pick([50_000, 100_000, 300_000]);
    bodies.push({
      key: queryOf(i, rng),
      page: rng.chance(0.7) ? 1 : rng.int(2, 8),
      pageSize: rng.pick([12, 24, 48]),
      ...(sorted ? { sortField: 'precio', sortOrder: rng.pick(['asc', 'desc']) } : {}),
      ...(bounded ? { minPrice: low, maxPrice: low * 5 } : {}),
    });
  }
  return bodies;
}

/** The words of each weighted query, for the ILIKE baseline. */
export function baselineQueries(count: number, seed = 3): string[][] {
  const rng = new Random(seed);
  return Array.from({ length: count }, () =>
    weightedQuery(rng)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean),
  );
}
