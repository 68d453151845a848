import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../api/types';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { SearchResults } from './search-results';

interface SearchRequest {
  indexName: string;
  params: {
    query?: string;
    page?: number;
    hitsPerPage?: number;
    distinct?: boolean;
    removeWordsIfNoResults?: string;
    facetFilters?: unknown;
    numericFilters?: unknown;
  };
}

function hit(id: number, nombre: string, precio: number): SearchHit {
  return {
    objectID: String(id),
    id,
    nombre,
    precio,
    moneda: 'ARS',
    imagen: null,
    tiendaId: 3,
    tienda: 'Compumundo',
    logoTienda: null,
    categoria: ['Procesadores'],
    categoriaIds: [2],
    provincia: 'CABA',
    provinciaId: 1,
    disponible: true,
  };
}

const requests: SearchRequest[] = [];

function answer(body: unknown) {
  const batch = (body as { requests: SearchRequest[] }).requests;
  requests.push(...batch);
  return {
    results: batch.map((request) => {
      const empty = request.params.query === 'nada';
      const hits = empty
        ? []
        : [
            hit(1, 'AMD Ryzen 5 5600', 180000),
            hit(2, 'AMD Ryzen 7 5700X', 260000),
            hit(3, 'Cable barato', 90),
          ];
      return {
        index: request.indexName,
        hits,
        nbHits: empty ? 0 : 30,
        page: request.params.page ?? 0,
        nbPages: empty ? 0 : 3,
        hitsPerPage: request.params.hitsPerPage ?? 20,
        facets: empty
          ? {}
          : {
              categoria: { Procesadores: 25, Monitores: 5 },
              provincia: { CABA: 20, Córdoba: 10 },
              tienda: { Compumundo: 30 },
            },
        facets_stats: empty ? {} : { precio: { min: 90, max: 260000, avg: 1, sum: 1 } },
        processingTimeMS: 1,
        query: request.params.query ?? '',
        // 'ryzen panoramico': no listing has both words; the server answered 'ryzen' and says so.
        ...(request.params.query === 'ryzen panoramico' &&
        request.params.removeWordsIfNoResults === 'allOptional'
          ? { queryAfterRemoval: 'ryzen <em>panoramico</em>' }
          : {}),
        params: '',
        exhaustiveNbHits: true,
      };
    }),
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderResults(path: string) {
  stubApi({ 'POST /api/search': answer });
  return renderWithProviders(
    <>
      <SearchResults renderHit={(h) => <p>{h.nombre}</p>} renderSkeleton={() => <span>cargando</span>} />
      <Address />
    </>,
    { path },
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent?.split('?')[1]);
const lastMainRequest = () =>
  requests.filter((r) => r.params.hitsPerPage !== 0 && r.params.hitsPerPage !== 1).at(-1)!;

describe('SearchResults', () => {
  beforeEach(() => {
    requests.length = 0;
    setViewportWidth(1280);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('searches the word in the address and shows the hits after the 1 s skeleton, hiding prices of 100 or less', async () => {
    renderResults('/search-result/?wordKey=ryzen&page=1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados de la Búsqueda');
    expect(await screen.findAllByText('cargando')).not.toHaveLength(0);
    expect(await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByText('Cable barato')).toBeNull();
    expect(screen.getByText('30 resultados (productos)')).toBeInTheDocument();
    expect(lastMainRequest()).toMatchObject({
      indexName: 'productos',
      params: { query: 'ryzen', page: 0, hitsPerPage: 12, distinct: true },
    });
    expect(screen.getByRole('button', { name: 'Quitar búsqueda ryzen' })).toBeInTheDocument();
  });

  it.each([
    [375, 6],
    [800, 8],
    [1280, 12],
  ])('at %i px the page-size box says the %i cards it asks for', async (width, size) => {
    setViewportWidth(width);
    // A query of its own: the search client keeps answers it already has.
    renderResults(`/search-result/?wordKey=ancho${width}&page=1`);
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    expect(lastMainRequest().params.hitsPerPage).toBe(size);
    expect(screen.getByRole('combobox', { name: 'Mostrar' })).toHaveDisplayValue(String(size));
  });

  it('shows the skeleton for 1 s from when a search is asked for, not 1 s after a slow answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let answerAfterMs = 0;
      stubApi({
        'POST /api/search': (body: unknown) =>
          new Promise((resolve) => setTimeout(() => resolve(answer(body)), answerAfterMs)),
      });
      renderWithProviders(
        <SearchResults renderHit={(h) => <p>{h.nombre}</p>} renderSkeleton={() => <span>cargando</span>} />,
        { path: '/search-result/?wordKey=ryzen&page=1' },
      );
      // A quick answer: the skeleton still shows until the second is up.
      await vi.advanceTimersByTimeAsync(900);
      expect(screen.getAllByText('cargando')).not.toHaveLength(0);
      expect(screen.queryByText('AMD Ryzen 5 5600')).toBeNull();
      await vi.advanceTimersByTimeAsync(150);
      // The answer's own promises settle outside the fake clock: wait for them (a loaded machine is slow).
      await vi.waitFor(() => expect(screen.getByText('AMD Ryzen 5 5600')).toBeInTheDocument(), {
        timeout: 500,
        interval: 10,
      });

      // A slow answer (1.5 s) to a page change: skeleton at once, the cards as soon as it is in.
      answerAfterMs = 1500;
      fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
      await vi.advanceTimersByTimeAsync(50);
      expect(screen.queryByText('AMD Ryzen 5 5600')).toBeNull();
      expect(screen.getAllByText('cargando')).not.toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1400);
      expect(screen.queryByText('AMD Ryzen 5 5600')).toBeNull();
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(screen.getByText('AMD Ryzen 5 5600')).toBeInTheDocument(), {
        timeout: 500,
        interval: 10,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for 8 per page up to 1054 px and 6 up to 380 px', async () => {
    setViewportWidth(1000);
    renderResults('/search-result/?wordKey=ryzen&page=1');
    await waitFor(() => expect(lastMainRequest().params.hitsPerPage).toBe(8));
    setViewportWidth(375);
    await waitFor(() => expect(lastMainRequest().params.hitsPerPage).toBe(6));
  });

  it('reads every kind of context from the address into the search', async () => {
    renderResults(
      '/search-result/?storewordKey=ssd&storeWordKeyId=3&storeName=Compumundo&minPrice=1000&maxPrice=5000&hasRange=true&province=CABA&sort=asc&page=2',
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const main = lastMainRequest();
    expect(main.indexName).toBe('productos_precio_asc');
    expect(main.params).toMatchObject({ query: 'ssd', page: 1 });
    expect(JSON.stringify(main.params.facetFilters)).toContain('tienda:Compumundo');
    expect(JSON.stringify(main.params.facetFilters)).toContain('provincia:CABA');
    expect(main.params.numericFilters).toEqual(expect.arrayContaining(['precio>=1000', 'precio<=5000']));
    expect(await screen.findByRole('searchbox', { name: 'Buscar en Compumundo' })).toBeInTheDocument();
  });

  it('writes sort, category, province and page changes into the address', async () => {
    const user = userEvent.setup();
    renderResults('/search-result/?wordKey=ryzen&page=1');
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    // The default order reads as the spec names it, not a bare '-'.
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Seleccionar');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'mayor precio');
    await waitFor(() => expect(address().get('sort')).toBe('desc'));
    expect(lastMainRequest().indexName).toBe('productos_precio_desc');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(address().get('page')).toBe('2'));

    await user.click(
      within(screen.getByRole('list', { name: 'Provincias' })).getByRole('button', { name: /Córdoba/ }),
    );
    await waitFor(() => expect(address().get('province')).toBe('Córdoba'));
    expect(address().get('page')).toBe('1');

    // Choosing a category clears the search word (spec section 4).
    await user.click(
      within(screen.getByRole('list', { name: 'Categorías' })).getByRole('button', { name: /Monitores/ }),
    );
    await waitFor(() => expect(address().get('idCategory')).toBe('4'));
    expect(address().get('title')).toBe('Monitores');
    expect(address().get('wordKey')).toBeNull();
  });

  it('applies a price range as minPriceKey/maxPriceKey/hasRangeKey in a word search', async () => {
    const user = userEvent.setup();
    renderResults('/search-result/?wordKey=ryzen&page=1');
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(address().get('hasRangeKey')).toBe('true'));
    expect(address().get('minPriceKey')).toBe('90');
    expect(address().get('maxPriceKey')).toBe('260000');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(address().get('hasRangeKey')).toBeNull());
    expect(address().get('wordKey')).toBe('ryzen');
  });

  it('groups by product by default; unticking writes agrupar=0 and asks for every listing, and back regroups', async () => {
    const user = userEvent.setup();
    renderResults('/search-result/?wordKey=agrupado&page=1');
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    const toggle = screen.getByRole('checkbox', { name: 'Agrupar por producto' });
    expect(toggle).toBeChecked();
    expect(address().get('agrupar')).toBeNull();

    await user.click(toggle);
    await waitFor(() => expect(address().get('agrupar')).toBe('0'));
    await waitFor(() => expect(lastMainRequest().params.distinct).toBe(false));
    await waitFor(() => expect(screen.getByText('30 resultados (publicaciones)')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Agrupar por producto' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(address().get('page')).toBe('2'));
    expect(address().get('agrupar')).toBe('0');

    await user.click(screen.getByRole('checkbox', { name: 'Agrupar por producto' }));
    await waitFor(() => expect(address().get('agrupar')).toBeNull());
    expect(address().get('page')).toBe('1');
    // (The first grouped page's answer is the client's cached one: no new request.)
    await waitFor(() => expect(screen.getByText('30 resultados (productos)')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Agrupar por producto' })).toBeChecked();
  });

  it('opens an agrupar=0 address on every listing', async () => {
    renderResults('/search-result/?wordKey=listado&agrupar=0&page=1');
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    expect(screen.getByRole('checkbox', { name: 'Agrupar por producto' })).not.toBeChecked();
    expect(lastMainRequest().params.distinct).toBe(false);
    expect(screen.getByText('30 resultados (publicaciones)')).toBeInTheDocument();
  });

  it('asks the server to do without words that find nothing, and says what it searched instead', async () => {
    renderResults('/search-result/?wordKey=ryzen%20panoramico&page=1');
    expect(
      await screen.findByText(
        'No se encontraron resultados para la búsqueda "ryzen panoramico". Se muestran resultados para "ryzen".',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(lastMainRequest().params.removeWordsIfNoResults).toBe('allOptional');
    expect(await screen.findByText('AMD Ryzen 5 5600')).toBeInTheDocument();
  });

  it('says nothing of left-out words when every word was found', async () => {
    renderResults('/search-result/?wordKey=ryzen&page=1');
    await screen.findByText('AMD Ryzen 5 5600', {}, { timeout: 2000 });
    expect(screen.queryByText(/Se muestran resultados para/)).toBeNull();
  });

  it('says when nothing was found', async () => {
    renderResults('/search-result/?wordKey=nada&page=1');
    expect(
      await screen.findByText('No se encontraron resultados para la búsqueda "nada".', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });
});
