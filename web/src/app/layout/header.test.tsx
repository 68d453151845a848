import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('shows the searched words in its box on a results page opened directly', async () => {
    stubApi({});
    renderWithProviders(<Header />, { path: '/search-result/?wordKey=ryzen%205600&page=1' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('ryzen 5600');
  });

  it('starts empty elsewhere', async () => {
    stubApi({});
    renderWithProviders(<Header />, { path: '/faq' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('');
  });
});
