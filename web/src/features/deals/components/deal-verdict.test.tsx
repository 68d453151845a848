import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BestOffer, Verdict } from '../../../api/types';
import { renderWithProviders } from '../../../test/render';
import { DealVerdict } from './deal-verdict';

const verdict = (overrides: Partial<Verdict>): Verdict => ({
  tipo: 'habitual',
  porcentaje: 2,
  minimo90: 580_000,
  mediana90: 640_000,
  maximo90: 699_999.9,
  desde: '2026-08-26',
  tiendas: 3,
  moneda: 'ARS',
  ...overrides,
});
/** The model's best offer, by default this listing itself (product 5 of store 3). */
const offer = (overrides: Partial<BestOffer> = {}): BestOffer => ({
  productoId: 5,
  tiendaId: 3,
  nombreTienda: 'Compumundo',
  precio: 600_000,
  moneda: 'ARS',
  ...overrides,
});
const own = { productId: 5, storeId: 3 };

describe('the deal verdict', () => {
  it.each([
    [verdict({ tipo: 'minimo', porcentaje: 10 }), 'Precio más bajo de los últimos 90 días'],
    [verdict({ tipo: 'debajo', porcentaje: 7 }), '7 % por debajo del precio habitual'],
    [verdict({ tipo: 'habitual' }), 'Precio habitual'],
    [verdict({ tipo: 'encima', porcentaje: 15 }), '15 % por encima del precio habitual'],
  ])('says %o plainly', (v, text) => {
    renderWithProviders(<DealVerdict verdict={v} {...own} bestOffer={offer()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('explains how it was computed: period, stores, figures', async () => {
    renderWithProviders(<DealVerdict verdict={verdict({})} {...own} bestOffer={offer()} />);
    const explanation =
      'Comparamos el mejor precio de hoy con el precio más bajo de cada día en 3 tiendas, desde el 26/08/2026: ' +
      'mínimo $ 580.000, habitual $ 640.000, máximo $ 699.999.';
    expect(screen.getByText('Precio habitual').closest('p')).toHaveAccessibleDescription(explanation);
    await userEvent.click(screen.getByRole('button', { name: '¿Cómo lo calculamos?' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(explanation);
  });

  it('names the offer it judges when it is another listing: its price, its store, and that it is another listing', () => {
    const { unmount } = renderWithProviders(
      <DealVerdict
        verdict={verdict({ tipo: 'minimo' })}
        {...own}
        bestOffer={offer({ productoId: 8, tiendaId: 4, nombreTienda: 'Mendoza PC' })}
      />,
    );
    expect(
      screen.getByText(
        'Desde $ 600.000 en Mendoza PC (otra publicación): Precio más bajo de los últimos 90 días',
      ),
    ).toBeInTheDocument();
    unmount();
    // Another listing of the same store (an outlet, a bundle): it says so too.
    renderWithProviders(
      <DealVerdict
        verdict={verdict({ tipo: 'debajo', porcentaje: 7 })}
        {...own}
        bestOffer={offer({ productoId: 9 })}
      />,
    );
    expect(
      screen.getByText(
        'Desde $ 600.000 en Compumundo (otra publicación de esta tienda): 7 % por debajo del precio habitual',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing without a verdict', () => {
    const { container } = renderWithProviders(<DealVerdict verdict={null} {...own} bestOffer={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
