/**
 * What a just-started API sends itself before it takes traffic: searches shaped as shoppers send them
 * (bench/search's long tail), built from the catalog's own names — two or three consecutive words of a
 * name, some with a one-letter typo — with facet refinements, price filters, sorts, deep pages and the
 * grouped view, on both search endpoints.
 */

export interface WarmUpRequest {
  path: '/api/search' | '/api/products/search-products';
  body: object;
}

export interface WarmUpCatalog {
  /** Listing names sampled across the catalog. */
  names: string[];
  categories: string[];
  provinces: string[];
  stores: string[];
}

const FACETS = ['categoria', 'tienda', 'provincia', 'precio'];

/** A small seeded generator: the same catalog warms up the same way on every start. */
function picker(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    chance: (p: number) => next() < p,
    int,
    pick: <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!,
  };
}
type Picker = ReturnType<typeof picker>;

/** A letter dropped, doubled or replaced in a word of 5+ letters (typo correction's path). */
function withTypo(words: string[], rng: Picker): string[] {
  const at = words.findIndex((w) => /^[a-záéíóúñ]{5,}$/i.test(w));
  if (at < 0) return words;
  const word = words[at]!;
  const i = rng.int(1, word.length - 2);
  const typo = rng.pick([
    word.slice(0, i) + word.slice(i + 1),
    word.slice(0, i) + word[i] + word.slice(i),
    word.slice(0, i) + 'x' + word.slice(i + 1),
  ]);
  return words.map((w, j) => (j === at ? typo : w));
}

/** Distinct query texts from the names (at most `count`). */
export function warmUpQueries(names: string[], count: number, rng: Picker = picker(7)): string[] {
  const queries = new Set<string>();
  for (const name of names) {
    if (queries.size >= count) break;
    const words = name
      .toLowerCase()
      .split(/[\s,/()"+|-]+/)
      .filter((w) => w.length > 1 && !/^#?\d+$/.test(w));
    if (words.length === 0) continue;
    const length = Math.min(words.length, rng.pick([1, 2, 2, 3]));
    const start = rng.int(0, words.length - length);
    let picked = words.slice(start, start + length);
    if (rng.chance(0.15)) picked = withTypo(picked, rng);
    queries.add(picked.join(' '));
  }
  return [...queries];
}

/** `count` requests over both endpoints, each query text used once. */
export function warmUpRequests(catalog: WarmUpCatalog, count: number): WarmUpRequest[] {
  const rng = picker(11);
  const queries = warmUpQueries(catalog.names, count, rng);
  const main = (query: string, extra: object = {}) => ({
    indexName: 'productos',
    params: { query, hitsPerPage: rng.pick([12, 24]), page: 0, facets: FACETS, ...extra },
  });
  const facetOnly = (query: string, facet: string) => ({
    indexName: 'productos',
    params: { query, hitsPerPage: 0, page: 0, facets: [facet], analytics: false },
  });
  const refinement = (field: string, values: string[]) =>
    values.length ? [[`${field}:${rng.pick(values)}`]] : [];
  return queries.map((query, i): WarmUpRequest => {
    if (i % 3 === 2) {
      const low = rng.pick([50_000, 100_000, 300_000]);
      return {
        path: '/api/products/search-products',
        body: {
          key: query,
          page: rng.chance(0.7) ? 1 : rng.int(2, 8),
          pageSize: rng.pick([12, 24, 48]),
          ...(rng.chance(0.5) ? { sortField: 'precio', sortOrder: rng.pick(['asc', 'desc']) } : {}),
          ...(rng.chance(0.2) ? { minPrice: low, maxPrice: low * 5 } : {}),
        },
      };
    }
    return { path: '/api/search', body: { requests: searchRequests(query) } };
  });

  /** One InstantSearch batch of the shapes the web client sends (a refinement adds its facet query). */
  function searchRequests(query: string): object[] {
    switch (rng.int(0, 7)) {
      case 0:
        return [main(query)];
      case 1:
        return [
          main(query, { facetFilters: refinement('provincia', catalog.provinces) }),
          facetOnly(query, 'provincia'),
        ];
      case 2:
        return [
          main(query, { facetFilters: refinement('tienda', catalog.stores) }),
          facetOnly(query, 'tienda'),
        ];
      case 3: {
        const low = rng.pick([50_000, 100_000, 200_000, 400_000]);
        const numericFilters = [`precio>=${low}`, `precio<=${low * rng.pick([2, 4, 10])}`];
        return [main(query, { numericFilters }), facetOnly(query, 'precio')];
      }
      case 4: {
        const indexName = rng.pick(['productos_precio_asc', 'productos_precio_desc']);
        return [{ ...main(query, { page: rng.pick([0, 1, 2, 3]) }), indexName }];
      }
      case 5:
        return [main(query, { page: rng.int(10, 40), hitsPerPage: 24 })];
      case 6:
        return [main(query, { distinct: true })];
      default: {
        const text = rng.chance(0.5) ? query : '';
        return [main(text, { facetFilters: refinement('categoria', catalog.categories) })];
      }
    }
  }
}
