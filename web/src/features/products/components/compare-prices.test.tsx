import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelOffer, ModelOffers } from '../../../api/types';
import { postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { COMPARE_TEXT, CONDITION_TEXT, ComparePrices } from './compare-prices';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const offer = (overrides: Partial<ModelOffer>): ModelOffer => ({
  productoId: 1,
  tiendaId: 1,
  nombreTienda: 'Tienda',
  logoTienda: null,
  nombre: 'Placa de Video ASUS Dual RTX 4060 8GB OC',
  precio: 600_000,
  precioContado: null,
  precioLista: null,
  moneda: 'ARS',
  disponible: true,
  precioDudoso: false,
  actualizadoEn: hoursAgo(3),
  url: 'tienda.com.ar/p/1',
  condicion: 'nuevo',
  ...overrides,
});

function renderOffers(answer: ModelOffers, id = '5') {
  const fetchMock = stubApi({
    [`GET /api/products/${id}/ofertas`]: { data: answer },
    'POST /api/estadisticas/redireccion': { message: 'ok' },
  });
  renderWithProviders(<ComparePrices productId={id} />);
  return fetchMock;
}

describe("'Comparar precios'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an outlet offer with its condition and never crowns it, even when it is the cheapest', async () => {
    renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({
          productoId: 8,
          tiendaId: 3,
          nombreTienda: 'Outlet Sur',
          nombre: 'Monitor Gigabyte 27" Gs27fa 180hz 1ms OUTLET',
          precio: 400_000,
          condicion: 'outlet',
        }),
        offer({ productoId: 5, tiendaId: 1, nombreTienda: 'Nodo Hardware', precio: 600_000 }),
      ],
    });
    const outlet = await screen.findByRole('listitem', { name: /Outlet Sur/ });
    expect(within(outlet).getByText(CONDITION_TEXT.outlet)).toBeInTheDocument();
    expect(within(outlet).queryByText(COMPARE_TEXT.best)).not.toBeInTheDocument();
    const fresh = screen.getByRole('listitem', { name: /Nodo Hardware/ });
    expect(within(fresh).getByText(COMPARE_TEXT.best)).toBeInTheDocument();
  });

  it('lists every store in the order the API gives, marks the cheapest available, greys unavailable ones', async () => {
    renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({
          productoId: 7,
          tiendaId: 2,
          nombreTienda: 'Chip Austral',
          precio: 580_000,
          precioContado: 580_000,
          precioLista: 640_000,
        }),
        offer({
          productoId: 5,
          tiendaId: 1,
          nombreTienda: 'Nodo Hardware',
          precio: 601_999.5,
          actualizadoEn: hoursAgo(26),
        }),
        offer({
          productoId: 8,
          tiendaId: 3,
          nombreTienda: 'Torre Gamer',
          precio: 550_000,
          disponible: false,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: COMPARE_TEXT.title })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Ofertas de 3 tiendas' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Chip Austral: $ 580.000',
      'Nodo Hardware: $ 601.999',
      'Torre Gamer: $ 550.000',
    ]);
    expect(within(rows[0]!).getByText(COMPARE_TEXT.best)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/contado/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$ 640.000 precio de lista')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('hace 3 horas')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ayer')).toBeInTheDocument();
    expect(rows[2]).toHaveClass('offer--unavailable');
    expect(within(rows[2]!).getByText(COMPARE_TEXT.unavailable)).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(COMPARE_TEXT.best)).toBeNull();
  });

  it("opens a store's listing in a new tab and records the redirect", async () => {
    const user = userEvent.setup();
    const fetchMock = renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({ productoId: 7, tiendaId: 2, nombreTienda: 'Chip Austral' }),
        offer({ productoId: 5 }),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Ver en tienda: Chip Austral' });
    expect(link).toHaveAttribute('href', 'https://tienda.com.ar/p/1');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(postedBodies(fetchMock, '/api/estadisticas/redireccion')).toEqual([
      { productoId: 7, tiendaId: 2 },
    ]);
  });

  it('never marks a doubtful price as the best one, and says so', async () => {
    renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({ productoId: 1, nombreTienda: 'A', precio: 600_000 }),
        offer({ productoId: 2, nombreTienda: 'B', precio: 60_000, precioDudoso: true }),
      ],
    });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(rows[0]!).getByText(COMPARE_TEXT.best)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(COMPARE_TEXT.doubtful)).toBeInTheDocument();
  });

  it('says plainly when one store alone offers the product', async () => {
    renderOffers({ modeloId: 9, nombre: 'x', ofertas: [offer({ productoId: 5 })] });
    expect(await screen.findByText(COMPARE_TEXT.single)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("names each offer's own listing under its store: shortened, whole on hover and on tap", async () => {
    const user = userEvent.setup();
    const outlet =
      'OUTLET Placa de Video ASUS Dual GeForce RTX 4060 8GB OC GDDR6 caja abierta sin accesorios, garantía 3 meses';
    renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({ productoId: 7, nombreTienda: 'Chip Austral', precio: 480_000, nombre: outlet }),
        offer({
          productoId: 5,
          nombreTienda: 'Nodo Hardware',
          nombre: 'Placa de Video ASUS Dual RTX 4060 8GB',
        }),
      ],
    });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(rows[1]!).getByText('Placa de Video ASUS Dual RTX 4060 8GB')).toBeInTheDocument();
    // The best row says it is an OUTLET item: what the store actually sells.
    const name = within(rows[0]!).getByRole('button', { name: outlet });
    expect(name).toHaveTextContent(/^OUTLET Placa de Video ASUS Dual GeForce RTX 4060 8GB OC .*\.\.\.$/);
    expect(name).toHaveAttribute('title', outlet);
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.click(name);
    expect(name).toHaveTextContent(outlet);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows[0]!).getByText(COMPARE_TEXT.best)).toBeInTheDocument();
  });

  it("lists dollar offers apart, as 'U$S', after the peso offers, and never crowns one 'Mejor precio'", async () => {
    renderOffers({
      modeloId: 9,
      nombre: 'x',
      ofertas: [
        offer({ productoId: 1, nombreTienda: 'Chip Austral', precio: 601_400 }),
        offer({ productoId: 2, nombreTienda: 'Nodo Hardware', precio: 620_000 }),
        offer({ productoId: 3, nombreTienda: 'Importados', precio: 300, moneda: 'USD' }),
      ],
    });
    const pesos = await screen.findByRole('list', { name: 'Ofertas de 2 tiendas' });
    expect(
      within(pesos)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Chip Austral: $ 601.400', 'Nodo Hardware: $ 620.000']);
    expect(within(pesos).getAllByRole('listitem')[0]).toHaveTextContent(COMPARE_TEXT.best);
    const dollars = screen.getByRole('region', { name: COMPARE_TEXT.dollarsTitle });
    expect(within(dollars).getByText(COMPARE_TEXT.dollarsNote)).toBeInTheDocument();
    const [row] = within(dollars).getAllByRole('listitem');
    expect(row).toHaveAttribute('aria-label', 'Importados: U$S 300');
    expect(within(row!).getByText('U$S 300')).toBeInTheDocument();
    expect(within(row!).queryByText(COMPARE_TEXT.best)).toBeNull();
    expect(screen.queryByText('$ 300')).toBeNull();
  });
});
