import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import { GlobalUpdate } from './global-update';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GlobalUpdate', () => {
  it('asks for confirmation, then stays disabled for 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubAdminApi({
      'POST /api/stores/forzaractualizacion/global': new Reply(202, {
        message: 'Actualización global iniciada',
      }),
    });
    renderBackOffice(<GlobalUpdate />);
    const button = screen.getByRole('button', { name: 'Forzar actualización global' });
    expect(button).toHaveAccessibleDescription(/4 horas/);

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Confirmar actualización' })).toHaveTextContent(
      '¿Deseas forzar la actualización de los catálogos',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/stores/forzaractualizacion/global',
    ]);
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toBeEnabled();
  });
});
