import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, postedBodies, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AlertLinkPage, LINK_TEXT } from './alert-link-page';

const TOKEN = 'a'.repeat(43);
const answer = (message: string) => ({ data: { productoId: 7, nombre: 'Mouse Logitech G305' }, message });

describe('the pages of the alert links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms on arrival and links to the product', async () => {
    const fetchMock = stubApi({ 'POST /api/alertas/confirmar': answer('Listo: tu alerta quedó activa.') });
    renderWithProviders(<AlertLinkPage action="confirm" />, { path: `/alertas/confirmar?token=${TOKEN}` });
    expect(await screen.findByText('Listo: tu alerta quedó activa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el producto' })).toHaveAttribute(
      'href',
      '/product-detail/7',
    );
    expect(postedBodies(fetchMock, '/api/alertas/confirmar')).toEqual([{ token: TOKEN }]);
  });

  it("confirms a build's alert and links to the build", async () => {
    stubApi({
      'POST /api/alertas/confirmar': {
        data: { armado: '/armar-pc?cpu=1&mother=2', nombre: 'Tu PC armada (2 partes)' },
        message: 'Listo: tu alerta quedó activa.',
      },
    });
    renderWithProviders(<AlertLinkPage action="confirm" />, { path: `/alertas/confirmar?token=${TOKEN}` });
    expect(await screen.findByText('Listo: tu alerta quedó activa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver tu PC' })).toHaveAttribute(
      'href',
      '/armar-pc?cpu=1&mother=2',
    );
  });

  it("shows the API's refusal of a used link", async () => {
    stubApi({
      'POST /api/alertas/confirmar': apiError(
        410,
        'gone',
        'Este enlace ya se usó: tu alerta ya está activa.',
      ),
    });
    renderWithProviders(<AlertLinkPage action="confirm" />, { path: `/alertas/confirmar?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace ya se usó: tu alerta ya está activa.',
    );
  });

  it('unsubscribes only when the button is pressed (a mail scanner opening the link does nothing)', async () => {
    const fetchMock = stubApi({
      'POST /api/alertas/baja': answer('Listo: no vas a recibir más avisos de este producto.'),
    });
    renderWithProviders(<AlertLinkPage action="unsubscribe" />, { path: `/alertas/baja?token=${TOKEN}` });
    expect(screen.getByText(LINK_TEXT.unsubscribeQuestion)).toBeInTheDocument();
    expect(postedBodies(fetchMock, '/api/alertas/baja')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(
      await screen.findByText('Listo: no vas a recibir más avisos de este producto.'),
    ).toBeInTheDocument();
    expect(postedBodies(fetchMock, '/api/alertas/baja')).toEqual([{ token: TOKEN }]);
  });

  it('a link without its token says so, asking nothing', () => {
    const fetchMock = stubApi({});
    renderWithProviders(<AlertLinkPage action="confirm" />, { path: '/alertas/confirmar' });
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_TEXT.badLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
