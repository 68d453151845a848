import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../api/types';
import { setViewportWidth } from '../../../test/viewport';
import { bannersQueryOptions } from '../api/get-banners';
import { BannerCarousel } from './banner-carousel';

const banners: Banner[] = [
  { id: 1, url: '/b1.png', tiendaId: 3, tienda: { nombre: 'Compumundo' }, clickable: true },
  { id: 2, url: '/b2.png', tiendaId: 7, tienda: { nombre: 'Mexx' }, clickable: true },
  { id: 3, url: '/b3.png', tiendaId: 145, tienda: { nombre: 'Excluida' }, clickable: false },
];

function renderCarousel() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(bannersQueryOptions('desktop').queryKey, banners);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BannerCarousel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Tiendas destacadas' });
}

/** The store name of the banner on show. */
function activeBanner() {
  const slide = screen.getAllByTestId('banner-slide').find((s) => s.getAttribute('aria-hidden') === 'false');
  return slide?.querySelector('img')?.getAttribute('alt');
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function swipe(element: HTMLElement, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX }] });
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No shuffle surprises: Math.random() = 0.999 keeps the order (Fisher–Yates swaps i with i).
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    setViewportWidth(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('rotates every 3 seconds and wraps around', () => {
    renderCarousel();
    expect(activeBanner()).toBe('Banner de Compumundo');
    tick(2999);
    expect(activeBanner()).toBe('Banner de Compumundo');
    tick(1);
    expect(activeBanner()).toBe('Banner de Mexx');
    tick(6000);
    expect(activeBanner()).toBe('Banner de Compumundo');
  });

  it('pauses on hover', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(activeBanner()).toBe('Banner de Compumundo');
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(activeBanner()).toBe('Banner de Mexx');
  });

  it('moves on a swipe over 50 px and restarts the rotation 3 seconds later', () => {
    const carousel = renderCarousel();
    swipe(carousel, 300, 240);
    expect(activeBanner()).toBe('Banner de Mexx');
    tick(3000);
    expect(activeBanner()).toBe('Banner de Mexx');
    tick(3000);
    expect(activeBanner()).toBe('Banner de Excluida');
    swipe(carousel, 100, 170);
    expect(activeBanner()).toBe('Banner de Mexx');
  });

  it('ignores swipes of 50 px or less', () => {
    const carousel = renderCarousel();
    swipe(carousel, 300, 250);
    expect(activeBanner()).toBe('Banner de Compumundo');
  });

  it('moves with the arrows', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(activeBanner()).toBe('Banner de Excluida');
    fireEvent.click(screen.getByRole('button', { name: 'Banner siguiente' }));
    expect(activeBanner()).toBe('Banner de Compumundo');
  });

  it("links a store's banner to its catalogue, except the excluded store's", () => {
    renderCarousel();
    const link = screen.getByAltText('Banner de Compumundo').closest('a');
    expect(link).toHaveAttribute('href', '/search-result/?stores=3&storeName=Compumundo');
    expect(screen.getByAltText('Banner de Excluida').closest('a')).toBeNull();
  });
});
