import { beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';

let t: CatalogApp;
beforeAll(async () => {
  t = await startCatalogApp();
});

const long = 'a'.repeat(201);

/** [method path, body, the parameter the 400 must name] */
const BAD: [string, unknown, string][] = [
  ['GET /api/products/abc', undefined, 'id'],
  ['GET /api/products/1.5', undefined, 'id'],
  ['GET /api/products/-3', undefined, 'id'],
  ['GET /api/products/99999999999', undefined, 'id'],
  ['GET /api/products/abc/relacionados', undefined, 'id'],
  ['GET /api/products/historial-precio/x1', undefined, 'id'],
  ['GET /api/products/categoria/tres', undefined, 'id'],
  ['GET /api/products/all-products?page=-1', undefined, 'page'],
  ['GET /api/products/all-products?page=0', undefined, 'page'],
  ['GET /api/products/all-products?page=1e9', undefined, 'page'],
  ['GET /api/products/all-products?page=uno', undefined, 'page'],
  ['GET /api/products/all-products?page=1&page=2', undefined, 'page'],
  ['GET /api/products/all-products?limit=0', undefined, 'limit'],
  ['GET /api/products/all-products?limit=101', undefined, 'limit'],
  ['GET /api/products/all-products?limit=-5', undefined, 'limit'],
  ['GET /api/products/all-products?sort=precio', undefined, 'sort'],
  ['GET /api/products/categoria/3?sort=random', undefined, 'sort'],
  ['GET /api/products/categoria/3/precios?min=500&max=100', undefined, 'min'],
  ['GET /api/products/tienda/1/precios?min=-1', undefined, 'min'],
  ['GET /api/products/tienda/1/precios?max=mucho', undefined, 'max'],
  ['GET /api/products/categoria/3/buscar', undefined, 'query'],
  ['GET /api/products/categoria/3/buscar?query=%20%20', undefined, 'query'],
  [`GET /api/products/tienda/1/buscar?query=${long}`, undefined, 'query'],
  ['POST /api/products/search-products', { key: long }, 'key'],
  ['POST /api/products/search-products', { key: 'ram', page: -2 }, 'page'],
  ['POST /api/products/search-products', { key: 'ram', pageSize: 1000 }, 'pageSize'],
  ['POST /api/products/search-products', { key: 'ram', sortOrder: 'up' }, 'sortOrder'],
  ['POST /api/products/search-products', { key: 'ram', sortField: 'nombre' }, 'sortField'],
  ['POST /api/products/search-products', { key: 'ram', minPrice: 10, maxPrice: 5 }, 'minPrice'],
  ['POST /api/products/search-products', { key: 42 }, 'key'],
];

describe('bad input', () => {
  it.each(BAD)('%s → 400 naming the parameter', async (line, json, parameter) => {
    const [method, path] = line.split(' ') as [string, string];
    const res = await t.app.request(path, { method, json });
    const body = (await res.json()) as { error: string; message: string; parameter?: string };
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.parameter).toBe(parameter);
    expect(body.message).toContain(parameter);
  });

  it('answers malformed JSON with a 400, not a stack trace', async () => {
    for (const path of ['/api/products/search-products', '/api/search', '/api/products/productos/destacar']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"key": ',
      });
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ error: 'bad_request' });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('takes SQL and regex metacharacters as plain text', async () => {
    for (const key of [
      "' OR 1=1 --",
      '%',
      '_',
      '.*',
      '(?:x)+$',
      '\\',
      'a:* | !b & c',
      '"; DROP TABLE products; --',
    ]) {
      const res = await t.app.request('/api/products/search-products', { method: 'POST', json: { key } });
      expect(res.status, key).toBe(200);
    }
    const cable = await t.call<{ totalItems: number }>('/api/products/search-products', {
      json: { key: '100% cobre [2m]' },
    });
    expect(cable.body.totalItems).toBe(3);
    const { status } = await t.call(
      `/api/products/categoria/11/buscar?query=${encodeURIComponent("(8K)' OR '1'='1")}`,
    );
    expect(status).toBe(200);
  });
});
