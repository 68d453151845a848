import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { DEMO_QUERIES } from '@hardprecios/fixtures/demo/index';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The search endpoint on the demo catalog: what shoppers type, checked against the data itself. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(app.database.db, { products: 2500, seed: 7, now: new Date('2026-11-20T12:00:00Z') });
  app.catalogWritten();
}, 120_000);

interface Result {
  nbHits: number;
  hits: { id: number; nombre: string; categoria: string[] }[];
  facets: Record<string, Record<string, number>>;
}
async function search(query: string, extra: Record<string, unknown> = {}): Promise<Result> {
  const res = await app.request('/api/search', {
    method: 'POST',
    json: { requests: [{ indexName: 'productos', params: { query, hitsPerPage: 100, ...extra } }] },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Result[] }).results[0]!;
}
/** Listed documents matching a SQL condition on the name and categories (what the search must find). */
async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`SELECT count(*)::int AS n FROM search_documents d WHERE d.price > 100 AND ${condition}`,
  );
  return row!.n;
}

describe('search on the demo catalog', () => {
  it('finds the same listings for "memoria", "Memória" and "MEMORIA"', async () => {
    const [a, b, c] = await Promise.all(['memoria', 'Memória', 'MEMORIA'].map((q) => search(q)));
    expect(a!.nbHits).toBeGreaterThan(0);
    expect(a!.nbHits).toBe(await countWhere(sql`(d.name ILIKE '%memoria%' OR 8 = ANY(d.category_ids))`));
    expect(b!.hits.map((h) => h.id)).toEqual(a!.hits.map((h) => h.id));
    expect(c!.hits.map((h) => h.id)).toEqual(a!.hits.map((h) => h.id));
  });

  it('finds every RTX 4060 card for "placa de video 4060"', async () => {
    const result = await search('placa de video 4060');
    expect(result.nbHits).toBe(await countWhere(sql`3 = ANY(d.category_ids) AND d.name ~* '\\m4060\\M'`));
    expect(result.nbHits).toBeGreaterThan(0);
    expect(
      result.hits.every((h) => h.nombre.includes('4060') && h.categoria.includes('Placas de video')),
    ).toBe(true);
  });

  it('finds every Ryzen processor for "procesdor ryzn"', async () => {
    const result = await search('procesdor ryzn');
    expect(result.nbHits).toBe(await countWhere(sql`2 = ANY(d.category_ids) AND d.name ILIKE '%ryzen%'`));
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.every((h) => /ryzen/i.test(h.nombre))).toBe(true);
  });

  it('requires every word, and its facet counts sum to the hits', async () => {
    const result = await search('monitor 27', { facets: ['tienda', 'provincia', 'categoria'] });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.every((h) => /monitor/i.test(h.nombre) || h.categoria.includes('Monitores'))).toBe(
      true,
    );
    expect(result.hits.every((h) => /\b27/.test(h.nombre))).toBe(true);
    const sum = (c: Record<string, number>) => Object.values(c).reduce((x, y) => x + y, 0);
    expect(sum(result.facets.tienda!)).toBe(result.nbHits);
    expect(sum(result.facets.provincia!)).toBe(result.nbHits);
    expect(sum(result.facets.categoria!)).toBe(result.nbHits);
  });

  it('answers the common queries shoppers type (typos and accents included) whenever the catalog has a match', async () => {
    const missed: string[] = [];
    for (const { query } of DEMO_QUERIES.filter((q) => q.share >= 0.01)) {
      if ((await search(query, { hitsPerPage: 0 })).nbHits > 0) continue;
      // Nothing found: acceptable only if no name holds every word of the query as plain text either.
      const words = query
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .split(/\s+/);
      const plain = sql.join(
        words.map((w) => sql`public.immutable_unaccent(d.name) ILIKE ${`%${w}%`}`),
        sql` AND `,
      );
      if ((await countWhere(plain)) > 0) missed.push(query);
    }
    expect(missed).toEqual([]);
  });
});
