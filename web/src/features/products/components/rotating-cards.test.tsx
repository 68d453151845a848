import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '../lib/card-product';
import { RotatingCards } from './rotating-cards';

const products: CardProduct[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Producto ${i + 1}`,
  price: 1000 * (i + 1),
  currency: 'ARS',
  image: null,
  storeName: 'Compumundo',
  storeLogo: null,
}));

function visibleNames() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function highlightedName() {
  return document.querySelector('.product-card.is-highlighted h3')?.textContent;
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderStrip(ticksPerSwap: number) {
  render(
    <MemoryRouter>
      <RotatingCards items={products} label="Destacados" tickMs={1000} ticksPerSwap={ticksPerSwap} />
    </MemoryRouter>,
  );
}

describe('RotatingCards', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('featured: moves the highlight every second over the 4 cards, then shows the next 4', () => {
    renderStrip(4);
    expect(visibleNames()).toEqual(['Producto 1', 'Producto 2', 'Producto 3', 'Producto 4']);
    expect(highlightedName()).toBe('Producto 1');
    tick(1000);
    expect(highlightedName()).toBe('Producto 2');
    tick(2000);
    expect(highlightedName()).toBe('Producto 4');
    expect(visibleNames()[0]).toBe('Producto 1');
    tick(1000);
    expect(visibleNames()).toEqual(['Producto 5', 'Producto 6', 'Producto 7', 'Producto 8']);
    expect(highlightedName()).toBe('Producto 5');
    tick(4000);
    expect(visibleNames()[0]).toBe('Producto 1');
  });

  it('related: swaps the group of 4 every 3 seconds while the highlight moves every second', () => {
    renderStrip(3);
    tick(2000);
    expect(visibleNames()[0]).toBe('Producto 1');
    expect(highlightedName()).toBe('Producto 3');
    tick(1000);
    expect(visibleNames()[0]).toBe('Producto 5');
    expect(highlightedName()).toBe('Producto 8');
    tick(3000);
    expect(visibleNames()[0]).toBe('Producto 1');
  });

  it('pauses while hovered and resumes afterwards', () => {
    renderStrip(4);
    tick(1000);
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Destacados' }).parentElement!);
    tick(10_000);
    expect(highlightedName()).toBe('Producto 2');
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Destacados' }).parentElement!);
    tick(1000);
    expect(highlightedName()).toBe('Producto 3');
  });

  it('lets keyboard users pick the second group', () => {
    renderStrip(4);
    fireEvent.click(screen.getByRole('button', { name: 'Destacados: grupo 2 de 2' }));
    expect(visibleNames()[0]).toBe('Producto 5');
  });
});
