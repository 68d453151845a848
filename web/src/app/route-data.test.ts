import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fake-api';
import { setViewportWidth } from '../test/viewport';
import { createQueryClient } from './provider';
import { prefetchRouteData } from './route-data';

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).sort();

describe('prefetchRouteData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the home's banners of the viewport's kind and its featured products, and caches them", async () => {
    const fetchMock = stubApi({
      'GET /api/stores/banners': { banners: [{ id: 1, url: '/b.svg', tiendaId: 2, clickable: true }] },
      'GET /api/products/destacados': { data: [{ id: 5, nombre: 'Ryzen 5' }] },
    });
    setViewportWidth(375);
    const client = createQueryClient();
    prefetchRouteData(client, '/');
    expect(requested(fetchMock)).toEqual(['/api/products/destacados', '/api/stores/banners?tipo=mobile']);
    await vi.waitFor(() => expect(client.getQueryData(['banners', 'mobile'])).toHaveLength(1));
    expect(client.getQueryData(['products', 'featured'])).toHaveLength(1);

    setViewportWidth(1280);
    prefetchRouteData(createQueryClient(), '/');
    expect(requested(fetchMock)).toContain('/api/stores/banners?tipo=desktop');
  });

  it('asks for nothing on other screens (they fetch their own data)', () => {
    const fetchMock = stubApi({});
    for (const path of ['/stores', '/search-result/', '/product-detail/3']) {
      prefetchRouteData(createQueryClient(), path);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
