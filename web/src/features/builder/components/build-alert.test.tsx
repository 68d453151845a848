import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BUILD_ALERT_TEXT, BuildAlertForm } from './build-alert';

const ACCEPTED = 'Revisá tu correo: te enviamos un enlace para confirmar la alerta.';
const BUILD = { cpu: 11, motherboard: 22, ram: 33, ramCantidad: 2, storage: [44, 55] };

describe("'Avisame si baja' on the build's total", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a target under today's total, then sends the build as the URL keeps it", async () => {
    const fetchMock = stubApi({ 'POST /api/alertas/armado': { message: ACCEPTED } });
    renderWithProviders(<BuildAlertForm build={BUILD} total={853_304} />);
    await userEvent.click(screen.getByRole('button', { name: 'Avisame si baja' }));
    await userEvent.type(screen.getByLabelText('Tu correo'), 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Crear alerta' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(BUILD_ALERT_TEXT.missingTarget);
    await userEvent.type(screen.getByLabelText('Total objetivo'), '853.304');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El total objetivo tiene que ser menor que el total de hoy ($ 853.304).',
    );
    expect(postedBodies(fetchMock, '/api/alertas/armado')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Total objetivo'));
    await userEvent.type(screen.getByLabelText('Total objetivo'), '800.000');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(ACCEPTED);
    expect(postedBodies(fetchMock, '/api/alertas/armado')).toEqual([
      {
        email: 'ana@example.com',
        partes: { cpu: 11, motherboard: 22, ram: 33, ramCantidad: 2, storage: [44, 55] },
        precioObjetivo: 800_000,
      },
    ]);
  });
});
