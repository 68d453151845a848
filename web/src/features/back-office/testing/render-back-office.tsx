import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  BackOfficeSessionProvider,
  type AdminRequest,
  type BackOfficeSession,
  type BackOfficeUser,
} from '../session/back-office-session';

export const fullAdmin: BackOfficeUser = {
  email: 'admin@hardprecios.test',
  role: 'fullAdmin',
  tiendaId: null,
};
export const storeAdmin: BackOfficeUser = {
  email: 'tienda@compumundo.test',
  role: 'storeAdmin',
  tiendaId: 3,
};

/** A request like the app's: bearer token, JSON or multipart, errors thrown with status and details. */
const testRequest: AdminRequest = async <T,>(
  path: string,
  options: Parameters<AdminRequest>[1] = {},
): Promise<T> => {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: { Authorization: 'Bearer test-token' },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw Object.assign(new Error(String(body.message)), { status: response.status, details: body });
  return body as T;
};

/**
 * Renders a back-office screen with a signed-in session, a fresh query client and a router at `path`
 * (with a catch-all route that shows where the screen navigated to).
 */
export function renderBackOffice(
  ui: ReactElement,
  { user = fullAdmin, path = '/back-office' }: { user?: BackOfficeUser; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session: BackOfficeSession = {
    user,
    request: testRequest,
    getToken: () => 'test-token',
    apiUrl: (p) => p,
    logout: () => undefined,
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <BackOfficeSessionProvider session={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p data-testid="navigated-to">navegó</p>} />
          </Routes>
        </MemoryRouter>
      </BackOfficeSessionProvider>
    </QueryClientProvider>,
  );
}
