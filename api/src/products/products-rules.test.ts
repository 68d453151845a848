import { beforeAll, describe, expect, it } from 'vitest';
import { setRule } from '@hardprecios/core/settings/rules.repository';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';

/** The spec's rules, held by the server on every list and search; detail pages stay reachable. */
let t: CatalogApp;
let hiddenCard: number;
let hiddenCase: number;
beforeAll(async () => {
  t = await startCatalogApp(async (db, catalog) => {
    hiddenCard = catalog.modelIds[0]![1]!;
    hiddenCase = catalog.modelIds[14]![2]!;
    await setRule(db, 'hidden_products_by_category', { 3: [hiddenCard], 9: [hiddenCase] });
  });
});

/** Every product id a shopper can reach through lists and searches. */
async function everythingListed(): Promise<Set<number>> {
  const ids = new Set<number>();
  const paths = [
    '/api/products/all-products?limit=100',
    '/api/products/categoria/3?limit=100',
    '/api/products/categoria/9?limit=100',
    '/api/products/categoria/3/precios?min=0&max=100000000&limit=100',
    '/api/products/categoria/3/buscar?query=rtx&limit=100',
    ...t.catalog.stores.map((s) => `/api/products/tienda/${s.id}?limit=100`),
    `/api/products/tienda/${t.catalog.suspendedStore.id}?limit=100`,
  ];
  for (const path of paths) {
    const { body } = await t.call<{ data: { id: number }[] }>(path);
    for (const p of body.data) ids.add(p.id);
  }
  for (const key of ['placa de video', 'rtx 4060', 'gabinete', '']) {
    const { body } = await t.call<{ data: { id: number }[] }>('/api/products/search-products', {
      json: { key, pageSize: 100 },
    });
    for (const p of body.data) ids.add(p.id);
  }
  const { body } = await t.call<{ results: { hits: { id: number }[] }[] }>('/api/search', {
    json: { requests: [{ indexName: 'productos', params: { query: '4060', hitsPerPage: 100 } }] },
  });
  for (const hit of body.results[0]!.hits) ids.add(hit.id);
  return ids;
}

describe('hiding rules', () => {
  it('never lists cheap, removed, hidden or suspended-store listings, anywhere', async () => {
    const listed = await everythingListed();
    const never = {
      'at the price threshold': t.catalog.priceAtThresholdId,
      'under the price threshold': t.catalog.priceUnderThresholdId,
      removed: t.catalog.removedId,
      'hidden from Placas de video': hiddenCard,
      'hidden from Gabinetes': hiddenCase,
      'of a suspended store': t.catalog.suspendedStoreIds[0]!,
    };
    for (const [why, id] of Object.entries(never)) expect(listed.has(id), why).toBe(false);
    expect(listed.size).toBe(t.catalog.listedCount - 2);
  });

  it('keeps counts and price bounds consistent with what is hidden', async () => {
    const { body } = await t.call<{ totalItems: number }>('/api/products/categoria/3?limit=1');
    expect(body.totalItems).toBe(14);
    const cases = await t.call<{ totalItems: number }>('/api/products/categoria/9');
    expect(cases.body.totalItems).toBe(2);
  });

  it('still serves the detail page of every one of them', async () => {
    for (const id of [
      t.catalog.priceAtThresholdId,
      t.catalog.removedId,
      hiddenCard,
      t.catalog.suspendedStoreIds[0]!,
    ]) {
      expect((await t.call(`/api/products/${id}`)).status, String(id)).toBe(200);
    }
  });
});
