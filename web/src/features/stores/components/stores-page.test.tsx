import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../api/types';
import { postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import StoreNameFilter from './store-name-filter';
import { StoresPage } from './stores-page';

const provinces = ['CABA', 'Buenos Aires', 'Córdoba', 'Mendoza', 'Salta'];
function store(id: number, nombre: string, provinceIndex: number, estado = 'Activa'): Store {
  return {
    id,
    nombre,
    url: `${nombre.toLowerCase().replace(/\s/g, '')}.com.ar`,
    direccion: 'Avenida Corrientes 1234, Ciudad Autónoma de Buenos Aires',
    estado: { nombre: estado },
    provincia: { id: provinceIndex + 1, nombre: provinces[provinceIndex] ?? '' },
  };
}

const stores: Store[] = [
  store(1, 'Compumundo', 0),
  store(2, 'Mexx Computación', 1),
  store(3, 'Fullh4rd', 0),
  store(4, 'Maximus', 2),
  store(5, 'Gezatek', 3),
  store(6, 'Venex', 4),
  store(7, 'Logg', 1),
  store(8, 'Suspendida', 0, 'Inactiva'),
  store(145, 'Excluida', 0),
];

function renderPage() {
  const fetchMock = stubApi({
    'GET /api/stores': { data: stores },
    'POST /api/estadisticas/tienda': { message: 'ok' },
  });
  const view = renderWithProviders(
    <>
      <StoreNameFilter />
      <StoresPage categoryList={null} />
    </>,
    { path: '/stores' },
  );
  return { fetchMock, ...view };
}

function shownStores() {
  return screen
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => t !== 'Provincias' && t !== 'Categorías');
}

describe('StoresPage', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('lists only active stores, never store 145, six per page', async () => {
    renderPage();
    expect(await screen.findByText('7 Tiendas Disponibles')).toBeInTheDocument();
    expect(shownStores()).toHaveLength(6);
    expect(screen.queryByText('Suspendida')).toBeNull();
    expect(screen.queryByText('Excluida')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(shownStores()).toEqual(['Logg']);
  });

  it('filters by name as the user types in the header field, accents and case aside', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('7 Tiendas Disponibles');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tiendas por nombre' }), 'mexx computacion');
    expect(shownStores()).toEqual(['Mexx Computación']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar tiendas por nombre' }));
    expect(shownStores()).toHaveLength(6);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tiendas por nombre' }), 'zzz');
    expect(screen.getByText('No se encontraron resultados para tu búsqueda.')).toBeInTheDocument();
  });

  it('filters by province with counts, a Ver más toggle and a chip that clears it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('7 Tiendas Disponibles');
    const list = screen.getByRole('list', { name: 'Provincias' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['CABA (2)', 'Buenos Aires (2)', 'Córdoba (1)', 'Mendoza (1)']);
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(list).getByRole('button', { name: 'Buenos Aires (2)' }));
    expect(screen.getByText('2 Tiendas Disponibles')).toBeInTheDocument();
    expect(shownStores()).toEqual(['Mexx Computación', 'Logg']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtro de provincia' }));
    expect(screen.getByText('7 Tiendas Disponibles')).toBeInTheDocument();
  });

  it("shows the address cut to 26 characters and opens the store's catalogue, recording the visit", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    await screen.findByText('7 Tiendas Disponibles');
    expect(screen.getAllByText('Avenida Corrientes 1234, C...')).toHaveLength(6);
    const catalog = screen.getByRole('link', { name: 'Catálogo de Compumundo' });
    expect(catalog).toHaveAttribute('href', '/search-result/?stores=1&storeName=Compumundo');
    expect(screen.getByRole('link', { name: 'compumundo.com.ar' })).toHaveAttribute(
      'href',
      'https://compumundo.com.ar',
    );
    await user.click(catalog);
    expect(postedBodies(fetchMock, '/api/estadisticas/tienda')).toEqual([{ tiendaId: 1 }]);
  });
});
