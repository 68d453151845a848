import algoliasearchHelper from 'algoliasearch-helper';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { startCatalogApp, type CatalogApp } from './testing/catalog-app';

interface Hit {
  objectID: string;
  id: number;
  nombre: string;
  precio: number;
  imagen: string | null;
  tiendaId: number;
  tienda: string;
  logoTienda: string;
  categoria: string[];
  categoriaIds: number[];
  provincia: string;
  provinciaId: number;
  disponible: boolean;
  modeloId: number | null;
  tiendasCount: number;
  precioDesde: number | null;
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number }>;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

let t: CatalogApp;
beforeAll(async () => {
  t = await startCatalogApp();
});

async function multi(requests: unknown[]): Promise<Result[]> {
  const { status, body } = await t.call<{ results: Result[] }>('/api/search', { json: { requests } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.results;
}
const one = async (params: Record<string, unknown>, indexName = 'productos') =>
  (await multi([{ indexName, params }]))[0]!;
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('POST /api/search (InstantSearch multi-query)', () => {
  it('answers each request with hits, counts, facets and price stats in Algolia shape', async () => {
    const result = await one({
      query: 'placa de video 4060',
      hitsPerPage: 4,
      facets: ['categoria', 'tienda', 'provincia'],
    });
    expect(result).toMatchObject({
      nbHits: 6,
      page: 0,
      nbPages: 2,
      hitsPerPage: 4,
      query: 'placa de video 4060',
      index: 'productos',
      facets: {
        categoria: { 'Placas de video': 6 },
        tienda: { Compumundo: 2, 'Córdoba Hardware': 2, 'Mendoza PC': 2 },
        provincia: { CABA: 2, Córdoba: 2, Mendoza: 2 },
      },
    });
    expect(result.params).toContain('query=placa+de+video+4060');
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(result.hits).toHaveLength(4);
    const hit = result.hits[0]!;
    expect(hit).toEqual({
      objectID: String(hit.id),
      id: expect.any(Number),
      nombre: expect.stringContaining('4060'),
      precio: expect.any(Number),
      moneda: 'ARS',
      imagen: expect.stringMatching(/^https:/),
      tiendaId: expect.any(Number),
      tienda: expect.any(String),
      logoTienda: '',
      categoria: ['Placas de video'],
      categoriaIds: [3],
      provincia: expect.any(String),
      provinciaId: expect.any(Number),
      disponible: true,
      modeloId: expect.any(Number),
      tiendasCount: 3,
      precioDesde: expect.any(Number),
      ofertaDesde: {
        productoId: expect.any(Number),
        tiendaId: expect.any(Number),
        nombreTienda: expect.any(String),
        precio: hit.precioDesde,
        moneda: 'ARS',
      },
      veredicto: null, // the test catalog was written today: no history yet
    });
    const prices = (await one({ query: 'placa de video 4060', hitsPerPage: 100 })).hits.map((h) => h.precio);
    expect(result.facets_stats.precio).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('finds the same listings for "memoria", "Memória" and "MEMORIA", and Ryzen processors for "procesdor ryzn"', async () => {
    const [a, b, c, typo] = await multi(
      ['memoria', 'Memória', 'MEMORIA', 'procesdor ryzn'].map((query) => ({
        indexName: 'productos',
        params: { query, hitsPerPage: 50 },
      })),
    );
    const ids = (r: Result) => r.hits.map((h) => h.id).sort((x, y) => x - y);
    expect(a!.nbHits).toBe(9);
    expect(ids(b!)).toEqual(ids(a!));
    expect(ids(c!)).toEqual(ids(a!));
    expect(typo!.nbHits).toBe(9);
    expect(typo!.hits.every((h) => h.nombre.includes('Ryzen') && h.categoria.includes('Procesadores'))).toBe(
      true,
    );
  });

  it('filters with facetFilters (OR inside nested arrays, AND across) and numericFilters on precio', async () => {
    const result = await one({
      query: '',
      hitsPerPage: 100,
      facets: ['provincia'],
      facetFilters: [['categoria:Placas de video'], ['provincia:CABA', 'provincia:Córdoba']],
      numericFilters: ['precio>=500000', 'precio<=700000'],
    });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.categoria).toContain('Placas de video');
      expect(['CABA', 'Córdoba']).toContain(hit.provincia);
      expect(hit.precio).toBeGreaterThanOrEqual(500_000);
      expect(hit.precio).toBeLessThanOrEqual(700_000);
    }
    expect(sum(result.facets.provincia!)).toBe(result.nbHits);
    const single = await one({ facetFilters: 'tienda:Mendoza PC', hitsPerPage: 0 });
    expect(single.nbHits).toBe(23);
    const unknown = await one({ facetFilters: ['tienda:No Existe'] });
    expect(unknown).toMatchObject({ nbHits: 0, hits: [], nbPages: 0 });
    const range = await one({ query: 'memoria', numericFilters: ['precio:40000 TO 50000'], hitsPerPage: 50 });
    expect(range.hits.every((h) => h.precio >= 40_000 && h.precio <= 50_000)).toBe(true);
    const strict = await one({ query: 'memoria', numericFilters: [['precio>45000']], hitsPerPage: 50 });
    expect(strict.hits.every((h) => h.precio > 45_000)).toBe(true);
  });

  it('sorts by price on the replica index names', async () => {
    const asc = await one({ query: 'gpu', hitsPerPage: 50 }, 'productos_precio_asc');
    const desc = await one({ query: 'gpu', hitsPerPage: 50 }, 'productos_precio_desc');
    expect(asc.nbHits).toBe(15);
    expect(asc.hits.map((h) => h.precio)).toEqual([...asc.hits.map((h) => h.precio)].sort((a, b) => a - b));
    expect(desc.hits.map((h) => h.precio)).toEqual([...asc.hits.map((h) => h.precio)].reverse());
  });

  it('pages from 0, with facets summing to nbHits on every page', async () => {
    const pages = await multi(
      [0, 1, 2, 3].map((page) => ({
        indexName: 'productos_precio_asc',
        params: { page, hitsPerPage: 20, facets: ['tienda'] },
      })),
    );
    expect(pages.map((p) => p.hits.length)).toEqual([20, 20, 20, 9]);
    expect(pages.every((p) => p.nbPages === 4 && p.nbHits === 69 && sum(p.facets.tienda!) === 69)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.hits.map((h) => h.id))).size).toBe(69);
    const past = await one({ page: 9, hitsPerPage: 20 });
    expect(past).toMatchObject({ hits: [], nbHits: 69, page: 9 });
  });

  it('accepts params URL-encoded as older Algolia clients send them', async () => {
    const params = new URLSearchParams({
      query: 'ram',
      hitsPerPage: '5',
      facetFilters: JSON.stringify([['provincia:Mendoza']]),
    }).toString();
    const [result] = await multi([{ indexName: 'productos', params }]);
    expect(result).toMatchObject({ nbHits: 3, hitsPerPage: 5 });
  });

  it('works with the algoliasearch helper InstantSearch runs on (disjunctive facets, range stats)', async () => {
    const client = {
      search: async (requests: unknown) => (await t.call('/api/search', { json: { requests } })).body,
    };
    const helper = algoliasearchHelper(client as never, 'productos', {
      disjunctiveFacets: ['categoria', 'tienda', 'provincia', 'precio'],
      hitsPerPage: 12,
    });
    helper
      .setQuery('placa de video')
      .addDisjunctiveFacetRefinement('provincia', 'CABA')
      .addDisjunctiveFacetRefinement('provincia', 'Córdoba')
      .addNumericRefinement('precio', '>=', 400_000);
    const { content } = await helper.searchOnce({});
    expect(content.nbHits).toBeGreaterThan(0);
    expect(
      content.hits.every((h: Hit) => ['CABA', 'Córdoba'].includes(h.provincia) && h.precio >= 400_000),
    ).toBe(true);
    // Disjunctive: the province facet still shows Mendoza's count, as the other queries leave its filter out.
    const provinces = Object.fromEntries(
      (content.getFacetValues('provincia', {}) as { name: string; count: number; isRefined: boolean }[]).map(
        (v) => [v.name, v],
      ),
    );
    expect(Object.keys(provinces).sort()).toEqual(['CABA', 'Córdoba', 'Mendoza']);
    expect(provinces.CABA!.isRefined).toBe(true);
    expect(provinces.CABA!.count + provinces['Córdoba']!.count).toBe(content.nbHits);
    expect(content.getFacetStats('precio')).toMatchObject({
      min: expect.any(Number),
      max: expect.any(Number),
    });
  });

  it('counts the main query of a batch for statistics, not the facet queries', async () => {
    await multi([
      { indexName: 'productos', params: { query: 'fuente corsair', hitsPerPage: 12 } },
      {
        indexName: 'productos',
        params: { query: 'fuente corsair', hitsPerPage: 0, analytics: false, facets: ['tienda'] },
      },
    ]);
    const recorded = await t.recordedSearches();
    expect(recorded.filter((s) => s.query === 'fuente corsair')).toEqual([
      { query: 'fuente corsair', resultCount: 3 },
    ]);
  });

  it('rejects bad requests with a 400 naming the parameter', async () => {
    const cases: [unknown, string][] = [
      [{ requests: [] }, 'requests'],
      [{ requests: [{ indexName: 'otro', params: {} }] }, 'requests.0.indexName'],
      [
        { requests: [{ indexName: 'productos', params: { hitsPerPage: 101 } }] },
        'requests.0.params.hitsPerPage',
      ],
      [{ requests: [{ indexName: 'productos', params: { page: -1 } }] }, 'requests.0.params.page'],
      [{ requests: [{ indexName: 'productos', params: { page: 5000 } }] }, 'requests.0.params.page'],
      [
        { requests: [{ indexName: 'productos', params: { query: 'x'.repeat(201) } }] },
        'requests.0.params.query',
      ],
      [
        { requests: [{ indexName: 'productos', params: { facets: ['color'] } }] },
        'requests.0.params.facets.0',
      ],
      [
        { requests: [{ indexName: 'productos', params: { facetFilters: ['color:rojo'] } }] },
        'requests.0.params.facetFilters.0.0',
      ],
      [
        { requests: [{ indexName: 'productos', params: { numericFilters: ['precio!=5'] } }] },
        'requests.0.params.numericFilters.0.0',
      ],
      [
        { requests: [{ indexName: 'productos', params: { filters: 'precio > 5' } }] },
        'requests.0.params.filters',
      ],
    ];
    for (const [json, parameter] of cases) {
      const { status, body } = await t.call<{ error: string; parameter: string }>('/api/search', { json });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body).toMatchObject({ error: 'bad_request', parameter });
    }
  });

  it("says how many stores offer each hit's model and from what price", async () => {
    const result = await one({ query: 'placa de video 4060', hitsPerPage: 20 });
    expect(result.hits).toHaveLength(6);
    const byModel = new Map<number, Hit[]>();
    for (const hit of result.hits) byModel.set(hit.modeloId!, [...(byModel.get(hit.modeloId!) ?? []), hit]);
    expect(byModel.size).toBe(2);
    for (const hits of byModel.values()) {
      expect(hits).toHaveLength(3);
      const cheapest = Math.min(...hits.filter((h) => h.disponible).map((h) => h.precio));
      for (const hit of hits) expect(hit).toMatchObject({ tiendasCount: 3, precioDesde: cheapest });
    }
  });

  it('groups hits by model with distinct (the grouped view): one card per model, cheapest offer shown', async () => {
    const listed = await one({ query: 'placa de video 4060', hitsPerPage: 20 });
    for (const distinct of [true, 1, 'true']) {
      const grouped = await one({ query: 'placa de video 4060', hitsPerPage: 20, distinct });
      expect(grouped.nbHits).toBe(2);
      expect(grouped.hits.map((h) => h.modeloId).sort()).toEqual(
        [...new Set(listed.hits.map((h) => h.modeloId))].sort(),
      );
      for (const hit of grouped.hits) expect(hit.precio).toBe(hit.precioDesde);
    }
    const encoded = await multi([
      { indexName: 'productos', params: 'query=placa%20de%20video%204060&distinct=1' },
    ]);
    expect(encoded[0]!.nbHits).toBe(2);
    const { status } = await t.call('/api/search', {
      json: { requests: [{ indexName: 'productos', params: { distinct: 'varios' } }] },
    });
    expect(status).toBe(400);
  });

  it('answers a query no listing matches whole without the words it can do without, when asked, and marks them', async () => {
    // No listing is a 'placa de video' named 'panoramica': the page asks for the rest and says so.
    const plain = await one({ query: 'placa de video 4060 panoramica', hitsPerPage: 20 });
    expect(plain.nbHits).toBe(0);
    expect(plain).not.toHaveProperty('queryAfterRemoval');
    const relaxed = await one({
      query: 'placa de video 4060 panoramica',
      hitsPerPage: 20,
      removeWordsIfNoResults: 'allOptional',
    });
    expect(relaxed.nbHits).toBe(6);
    expect(relaxed).toMatchObject({
      query: 'placa de video 4060 panoramica',
      queryAfterRemoval: 'placa de video 4060 <em>panoramica</em>',
    });
    // For the statistics of searches without results, it found nothing as asked.
    const recorded = await t.recordedSearches();
    expect(recorded.filter((s) => s.query === 'placa de video 4060 panoramica')).toEqual([
      { query: 'placa de video 4060 panoramica', resultCount: 0 },
    ]);
    const found = await one({ query: 'placa de video 4060', removeWordsIfNoResults: 'allOptional' });
    expect(found).not.toHaveProperty('queryAfterRemoval');
    const { status, body } = await t.call<{ parameter: string }>('/api/search', {
      json: { requests: [{ indexName: 'productos', params: { removeWordsIfNoResults: 'lastWords' } }] },
    });
    expect(status).toBe(400);
    expect(body.parameter).toBe('requests.0.params.removeWordsIfNoResults');
  });

  it('takes metacharacters in queries and facet values as text', async () => {
    const result = await one({
      query: "100% cobre [2m]' OR 1=1",
      facetFilters: ["tienda:'; DROP TABLE stores; --"],
    });
    expect(result.nbHits).toBe(0);
    expect((await one({ query: '100% cobre [2m]' })).nbHits).toBe(3);
  });
});

describe('spec filters (issue "Know the hardware")', () => {
  beforeAll(() => recomputeModels(t.db));

  it('counts listings per spec value and filters by it, alongside the other facets', async () => {
    const all = await one({ query: '', hitsPerPage: 0, facets: ['socket', 'categoria'] });
    // Three stores list each catalog model: AM5, two processors and a board; AM4, a processor and a B550 board.
    expect(all.facets.socket).toMatchObject({ AM5: 9, AM4: 6, LGA1700: 3 });
    const am5 = await one({
      query: '',
      hitsPerPage: 50,
      facets: ['socket', 'tienda'],
      facetFilters: [['socket:AM5']],
    });
    expect(am5.nbHits).toBe(9);
    expect(am5.hits.every((h) => /AM5/.test(h.nombre))).toBe(true);
    expect(sum(am5.facets.tienda!)).toBe(9);
    const none = await one({ query: '', facetFilters: [['socket:LGA9999']] });
    expect(none.nbHits).toBe(0);
  });

  it('counts products per spec value in the grouped view, as its hits are counted', async () => {
    const grouped = await one({ query: '', hitsPerPage: 0, facets: ['socket'], distinct: true });
    expect(grouped.facets.socket).toMatchObject({ AM5: 3, AM4: 2, LGA1700: 1 });
    const am5 = await one({ query: '', hitsPerPage: 50, facetFilters: [['socket:AM5']], distinct: true });
    expect(am5.nbHits).toBe(3);
  });

  it('counts products per category, store and province in the grouped view: each count is what choosing it shows', async () => {
    const facets = ['categoria', 'tienda', 'provincia'];
    const grouped = await one({ query: 'placa de video', hitsPerPage: 0, facets, distinct: true });
    const listed = await one({ query: 'placa de video', hitsPerPage: 0, facets });
    expect(grouped.nbHits).toBeLessThan(listed.nbHits);
    for (const attribute of facets) {
      const values = Object.entries(grouped.facets[attribute] as Record<string, number>);
      expect(values.length).toBeGreaterThan(0);
      for (const [value, count] of values) {
        const refined = await one({
          query: 'placa de video',
          hitsPerPage: 0,
          facetFilters: [[`${attribute}:${value}`]],
          distinct: true,
        });
        expect(refined.nbHits, `${attribute}:${value}`).toBe(count);
      }
    }
    // The listing view still counts listings.
    expect(sum(listed.facets.tienda as Record<string, number>)).toBe(listed.nbHits);
  });

  it('filters by a spec range and reports its bounds', async () => {
    const memory = await one({ query: 'memoria', hitsPerPage: 50, facets: ['capacidadGB', 'velocidadMHz'] });
    expect(memory.facets_stats.capacidadGB).toEqual({ min: 8, max: 32 });
    const big = await one({ query: 'memoria', hitsPerPage: 50, numericFilters: ['capacidadGB>=16'] });
    expect(new Set(big.hits.map((h) => h.nombre.replace(/ - .*/, '')))).toEqual(
      new Set([
        'Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz',
        'Memória Corsair Vengeance 32GB DDR5 6000MHz',
      ]),
    );
  });
});
