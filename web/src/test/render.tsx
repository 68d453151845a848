import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders with a fresh query client (no retries) and jotai store, inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <JotaiProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </JotaiProvider>
      </QueryClientProvider>,
    ),
  };
}
