import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

const card = {
  id: 5,
  name: 'Placa de Video ASUS Dual RTX 4060 8GB',
  price: 612_345,
  currency: 'ARS' as const,
  image: null,
  storeName: 'Compumundo',
  storeLogo: null,
};

/** The 'N tiendas desde $ X' line, read whole (its price is a span of its own, kept on one line). */
const storesLine = (text: string) => (_: string, element: Element | null) =>
  element?.classList.contains('product-card__stores') === true && element.textContent === text;

describe('ProductCard', () => {
  it("says 'N tiendas desde $X' when several stores offer the product", () => {
    renderWithProviders(<ProductCard product={{ ...card, stores: 3, fromPrice: 598_000.9 }} />);
    const link = screen.getByRole('link', {
      name: 'Placa de Video ASUS Dual RTX 4060 8GB, $ 612.345, Compumundo',
    });
    expect(screen.getByText(storesLine('3 tiendas desde $ 598.000'))).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription('3 tiendas desde $ 598.000');
  });

  it('says nothing of other stores when one store alone offers it, keeping the line for an even grid', () => {
    const { container } = renderWithProviders(
      <ProductCard product={{ ...card, stores: 1, fromPrice: 612_345 }} />,
    );
    expect(screen.queryByText(/tiendas desde/)).toBeNull();
    expect(container.querySelector('.product-card__stores')).toBeEmptyDOMElement();
  });

  it("says how many stores when none has it available ('2 tiendas')", () => {
    renderWithProviders(<ProductCard product={{ ...card, stores: 2, fromPrice: null }} />);
    expect(screen.getByText('2 tiendas')).toBeInTheDocument();
  });

  const minimo = {
    tipo: 'minimo' as const,
    porcentaje: 12,
    minimo90: 620_000,
    mediana90: 700_000,
    maximo90: 760_000,
    desde: '2026-08-26',
    tiendas: 3,
    moneda: 'ARS' as const,
  };

  it("carries 'Mínimo de 90 días' when its price is the product's best and the lowest of 90 days", () => {
    renderWithProviders(
      <ProductCard product={{ ...card, price: 598_000, stores: 3, fromPrice: 598_000, verdict: minimo }} />,
    );
    expect(screen.getByText('Mínimo de 90 días')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleDescription(
      '3 tiendas desde $ 598.000 Mínimo de 90 días',
    );
  });

  it("not on another store's dearer listing of that product, nor without the verdict", () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={{ ...card, stores: 3, fromPrice: 598_000, verdict: minimo }} />,
    );
    expect(screen.queryByText('Mínimo de 90 días')).toBeNull();
    unmount();
    renderWithProviders(
      <ProductCard
        product={{
          ...card,
          price: 598_000,
          stores: 3,
          fromPrice: 598_000,
          verdict: { ...minimo, tipo: 'debajo' },
        }}
      />,
    );
    expect(screen.queryByText('Mínimo de 90 días')).toBeNull();
  });

  it("writes a dollar price as 'U$S', never as pesos, and gives it no deal badge", () => {
    renderWithProviders(
      <ProductCard
        product={{ ...card, price: 300, currency: 'USD', stores: 3, fromPrice: 598_000, verdict: minimo }}
      />,
    );
    expect(screen.getByText('U$S 300')).toBeInTheDocument();
    expect(screen.queryByText('$ 300')).toBeNull();
    expect(screen.getByText(storesLine('3 tiendas desde $ 598.000'))).toBeInTheDocument();
    expect(screen.queryByText('Mínimo de 90 días')).toBeNull();
  });

  it("says 'N tiendas desde U$S X' for a product offered in dollars alone, in dollars", () => {
    renderWithProviders(
      <ProductCard
        product={{
          ...card,
          price: 310,
          currency: 'USD',
          stores: 0,
          fromPrice: null,
          dollarStores: 2,
          dollarFromPrice: 300,
        }}
      />,
    );
    expect(screen.getByText(storesLine('2 tiendas desde U$S 300'))).toBeInTheDocument();
    expect(screen.queryByText(/desde \$/)).toBeNull();
  });

  it("says 'Sin stock' on an out-of-stock listing, never with a deal badge, even under the model's 'desde'", () => {
    renderWithProviders(
      <ProductCard
        product={{
          ...card,
          price: 590_000,
          available: false,
          stores: 2,
          fromPrice: 598_000,
          verdict: minimo,
        }}
      />,
    );
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
    expect(screen.queryByText('Mínimo de 90 días')).toBeNull();
    expect(
      screen.getByRole('link', {
        name: 'Placa de Video ASUS Dual RTX 4060 8GB, $ 590.000, Sin stock, Compumundo',
      }),
    ).toBeInTheDocument();
  });
});
