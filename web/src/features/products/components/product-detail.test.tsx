import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../api/types';
import { postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { DOLLAR_PRICE_NOTE, ProductDetail } from './product-detail';

const longName = 'Placa de Video MSI GeForce RTX 4060 Ventus 2X Black 8GB OC GDDR6';
const product: Product = {
  id: 5,
  nombre: longName,
  precio: 612345.99,
  moneda: 'ARS',
  descripcion: `<p>${'a'.repeat(400)}</p><p>${'b'.repeat(400)}</p>`,
  url: 'tienda.com.ar/producto/5',
  imagenes: ['/img/1.png', { url: '/img/2.png' }],
  tiendaId: 3,
  nombreTienda: 'Compumundo',
};

function renderDetail(history: unknown = { success: true, data: [] }, shown: Product = product) {
  const fetchMock = stubApi({
    'GET /api/products/5': { data: shown },
    'GET /api/products/5/relacionados': { data: [] },
    'GET /api/products/historial-precio/5': history,
    'POST /api/estadisticas/producto': { message: 'ok' },
    'POST /api/estadisticas/redireccion': { message: 'ok' },
  });
  renderWithProviders(<ProductDetail id="5" />, { path: '/product-detail/5' });
  return fetchMock;
}

describe('ProductDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner, then the product with its floored es-AR price', async () => {
    setViewportWidth(1280);
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando producto');
    expect(await screen.findByRole('heading', { level: 1, name: longName })).toBeInTheDocument();
    expect(screen.getByText('$ 612.345')).toBeInTheDocument();
    expect(screen.getByText('Compumundo')).toBeInTheDocument();
  });

  it('opens the store in a new tab with https:// added and records the visit and the redirect', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const fetchMock = renderDetail();
    const link = await screen.findByRole('link', { name: 'Ver producto en tienda' });
    expect(link).toHaveAttribute('href', 'https://tienda.com.ar/producto/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(postedBodies(fetchMock, '/api/estadisticas/producto')).toEqual([{ productoId: 5, tiendaId: 3 }]);
    expect(postedBodies(fetchMock, '/api/estadisticas/redireccion')).toEqual([
      { productoId: 5, tiendaId: 3 },
    ]);
  });

  it('cuts the plain-text description at 600 characters', async () => {
    setViewportWidth(1280);
    renderDetail();
    const description = await screen.findByText(/^a+ b+$/);
    expect(description.textContent).toHaveLength(600);
  });

  it('cuts the description at 200 plus an ellipsis on narrow screens, never the title', async () => {
    setViewportWidth(380);
    renderDetail();
    // The page's own title is the listing's whole name: a shopper has no hover to read the rest.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(longName);
    expect(screen.getByText(/^a+\.\.\.$/).textContent).toBe(`${'a'.repeat(200)}...`);
  });

  it.each([
    ['there is none', { success: true, data: [] }],
    ['the API says it failed', { success: false, data: [] }],
    ['the call fails', undefined],
  ])('says there is no price history when %s', async (_, history) => {
    setViewportWidth(1280);
    renderDetail(history);
    expect(await screen.findByText('Este producto no cuenta con historial de precio.')).toBeInTheDocument();
    expect(screen.queryByTestId('price-history-chart')).toBeNull();
  });

  it('moves through the images with arrows disabled at the ends', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderDetail();
    const previous = await screen.findByRole('button', { name: 'Imagen anterior' });
    const next = screen.getByRole('button', { name: 'Imagen siguiente' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(screen.getByAltText(`${longName} (imagen 2 de 2)`)).toHaveAttribute('src', '/img/2.png');
  });

  it("says 'Sin stock' beside an out-of-stock listing's price, and which offer the verdict is about", async () => {
    setViewportWidth(1280);
    renderDetail(undefined, {
      ...product,
      disponible: false,
      tiendasCount: 2,
      precioDesde: 630_000,
      ofertaDesde: { productoId: 8, tiendaId: 4, nombreTienda: 'Mendoza PC', precio: 630_000, moneda: 'ARS' },
      veredicto: {
        tipo: 'debajo',
        porcentaje: 6,
        minimo90: 600_000,
        mediana90: 670_000,
        maximo90: 700_000,
        desde: '2026-08-26',
        tiendas: 2,
        moneda: 'ARS',
      },
    });
    const price = await screen.findByLabelText('Precio: $ 612.345, Sin stock');
    expect(price).toHaveTextContent('$ 612.345Sin stock');
    expect(
      screen.getByText(
        'Desde $ 630.000 en Mendoza PC (otra publicación): 6 % por debajo del precio habitual',
      ),
    ).toBeInTheDocument();
  });

  it("writes a dollar price as 'U$S' and says it is not compared with pesos", async () => {
    setViewportWidth(1280);
    renderDetail(undefined, { ...product, precio: 300, moneda: 'USD' });
    expect(await screen.findByLabelText('Precio: U$S 300')).toHaveTextContent('U$S 300');
    expect(screen.getByText(DOLLAR_PRICE_NOTE)).toBeInTheDocument();
    expect(screen.queryByText('$ 300')).toBeNull();
  });
});
