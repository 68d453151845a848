import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { FeaturedProducts } from './featured-products';

afterEach(() => vi.unstubAllGlobals());

const product = {
  id: 1,
  nombre: 'Procesador AMD Ryzen 5 5600',
  precio: 150000,
  moneda: 'ARS',
  disponible: true,
  imagen: null,
  tienda: { nombre: 'Compumundo', logo: null },
};

describe('FeaturedProducts', () => {
  it("shows no 'Destacados' heading when nothing is featured", async () => {
    const fetchMock = stubApi({ 'GET /api/products/destacados': { data: [] } });
    renderWithProviders(<FeaturedProducts />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Destacados' })).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("shows 'Destacados' with its cards when something is featured", async () => {
    stubApi({ 'GET /api/products/destacados': { data: [product] } });
    renderWithProviders(<FeaturedProducts />);
    expect(await screen.findByRole('heading', { name: 'Destacados' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: product.nombre })).toBeInTheDocument();
  });
});
