import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../../components/ui/app-toaster';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import type { AdminModelDetail } from '../api/admin-model';
import { ModelPage } from './model-page';
import { ModelsList } from './models-list';

afterEach(() => vi.unstubAllGlobals());

const detail: AdminModelDetail = {
  id: 42,
  clave: 'name:gpu|asus|rtx4060|8gb|dual|oc|',
  creadoEn: '2026-11-20T10:00:00.000Z',
  listados: [
    {
      productoId: 7,
      nombre: 'Placa de Video ASUS Dual RTX 4060 8GB OC',
      tiendaId: 1,
      nombreTienda: 'Chip Austral',
      precio: 600_000,
      moneda: 'ARS',
      disponible: true,
      url: 'https://chipaustral.com.ar/p/7',
      fijado: false,
      evidencia: [{ tipo: 'Nombre', clave: 'name:gpu|asus|rtx4060|8gb|dual|oc|' }],
      partes: {
        kind: 'gpu',
        brand: 'asus',
        chip: 'rtx4060',
        memory: '8gb',
        line: 'dual',
        variant: 'oc',
        colour: '',
      },
    },
    {
      productoId: 9,
      nombre: 'VGA ASUS RTX4060 DUAL OC 8G',
      tiendaId: 2,
      nombreTienda: 'Nodo Hardware',
      precio: 610_000,
      moneda: 'ARS',
      disponible: false,
      url: 'https://nodo.com.ar/p/9',
      fijado: true,
      evidencia: [{ tipo: 'GTIN/EAN', clave: 'gtin:04711081234567' }],
      partes: {},
      motivo: 'sin marca',
    },
  ],
  decisiones: [
    {
      accion: 'unir',
      modeloId: 42,
      otroModeloId: 43,
      productoId: null,
      decididoPor: 'ana@hardprecios.com.ar',
      decididoEn: '2026-11-21T10:00:00.000Z',
    },
  ],
};

describe('Modelos (back office)', () => {
  it('searches models by name and links each to its page', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'GET /api/admin/modelos': (call: { url: URL }) => ({
        data: call.url.searchParams.get('q')
          ? [
              {
                id: 42,
                nombre: 'Placa de Video ASUS Dual RTX 4060 8GB OC',
                listadosCount: 3,
                tiendasCount: 3,
                precioDesde: 600_000,
              },
            ]
          : [],
        currentPage: 1,
        totalPages: 1,
        totalItems: call.url.searchParams.get('q') ? 1 : 0,
      }),
    });
    renderBackOffice(<ModelsList />, { path: '/back-office/models' });
    expect(await screen.findByText('No se encontraron modelos.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar modelos' }), 'rtx 4060');
    const link = await screen.findByRole('link', { name: 'Placa de Video ASUS Dual RTX 4060 8GB OC' });
    expect(link).toHaveAttribute('href', '/back-office/models/42');
    expect(within(link.closest('tr')!).getByText('$ 600.000')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('rtx 4060');
  });

  it('shows why listings are together, and the decisions taken', async () => {
    stubAdminApi({ 'GET /api/admin/modelos/42': { data: detail } });
    renderBackOffice(<ModelPage id={42} />, { path: '/back-office/models/42' });
    const table = await screen.findByRole('table', { name: 'Listados de este modelo' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Nombre')).toBeInTheDocument();
    expect(within(first!).getByText('rtx4060')).toBeInTheDocument();
    expect(within(second!).getByText('GTIN/EAN')).toBeInTheDocument();
    expect(within(second!).getByText('Fijado a mano')).toBeInTheDocument();
    expect(within(second!).getByText(/El nombre no alcanza para decidir: sin marca/)).toBeInTheDocument();
    expect(second).toHaveClass('is-inactive');
    expect(screen.getByText(/ana@hardprecios.com.ar: unió el modelo #43 al modelo #42/)).toBeInTheDocument();
  });

  it('splits a listing out after confirming, with the server’s message', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'GET /api/admin/modelos/42': { data: detail },
      'POST /api/admin/modelos/42/separar': {
        data: { modeloId: 77 },
        message: 'El listado quedó en un modelo propio.',
      },
    });
    renderBackOffice(
      <>
        <ModelPage id={42} />
        <AppToaster />
      </>,
      { path: '/back-office/models/42' },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Separar VGA ASUS RTX4060 DUAL OC 8G (Nodo Hardware)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Separar listado' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El listado quedó en un modelo propio.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({ productoId: 9 });
  });

  it('merges another model by its number, and shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'GET /api/admin/modelos/42': { data: detail },
      'POST /api/admin/modelos/42/unir': new Reply(404, {
        error: 'not_found',
        message: 'No existe el modelo 999',
      }),
    });
    renderBackOffice(
      <>
        <ModelPage id={42} />
        <AppToaster />
      </>,
      { path: '/back-office/models/42' },
    );
    const merge = await screen.findByRole('button', { name: 'Unir con otro modelo' });
    expect(merge).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Número del otro modelo' }), '#999');
    await user.click(merge);
    const dialog = screen.getByRole('dialog', { name: 'Unir modelos' });
    expect(dialog).toHaveTextContent('¿Unir el modelo #999 a este modelo (#42)?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No existe el modelo 999')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')!.json).toEqual({ modeloId: 999 }));
  });

  it('shows the model’s specs with their sources, and an operator corrects one', async () => {
    const user = userEvent.setup();
    const withSpecs: AdminModelDetail = {
      ...detail,
      especificaciones: {
        tipoPieza: 'gpu',
        valores: { chip: 'RTX 4060', vramGB: 8, tdpW: 115 },
        fuentes: { chip: 'nombre', vramGB: 'nombre', tdpW: 'opendb:abc' },
        opendb: 'abc',
        claves: { chip: 'text', vramGB: 'number', largoMM: 'number', tdpW: 'number' },
      },
      correccionesEspecificaciones: [
        {
          clave: 'largoMM',
          valor: null,
          decididoPor: 'ana@hardprecios.com.ar',
          decididoEn: '2026-11-22T10:00:00.000Z',
        },
      ],
    };
    const { calls } = stubAdminApi({
      'GET /api/admin/modelos/42': { data: withSpecs },
      'POST /api/admin/modelos/42/especificaciones': { data: {}, message: 'Especificación corregida.' },
    });
    renderBackOffice(
      <>
        <ModelPage id={42} />
        <AppToaster />
      </>,
      { path: '/back-office/models/42' },
    );
    const table = await screen.findByRole('table', { name: 'Especificaciones' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'ChipRTX 4060Nombre del producto',
      'VRAM8 GBNombre del producto',
      'Largosin valor—',
      'TDP115 WBuildCores OpenDB (abc)',
    ]);
    expect(screen.getByText(/ana@hardprecios.com.ar: Largo ocultó el valor/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Especificación' }), 'tdpW');
    const save = screen.getByRole('button', { name: 'Guardar corrección' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), 'mucho');
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '120');
    await user.click(save);
    expect(await screen.findByText('Especificación corregida.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({ clave: 'tdpW', valor: 120 });
  });
});
