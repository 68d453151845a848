import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../../api/types';
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
  ...overrides,
});

describe('the deal verdict', () => {
  it.each([
    [verdict({ tipo: 'minimo', porcentaje: 10 }), 'Precio más bajo de los últimos 90 días'],
    [verdict({ tipo: 'debajo', porcentaje: 7 }), '7 % por debajo del precio habitual'],
    [verdict({ tipo: 'habitual' }), 'Precio habitual'],
    [verdict({ tipo: 'encima', porcentaje: 15 }), '15 % por encima del precio habitual'],
  ])('says %o plainly', (v, text) => {
    renderWithProviders(<DealVerdict verdict={v} price={600_000} bestPrice={600_000} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('explains how it was computed: period, stores, figures', async () => {
    renderWithProviders(<DealVerdict verdict={verdict({})} price={600_000} bestPrice={600_000} />);
    const explanation =
      'Comparamos el mejor precio de hoy con el precio más bajo de cada día en 3 tiendas, desde el 26/08/2026: ' +
      'mínimo $ 580.000, habitual $ 640.000, máximo $ 699.999.';
    expect(screen.getByText('Precio habitual').closest('p')).toHaveAccessibleDescription(explanation);
    await userEvent.click(screen.getByRole('button', { name: '¿Cómo lo calculamos?' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(explanation);
  });

  it('names the price it judges when this listing is not the cheapest', () => {
    renderWithProviders(
      <DealVerdict verdict={verdict({ tipo: 'minimo' })} price={650_000} bestPrice={600_000} />,
    );
    expect(
      screen.getByText('Desde $ 600.000 en otra tienda: Precio más bajo de los últimos 90 días'),
    ).toBeInTheDocument();
  });

  it('says nothing without a verdict', () => {
    const { container } = renderWithProviders(<DealVerdict verdict={null} price={1} bestPrice={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
