import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../../components/ui/app-toaster';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import { AdminStoresList } from './admin-stores-list';

const stores = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  nombre: `Tienda ${String(i + 1).padStart(2, '0')}`,
  estadoId: i === 0 ? 2 : 1,
  provinciaId: 1,
  provincia: { id: 1, nombre: 'CABA' },
}));

const rows = () =>
  within(screen.getByRole('table', { name: 'Tiendas' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('AdminStoresList', () => {
  it('pages 10 at a time and searches by name ignoring case', async () => {
    const user = userEvent.setup();
    stubAdminApi({ 'GET /api/stores/admin': { data: stores } });
    renderBackOffice(<AdminStoresList />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(rows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Tienda 21',
      'Tienda 22',
      'Tienda 23',
    ]);
    await user.type(screen.getByPlaceholderText('Buscar tienda por nombre...'), 'TIENDA 1');
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Nueva Tienda' })).toHaveAttribute(
      'href',
      '/back-office/add-store',
    );
  });

  it('suspends an active store and reactivates an inactive one, with their toasts', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'GET /api/stores/admin': { data: stores },
      'DELETE /api/stores/logicdelete/2': { message: 'Tienda suspendida con Éxito' },
      'PUT /api/stores/1': new Reply(500, { error: 'internal', message: 'Error interno del servidor' }),
    });
    renderBackOffice(
      <>
        <AdminStoresList />
        <AppToaster />
      </>,
    );
    const inactive = (await screen.findByText('Tienda 01')).closest('tr')!;
    expect(inactive).toHaveClass('is-inactive');
    expect(within(inactive).queryByRole('link', { name: 'Editar Tienda 01' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Suspender Tienda 02' }));
    expect(await screen.findByText('Tienda suspendida con Éxito')).toBeInTheDocument();

    await user.click(within(inactive).getByRole('button', { name: 'Reactivar Tienda 01' }));
    expect(await screen.findByText('Error al reactivar la tienda')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ estadoId: 1, provinciaId: 1 });
  });
});
