import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import { StatisticsPage } from './statistics-page';

const ranking = [
  {
    productoId: 1,
    nombreProducto: 'Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB OC',
    cantidadBusquedas: 90,
    precio: 612345.5,
    nombreTienda: 'Compumundo',
  },
  {
    productoId: 2,
    nombreProducto: 'Mother ASUS',
    cantidadBusquedas: 50,
    precio: 150000,
    nombreTienda: 'Mexx',
  },
  { productoId: 3, nombreProducto: 'SSD 1TB', cantidadBusquedas: 20, precio: 80000, nombreTienda: 'Venex' },
  { productoId: 4, nombreProducto: 'Mouse', cantidadBusquedas: 5, precio: 9000, nombreTienda: 'Venex' },
];

afterEach(() => vi.unstubAllGlobals());

describe('StatisticsPage', () => {
  it('shows the four cards, the ranking with trophies and asks with the end as the next day', async () => {
    // chart.js cannot draw in jsdom (no canvas); the charts' text alternatives are still rendered.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubAdminApi({
      'GET /api/estadisticas/visitas-diarias': { data: [{ fecha: '2025-03-01', cantidad: 4 }] },
      'GET /api/estadisticas/productos-mas-buscados': { data: ranking },
      'GET /api/estadisticas/contar-visitas-web': { data: { cantidadVisitas: 1234 } },
      'GET /api/estadisticas/contar-redirecciones': { data: { visitas: 56, busquedasProducto: 789 } },
      'GET /api/estadisticas/busquedas-fechas': {
        data: [
          { fecha: '2025-03-01', cantidad: 10 },
          { fecha: '2025-03-02', cantidad: 5 },
        ],
      },
      'GET /api/estadisticas/categorias/obtener_accesos': { data: [] },
      'GET /api/estadisticas/tiendas-mas-buscadas': { data: [] },
    });
    renderBackOffice(<StatisticsPage />);
    expect(screen.getByRole('heading', { name: 'Estadísticas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();

    const summary = screen.getByRole('list', { name: 'Resumen' });
    await waitFor(() =>
      expect(within(summary).getByRole('listitem', { name: 'Visitas' })).toHaveTextContent('1.234'),
    );
    expect(within(summary).getByRole('listitem', { name: 'Redirecciones' })).toHaveTextContent('56');
    expect(within(summary).getByRole('listitem', { name: 'Consultas' })).toHaveTextContent('15');
    expect(within(summary).getByRole('listitem', { name: 'Productos' })).toHaveTextContent('789');

    const table = await screen.findByRole('table', { name: 'Productos más visitados' });
    expect(within(table).getByRole('img', { name: '1 - Trofeo de oro' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '3 - Trofeo de bronce' })).toBeInTheDocument();
    expect(within(table).getByText('Placa de Video MSI GeForce RTX 4060 Ve...')).toBeInTheDocument();
    expect(within(table).getByText('$ 612.345')).toBeInTheDocument();

    const visits = calls.find((c) => c.url.pathname.endsWith('/contar-visitas-web'))!;
    expect(visits.url.searchParams.get('fechaInicio')).toBe('2024-11-01');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      new Date(),
    );
    expect(visits.url.searchParams.get('fechaFin')! > today).toBe(true);
    expect(await screen.findByRole('img', { name: /Visitas por día: 01\/03 4/ })).toBeInTheDocument();
  });
});
