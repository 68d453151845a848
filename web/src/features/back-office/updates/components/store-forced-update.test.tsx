import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice, storeAdmin } from '../../testing/render-back-office';
import { StoreForcedUpdate } from './store-forced-update';

const store = (ultimaActualizacionForzada: string | null) => ({
  data: { id: 3, nombre: 'Compumundo', estadoId: 1, ultimaActualizacionForzada },
});
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

afterEach(() => vi.unstubAllGlobals());

describe('StoreForcedUpdate', () => {
  it("counts down 'Xh Ym' from the server's last forced update and alerts instead of asking again", async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({ 'GET /api/stores/admin/3': store(minutesAgo(61)) });
    renderBackOffice(<StoreForcedUpdate />, { user: storeAdmin });
    expect(await screen.findByTestId('forced-update-countdown')).toHaveTextContent(
      'Próxima actualización disponible en 2h 59m',
    );
    await user.click(screen.getByRole('button', { name: 'Forzar actualización' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Debe esperar al menos 4 horas antes de realizar otra actualización.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("asks the server, shows 'Actualizando...', then the success modal and the new countdown", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const { calls } = stubAdminApi({
      'GET /api/stores/admin/3': store(null),
      'POST /api/stores/forzaractualizacion/': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderBackOffice(<StoreForcedUpdate />, { user: storeAdmin });
    await user.click(await screen.findByRole('button', { name: 'Forzar actualización' }));
    expect(screen.getByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    expect(calls.at(-1)!.json).toEqual({ action: 'update', tiendaId: 3 });

    answer(new Reply(202, { message: 'Actualización forzada con éxito', jobId: 'catalog-update-3' }));
    expect(
      await screen.findByRole('dialog', { name: '¡Actualización iniciada con éxito!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('forced-update-countdown')).toHaveTextContent('4h 0m');
  });

  it("shows the 4-hour alert and the server's remaining time when it refuses (429)", async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'GET /api/stores/admin/3': store(null),
      'POST /api/stores/forzaractualizacion/': new Reply(429, {
        error: 'too_many_requests',
        message: 'Debe esperar al menos 4 horas antes de realizar otra actualización.',
        retryAfterSeconds: 90 * 60,
      }),
    });
    renderBackOffice(<StoreForcedUpdate />, { user: storeAdmin });
    await user.click(await screen.findByRole('button', { name: 'Forzar actualización' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Debe esperar al menos 4 horas antes de realizar otra actualización.',
      ),
    );
    expect(screen.getByTestId('forced-update-countdown')).toHaveTextContent('1h 30m');
  });
});
