import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ALERT_TEXT, parseTypedPrice, PriceAlertForm } from './price-alert-form';

const ACCEPTED = 'Revisá tu correo: te enviamos un enlace para confirmar la alerta.';

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Avisame si baja' }));
}

describe("'Avisame si baja'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the address and the target price as typed in Argentina, then shows the answer', async () => {
    const fetchMock = stubApi({ 'POST /api/alertas': { message: ACCEPTED } });
    renderWithProviders(<PriceAlertForm productId={7} bestPrice={650_000} />);
    await openForm();
    await userEvent.type(screen.getByLabelText('Tu correo'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Precio objetivo (opcional)'), '599.999,50');
    await userEvent.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCEPTED);
    expect(postedBodies(fetchMock, '/api/alertas')).toEqual([
      { email: 'ana@example.com', productoId: 7, precioObjetivo: 599_999.5 },
    ]);
  });

  it('refuses a bad address, a target that is not a price or not under the best price, before asking', async () => {
    const fetchMock = stubApi({ 'POST /api/alertas': { message: ACCEPTED } });
    renderWithProviders(<PriceAlertForm productId={7} bestPrice={650_000} />);
    await openForm();
    const submit = screen.getByRole('button', { name: 'Crear alerta' });
    await userEvent.type(screen.getByLabelText('Tu correo'), 'ana@');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT_TEXT.badEmail);
    await userEvent.type(screen.getByLabelText('Tu correo'), 'example.com');
    await userEvent.type(screen.getByLabelText('Precio objetivo (opcional)'), 'mucho');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT_TEXT.badTarget);
    await userEvent.clear(screen.getByLabelText('Precio objetivo (opcional)'));
    await userEvent.type(screen.getByLabelText('Precio objetivo (opcional)'), '650000');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El precio objetivo tiene que ser menor que el mejor precio de hoy ($ 650.000).',
    );
    expect(postedBodies(fetchMock, '/api/alertas')).toEqual([]);
    // A refusal is about what was typed: typing again takes it away.
    await userEvent.type(screen.getByLabelText('Precio objetivo (opcional)'), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's refusal as it words it", async () => {
    stubApi({
      'POST /api/alertas': apiError(
        429,
        'too_many_requests',
        'Pediste demasiadas alertas seguidas. Probá de nuevo en una hora.',
      ),
    });
    renderWithProviders(<PriceAlertForm productId={7} bestPrice={null} />);
    await openForm();
    await userEvent.type(screen.getByLabelText('Tu correo'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pediste demasiadas alertas seguidas. Probá de nuevo en una hora.',
    );
  });

  it.each([
    ['1.234.567', 1_234_567],
    ['1234567,5', 1_234_567.5],
    ['$ 650.000', 650_000],
    ['650000', 650_000],
    ['6.50', Number.NaN],
    ['12,345,678', Number.NaN],
  ])('reads %s as %d', (typed, value) => {
    expect(parseTypedPrice(typed)).toEqual(value);
  });
});
